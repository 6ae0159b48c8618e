/** A task's title and note, as the case page's form limits them. */
export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_NOTE_MAX_LENGTH = 2000;
/** The latest follow-up a status change may set, in days from today. */
export const FOLLOW_UP_MAX_DAYS = 365;
/** The follow-up choices of the status form: days from today (0: today). */
export const FOLLOW_UP_CHOICES = [
  { days: 0, label: 'Remind me today' },
  { days: 1, label: 'Remind me tomorrow' },
  { days: 3, label: 'Remind me in 3 days' },
  { days: 7, label: 'Remind me in 7 days' },
  { days: 14, label: 'Remind me in 14 days' },
  { days: 30, label: 'Remind me in 30 days' },
] as const;
/** The title of the task a status change's follow-up sets. */
export const FOLLOW_UP_TASK_TITLE = 'Follow up on the case';
export const TASK_EDIT_CONFLICT = 'Someone else changed this task. Reload to see their change.';
/** Dates and times of tasks and of the daily reminder are UTC, as the server keeps its days. */
export const TASK_TIME_ZONE = 'UTC';
/** When the daily reminder mail goes out until an admin sets another time (UTC, HH:MM). */
export const DEFAULT_REMINDER_TIME = '08:00';
/** What a member's notification is about; each links to its case. */
export const NOTIFICATION_KINDS = ['case-assigned', 'client-message', 'task-due', 'client-document'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The newest notifications the bell lists. */
export const NOTIFICATIONS_LISTED = 30;

/** What a notification says, with its case's reference: no victim data. */
export function notificationText(kind: NotificationKind, caseRef: string): string {
  switch (kind) {
    case 'case-assigned':
      return `Case ${caseRef} was assigned to you`;
    case 'client-message':
      return `New client message in case ${caseRef}`;
    case 'task-due':
      return `A task in case ${caseRef} is due`;
    case 'client-document':
      return `The client sent a document in case ${caseRef}`;
  }
}

/** A UTC calendar day (`2026-11-27`) `days` after `from`'s. */
export function dayAfter(from: Date, days: number): string {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days));
  return day.toISOString().slice(0, 10);
}
