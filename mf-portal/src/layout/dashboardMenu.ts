import { FolderOpen, ShieldCheck } from 'lucide-react';
import type { AreaMenuEntry } from '@frc/ui/AreaSideMenu';

/** 'My Cases' (the spec's one link), and the client's data page (see, download, erase). */
export const DASHBOARD_MENU: readonly AreaMenuEntry[] = [
  { to: '/dashboard/cases', label: 'My Cases', Icon: FolderOpen },
  { to: '/dashboard/profile', label: 'My data', Icon: ShieldCheck },
];
