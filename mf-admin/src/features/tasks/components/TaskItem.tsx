import { useId, useState } from 'react';
import type { CaseTask, TaskResponse } from '@frc/contracts/browser';
import { useStaffSession } from '../../../session/staffSession';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import pageStyles from '../../../shared/page.module.scss';
import { staffApiUrl } from '../../../shared/staffApi';
import { dueLabel } from '../dueLabel';
import styles from './CaseTasks.module.scss';

interface TaskItemProps {
  task: CaseTask;
  today: string;
  onChanged: (task: CaseTask) => void;
  /** Someone else changed the task first: read the tasks again. */
  onReload: () => void;
}

/** One task, ticked done (or open again) with the version the member saw. */
export function TaskItem({ task, today, onChanged, onReload }: TaskItemProps) {
  const { call } = useStaffSession();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; conflict: boolean } | null>(null);
  const id = useId();
  const due = dueLabel(task, today);

  async function setDone(done: boolean) {
    setBusy(true);
    setProblem(null);
    const answer = await call<TaskResponse>(staffApiUrl(`tasks/${task.id}`), { json: { version: task.version, done } });
    setBusy(false);
    if (answer.ok) return onChanged(answer.value.task);
    setProblem({ message: answer.message, conflict: answer.status === 409 });
  }

  return (
    <li className={`${styles.task} ${task.done ? styles.done : ''}`}>
      <input id={id} type="checkbox" checked={task.done} disabled={busy} aria-describedby={`${id}-due`} onChange={(event) => void setDone(event.target.checked)} />
      <label htmlFor={id} className={styles.title}>
        {task.title}
      </label>
      <div className={styles.details}>
        <span id={`${id}-due`} className={!task.done && task.dueOn < today ? styles.overdue : pageStyles.meta}>
          {task.done ? `Done · ${due}` : due}
        </span>
        <span className={pageStyles.meta}>For {task.assigneeName ?? 'nobody yet'}</span>
        {task.note && <p className={styles.note}>{task.note}</p>}
        {problem && (
          <ErrorNotice
            message={problem.message}
            action={
              problem.conflict && (
                <button type="button" className={pageStyles.small} onClick={onReload}>
                  Reload the tasks
                </button>
              )
            }
          />
        )}
      </div>
    </li>
  );
}
