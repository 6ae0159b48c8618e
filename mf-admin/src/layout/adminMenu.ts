import { Briefcase, ChartColumn, LayoutDashboard, Settings, Users, type LucideIcon } from 'lucide-react';

export interface AdminMenuEntry {
  to: string;
  label: string;
  Icon: LucideIcon;
}

export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  { to: '/admin', label: 'Dashboard', Icon: LayoutDashboard },
  { to: '/admin/users', label: 'Users', Icon: Users },
  { to: '/admin/cases', label: 'Cases', Icon: Briefcase },
  { to: '/admin/analytics', label: 'Analytics', Icon: ChartColumn },
  { to: '/admin/settings', label: 'Settings', Icon: Settings },
];
