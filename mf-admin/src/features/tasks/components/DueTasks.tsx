import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { DueTasksResponse } from '@frc/contracts/browser';
import { casePath } from '../../../paths';
import { DataTable } from '../../../shared/DataTable';
import { RetryNotice } from '../../../shared/ErrorNotice';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import pageStyles from '../../../shared/page.module.scss';
import { staffApiUrl } from '../../../shared/staffApi';
import { useStaffData } from '../../../shared/useStaffData';
import { dueLabel } from '../dueLabel';
import styles from './CaseTasks.module.scss';

/** The URL of the member's due tasks (the dashboard and the Due page read the same, so one answer serves both). */
export const DUE_TASKS_URL = staffApiUrl('tasks/due');

/** The member's own open tasks that are overdue or due today, by due, each linked to its case; kept up to date while open. */
export function DueTasks({ heading, headingLevel = 2 }: { heading: string; headingLevel?: 1 | 2 }) {
  const due = useStaffData<DueTasksResponse>(DUE_TASKS_URL, { live: true });
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section className={pageStyles.section}>
      <Heading id={headingId} className={headingLevel === 1 ? pageStyles.title : pageStyles.sectionTitle}>
        {heading}
      </Heading>
      {due.status === 'error' && (
        <RetryNotice message={due.message} onRetry={due.reload} />
      )}
      {due.status === 'loading' && !due.data && <LoadingNotice label="Loading your due tasks…" />}
      {due.data && (
        <DataTable
          labelledBy={headingId}
          columns={[
            { header: 'Task', cell: (task) => task.title },
            { header: 'Case', cell: (task) => <Link to={casePath(task.caseRef)}>{task.caseRef}</Link> },
            {
              header: 'Due',
              cell: (task) => <span className={task.dueOn < due.data!.today ? styles.overdue : undefined}>{dueLabel(task, due.data!.today)}</span>,
            },
          ]}
          rows={due.data.tasks}
          rowKey={(task) => String(task.id)}
          empty="Nothing overdue or due today."
        />
      )}
    </section>
  );
}
