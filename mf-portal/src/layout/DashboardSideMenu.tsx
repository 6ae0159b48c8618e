import { AreaSideMenu } from '@frc/ui/AreaSideMenu';
import { useUnreadTotal } from '../shared/unread/useUnreadTotal';
import { DASHBOARD_MENU } from './dashboardMenu';

export function unreadLabel(count: number): string {
  return count === 1 ? '1 unread message' : `${count} unread messages`;
}

/** The menu, with the count of the team's messages the client has not read beside My Cases. */
export function DashboardSideMenu() {
  const unread = useUnreadTotal();
  const entries = DASHBOARD_MENU.map((entry) => (entry.to === '/dashboard/cases' ? { ...entry, badge: { count: unread, label: unreadLabel(unread) } } : entry));
  return <AreaSideMenu label="Client area" toggleLabel="Menu" entries={entries} />;
}
