import { usePageMeta } from '@frc/ui/usePageMeta';
import { DashboardOverview } from '../features/dashboard/components/DashboardOverview';
import { Inbox } from '../features/inbox/components/Inbox';
import styles from '../shared/page.module.scss';

export function DashboardPage() {
  usePageMeta({ title: 'Admin dashboard', description: 'New requests, open cases and the inbox of the back office.' });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Admin dashboard</h1>
      <DashboardOverview />
      <Inbox />
    </div>
  );
}
