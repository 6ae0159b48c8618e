import { Briefcase, ChartColumn, LayoutDashboard, Settings, Users } from 'lucide-react';
import type { AreaMenuEntry } from '@frc/ui/AreaSideMenu';

export const ADMIN_MENU: readonly AreaMenuEntry[] = [
  { to: '/admin', label: 'Dashboard', Icon: LayoutDashboard },
  { to: '/admin/users', label: 'Users', Icon: Users },
  { to: '/admin/cases', label: 'Cases', Icon: Briefcase },
  { to: '/admin/analytics', label: 'Analytics', Icon: ChartColumn },
  { to: '/admin/settings', label: 'Settings', Icon: Settings },
];
