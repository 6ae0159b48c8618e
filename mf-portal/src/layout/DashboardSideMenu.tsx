import { AreaSideMenu } from '@frc/ui/AreaSideMenu';
import { useUnreadTotal } from '../shared/unread/useUnreadTotal';
import { DASHBOARD_MENU } from './dashboardMenu';

/** The count in words: "2 unread messages", "1 unread document", "2 unread messages, 1 unread document". */
export function unreadLabel(count: number, documents = 0): string {
  const messages = count - documents;
  const parts = messages > 0 || documents === 0 ? [messages === 1 ? '1 unread message' : `${messages} unread messages`] : [];
  if (documents > 0) parts.push(documents === 1 ? '1 unread document' : `${documents} unread documents`);
  return parts.join(', ');
}

/** The menu, with the count of the team's messages and documents the client has not read beside My Cases. */
export function DashboardSideMenu() {
  const { total, documents } = useUnreadTotal();
  const entries = DASHBOARD_MENU.map((entry) => (entry.to === '/dashboard/cases' ? { ...entry, badge: { count: total, label: unreadLabel(total, documents) } } : entry));
  return <AreaSideMenu label="Client area" toggleLabel="Menu" entries={entries} />;
}
