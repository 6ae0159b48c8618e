import { usePageMeta } from '@frc/ui/usePageMeta';
import { DueTasks } from '../features/tasks/components/DueTasks';
import styles from '../shared/page.module.scss';

/** /admin/due: the member's own tasks that are overdue or due today, soonest first. */
export function DuePage() {
  usePageMeta({ title: 'Due (admin)', description: 'Your tasks that are overdue or due today.' });
  return (
    <div className={styles.page}>
      <DueTasks heading="Due" headingLevel={1} />
      <p className={styles.meta}>Your open tasks that are overdue or due today (days in UTC). Add tasks and follow-ups on a case&apos;s page.</p>
    </div>
  );
}
