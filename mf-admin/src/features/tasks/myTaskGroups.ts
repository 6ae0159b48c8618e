import { dayAfter, MY_TASKS_SOON_DAYS, type CaseTask } from '@frc/contracts/browser';

/** My tasks' groups, in their order. */
export const MY_TASK_GROUPS = [
  { code: 'overdue', heading: 'Overdue', empty: 'Nothing overdue.' },
  { code: 'today', heading: 'Today', empty: 'Nothing due today.' },
  { code: 'soon', heading: `The next ${MY_TASKS_SOON_DAYS} days`, empty: `Nothing due in the next ${MY_TASKS_SOON_DAYS} days.` },
  { code: 'later', heading: 'Later', empty: 'Nothing due later.' },
] as const;
export type MyTaskGroup = (typeof MY_TASK_GROUPS)[number]['code'];

/** Sorts open tasks (in their order) into overdue, today, the next days and later, against `today` (a UTC day). */
export function groupMyTasks(tasks: readonly CaseTask[], today: string): Record<MyTaskGroup, CaseTask[]> {
  const soonUntil = dayAfter(new Date(`${today}T00:00:00Z`), MY_TASKS_SOON_DAYS);
  const groups: Record<MyTaskGroup, CaseTask[]> = { overdue: [], today: [], soon: [], later: [] };
  for (const task of tasks) {
    const group = task.dueOn < today ? 'overdue' : task.dueOn === today ? 'today' : task.dueOn <= soonUntil ? 'soon' : 'later';
    groups[group].push(task);
  }
  return groups;
}
