import { Activity, Briefcase, CalendarCheck, CalendarClock, ChartColumn, Clock, FileText, Images, Inbox, LayoutDashboard, ScrollText, Settings, Users } from 'lucide-react';
import type { AreaMenuEntry } from '@frc/ui/AreaSideMenu';
import type { MenuCounts, StaffRole } from '@frc/contracts/browser';
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

/** The desk, right after the dashboard: what came in and the member's own tasks, each with its count; then the consultations and the hours they are booked in. */
function deskEntries(counts: MenuCounts | null): AreaMenuEntry[] {
  return [
    { to: ADMIN_PAGES.inbox, label: 'Inbox', Icon: Inbox, badge: counts ? { count: counts.inboxUnopened, label: `${counts.inboxUnopened} not opened yet` } : undefined },
    { to: ADMIN_PAGES.tasks, label: 'My tasks', Icon: CalendarClock, badge: counts ? { count: counts.tasksDue, label: `${counts.tasksDue} due today or overdue` } : undefined },
    { to: ADMIN_PAGES.consultations, label: 'Consultations', Icon: CalendarCheck },
    { to: ADMIN_PAGES.availability, label: 'Availability', Icon: Clock },
  ];
}

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
 * An admin's menu: the dashboard, the inbox, My tasks, Consultations and Availability, the spec's other entries, Content and Media, the audit
 * and the site's health; a case manager's: the pages they may open; an editor's: Content and Media alone. `counts`
 * (the member's unopened items and tasks due) show beside the inbox and My tasks once read.
 */
export function adminMenuFor(role: StaffRole, counts: MenuCounts | null = null): readonly AreaMenuEntry[] {
  if (role === 'editor') return CONTENT_ENTRIES;
  const [dashboard, ...rest] = ADMIN_MENU;
  const menu = [dashboard!, ...deskEntries(counts), ...rest];
  if (role === 'admin') return [...menu, ...CONTENT_ENTRIES, ...ADMIN_EXTRAS];
  return menu.filter((entry) => !ADMINS_ONLY.has(entry.to));
}
