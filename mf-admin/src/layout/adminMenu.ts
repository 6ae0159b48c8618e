import { Briefcase, ChartColumn, LayoutDashboard, ScrollText, Settings, Users } from 'lucide-react';
import type { AreaMenuEntry } from '@frc/ui/AreaSideMenu';
import type { StaffRole } from '@frc/contracts/browser';
import { ADMIN_PAGES } from '../routes';

/** The spec's five entries, for every member. */
export const ADMIN_MENU: readonly AreaMenuEntry[] = [
  { to: ADMIN_PAGES.dashboard, label: 'Dashboard', Icon: LayoutDashboard },
  { to: ADMIN_PAGES.users, label: 'Users', Icon: Users },
  { to: ADMIN_PAGES.cases, label: 'Cases', Icon: Briefcase },
  { to: ADMIN_PAGES.analytics, label: 'Analytics', Icon: ChartColumn },
  { to: ADMIN_PAGES.settings, label: 'Settings', Icon: Settings },
];

const AUDIT_ENTRY: AreaMenuEntry = { to: ADMIN_PAGES.audit, label: 'Audit', Icon: ScrollText };

export function adminMenuFor(role: StaffRole): readonly AreaMenuEntry[] {
  return role === 'admin' ? [...ADMIN_MENU, AUDIT_ENTRY] : ADMIN_MENU;
}
