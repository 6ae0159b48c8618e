import { usePageMeta } from '@frc/ui/usePageMeta';
import { DashboardOverview } from '../features/dashboard/components/DashboardOverview';
import { DueTasks } from '../features/tasks/components/DueTasks';
import { useStaffMember } from '../session/staffSession';
import styles from '../shared/page.module.scss';

/** /admin: an admin's view of the whole team; a case manager's own ("My dashboard"), whose figures count what their inbox (/admin/inbox) shows. */
export function DashboardPage() {
  const { role } = useStaffMember();
  const title = role === 'admin' ? 'Admin dashboard' : 'My dashboard';
  usePageMeta({ title, description: 'Your due tasks, new requests and open cases; the inbox has its own page.' });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {role !== 'admin' && <p className={styles.lead}>The requests you can take on and your own cases.</p>}
      <DueTasks heading="Your tasks overdue or due today" />
      <DashboardOverview />
    </div>
  );
}
