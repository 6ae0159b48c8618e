import { FolderOpen, type LucideIcon } from 'lucide-react';

export interface DashboardMenuItem {
  to: string;
  label: string;
  Icon: LucideIcon;
}

export const DASHBOARD_MENU: readonly DashboardMenuItem[] = [{ to: '/dashboard/cases', label: 'My Cases', Icon: FolderOpen }];
