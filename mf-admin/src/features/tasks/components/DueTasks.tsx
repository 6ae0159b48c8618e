import { useId } from 'react';
import type { DueTasksResponse } from '@frc/contracts/browser';
import { RetryNotice } from '../../../shared/ErrorNotice';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import pageStyles from '../../../shared/page.module.scss';
import { staffApiUrl } from '../../../shared/staffApi';
import { useStaffData } from '../../../shared/useStaffData';
import { TasksTable } from './TasksTable';

/** The URL of the member's due tasks (the dashboard's list). */
export const DUE_TASKS_URL = staffApiUrl('tasks/due');

/** The member's own open tasks that are overdue or due today, by due, each linked to its case; kept up to date while open. */
export function DueTasks({ heading }: { heading: string }) {
  const due = useStaffData<DueTasksResponse>(DUE_TASKS_URL, { live: true });
  const headingId = useId();

  return (
    <section className={pageStyles.section}>
      <h2 id={headingId} className={pageStyles.sectionTitle}>
        {heading}
      </h2>
      {due.status === 'error' && (
        <RetryNotice message={due.message} onRetry={due.reload} />
      )}
      {due.status === 'loading' && !due.data && <LoadingNotice label="Loading your due tasks…" />}
      {due.data && (
        <TasksTable labelledBy={headingId} tasks={due.data.tasks} today={due.data.today} empty="Nothing overdue or due today." />
      )}
    </section>
  );
}
