import { Link } from 'react-router-dom';
import type { CaseTask } from '@frc/contracts/browser';
import { casePath } from '../../../paths';
import { DataTable } from '../../../shared/DataTable';
import { dueLabel } from '../dueLabel';
import styles from './CaseTasks.module.scss';

interface TasksTableProps {
  labelledBy: string;
  tasks: readonly CaseTask[];
  /** Today's UTC day, as the server counted it: what is before it is overdue. */
  today: string;
  empty: string;
}

/** Tasks of several cases: each with its case (a link to the case's Tasks tab) and when it is due. */
export function TasksTable({ labelledBy, tasks, today, empty }: TasksTableProps) {
  return (
    <DataTable
      labelledBy={labelledBy}
      columns={[
        { header: 'Task', cell: (task) => task.title },
        { header: 'Case', cell: (task) => <Link to={casePath(task.caseRef, 'tasks')}>{task.caseRef}</Link> },
        { header: 'Due', cell: (task) => <span className={task.dueOn < today ? styles.overdue : undefined}>{dueLabel(task, today)}</span> },
      ]}
      rows={tasks}
      rowKey={(task) => String(task.id)}
      empty={empty}
    />
  );
}
