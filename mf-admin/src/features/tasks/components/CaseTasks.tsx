import { useQueryClient } from '@tanstack/react-query';
import type { CaseTask, CaseTasksResponse } from '@frc/contracts/browser';
import { RetryNotice } from '../../../shared/ErrorNotice';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import pageStyles from '../../../shared/page.module.scss';
import { staffApiUrl } from '../../../shared/staffApi';
import { staffQueryKey } from '../../../shared/staffQueries';
import { useStaffData } from '../../../shared/useStaffData';
import { utcToday } from '../dueLabel';
import { NewTaskForm } from './NewTaskForm';
import { TaskItem } from './TaskItem';

/** The address of a case's tasks (the case page reads them again after a status change set a follow-up). */
export const caseTasksUrl = (caseRef: string) => staffApiUrl(`cases/${encodeURIComponent(caseRef)}/tasks`);

/** The case's tasks and follow-ups, for the team only: open ones first by due, then the done ones; and a new one. */
export function CaseTasks({ caseRef }: { caseRef: string }) {
  const url = caseTasksUrl(caseRef);
  const loaded = useStaffData<CaseTasksResponse>(url);
  const client = useQueryClient();
  const today = utcToday();
  const show = (answer: CaseTasksResponse) => client.setQueryData(staffQueryKey(url), answer);
  const replace = (task: CaseTask) => {
    const tasks = loaded.data?.tasks ?? [];
    show({ tasks: tasks.map((each) => (each.id === task.id ? task : each)) });
  };

  return (
    <>
      {loaded.status === 'error' && (
        <RetryNotice message={loaded.message} onRetry={loaded.reload} />
      )}
      {loaded.status === 'loading' && !loaded.data && <LoadingNotice label="Loading the tasks…" />}
      {loaded.data &&
        (loaded.data.tasks.length === 0 ? (
          <p className={pageStyles.meta}>No tasks yet.</p>
        ) : (
          <ul className={pageStyles.list} aria-label="Tasks">
            {loaded.data.tasks.map((task) => (
              <TaskItem key={task.id} task={task} today={today} onChanged={replace} onReload={loaded.reload} />
            ))}
          </ul>
        ))}
      <NewTaskForm caseRef={caseRef} today={today} onCreated={show} />
    </>
  );
}
