import { useId } from 'react';
import type { MyTasksResponse } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { TasksTable } from '../features/tasks/components/TasksTable';
import { groupMyTasks, MY_TASK_GROUPS, type MyTaskGroup } from '../features/tasks/myTaskGroups';
import { RetryNotice } from '../shared/ErrorNotice';
import { LoadingNotice } from '../shared/LoadingNotice';
import styles from '../shared/page.module.scss';
import { staffApiUrl } from '../shared/staffApi';
import { useStaffData } from '../shared/useStaffData';

export const MY_TASKS_URL = staffApiUrl('tasks');

/** /admin/tasks: every open task of the member's, overdue, today, the next 7 days and later, each linked to its case. */
export function MyTasksPage() {
  usePageMeta({ title: 'My tasks (admin)', description: 'Your open tasks: overdue, today, the next 7 days and later.' });
  const mine = useStaffData<MyTasksResponse>(MY_TASKS_URL, { live: true });
  const groups = mine.data ? groupMyTasks(mine.data.tasks, mine.data.today) : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>My tasks</h1>
      <p className={styles.lead}>Your open tasks (days in UTC). Add tasks and follow-ups on a case&apos;s Tasks tab.</p>
      {mine.status === 'error' && <RetryNotice message={mine.message} onRetry={mine.reload} />}
      {mine.status === 'loading' && !mine.data && <LoadingNotice label="Loading your tasks…" />}
      {mine.data && groups && MY_TASK_GROUPS.map((group) => <TaskGroup key={group.code} group={group} tasks={groups[group.code]} today={mine.data!.today} />)}
    </div>
  );
}

function TaskGroup({ group, tasks, today }: { group: { code: MyTaskGroup; heading: string; empty: string }; tasks: Parameters<typeof TasksTable>[0]['tasks']; today: string }) {
  const headingId = useId();
  return (
    <section className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {group.heading} <span className={styles.count}>({tasks.length})</span>
      </h2>
      <TasksTable labelledBy={headingId} tasks={tasks} today={today} empty={group.empty} />
    </section>
  );
}
