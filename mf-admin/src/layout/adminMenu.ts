import { Activity, Briefcase, CalendarClock, ChartColumn, FileText, Images, LayoutDashboard, ScrollText, Settings, Users } from 'lucide-react';
import type { AreaMenuEntry } from '@frc/ui/AreaSideMenu';
import type { StaffRole } from '@frc/contracts/browser';
import { ADMIN_PAGES } from '../paths';

/** The spec's five entries, for every member. */
export const ADMIN_MENU: readonly AreaMenuEntry[] = [
  { to: ADMIN_PAGES.dashboard, label: 'Dashboard', Icon: LayoutDashboard },
  { to: ADMIN_PAGES.users, label: 'Users', Icon: Users },
  { to: ADMIN_PAGES.cases, label: 'Cases', Icon: Briefcase },
  { to: ADMIN_PAGES.analytics, label: 'Analytics', Icon: ChartColumn },
  { to: ADMIN_PAGES.settings, label: 'Settings', Icon: Settings },
];

/** The pages for admins only (routes.ts wraps them in `forAdmins`): left out of a case manager's menu. */
const ADMINS_ONLY = new Set<string>([ADMIN_PAGES.users, ADMIN_PAGES.analytics, ADMIN_PAGES.audit, ADMIN_PAGES.siteHealth]);

/** After the spec's entries, every member's due tasks. */
const DUE_ENTRY: AreaMenuEntry = { to: ADMIN_PAGES.due, label: 'Due', Icon: CalendarClock };

/** The site's content: admins and editors. */
const CONTENT_ENTRIES: readonly AreaMenuEntry[] = [
  { to: ADMIN_PAGES.content, label: 'Content', Icon: FileText },
  { to: ADMIN_PAGES.media, label: 'Media', Icon: Images },
];

const ADMIN_EXTRAS: readonly AreaMenuEntry[] = [
  { to: ADMIN_PAGES.audit, label: 'Audit', Icon: ScrollText },
  { to: ADMIN_PAGES.siteHealth, label: 'Site health', Icon: Activity },
];

/**
 * An admin's menu: the spec's five entries, Due, Content and Media, the audit and the site's health; a case
 * manager's: the pages they may open, and Due; an editor's: Content and Media alone.
 */
export function adminMenuFor(role: StaffRole): readonly AreaMenuEntry[] {
  if (role === 'admin') return [...ADMIN_MENU, DUE_ENTRY, ...CONTENT_ENTRIES, ...ADMIN_EXTRAS];
  if (role === 'editor') return CONTENT_ENTRIES;
  return [...ADMIN_MENU.filter((entry) => !ADMINS_ONLY.has(entry.to)), DUE_ENTRY];
}
