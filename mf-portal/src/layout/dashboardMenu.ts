import { FolderOpen } from 'lucide-react';
import type { AreaMenuEntry } from '@frc/ui/AreaSideMenu';

export const DASHBOARD_MENU: readonly AreaMenuEntry[] = [{ to: '/dashboard/cases', label: 'My Cases', Icon: FolderOpen }];
