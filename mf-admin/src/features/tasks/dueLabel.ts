import type { CaseTask } from '@frc/contracts/browser';

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A UTC calendar day as people read it (`3 Dec 2026`). */
export const formatDay = (day: string) => DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));

/** When a task is due, against `today` (UTC): overdue, today, or its day, with its time (UTC) when it has one. */
export function dueLabel(task: Pick<CaseTask, 'dueOn' | 'dueTime' | 'done'>, today: string): string {
  const time = task.dueTime ? ` at ${task.dueTime} UTC` : '';
  if (!task.done && task.dueOn < today) return `Overdue: due ${formatDay(task.dueOn)}${time}`;
  if (task.dueOn === today) return `Due today${time}`;
  return `Due ${formatDay(task.dueOn)}${time}`;
}

/** Today's UTC calendar day, as the server counts days. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);
