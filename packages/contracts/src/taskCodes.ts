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
/** My tasks' "next days": tasks due after today and up to this many days from it. */
export const MY_TASKS_SOON_DAYS = 7;
/** What a member's notification is about; each links to its case. */
export const NOTIFICATION_KINDS = ['case-assigned', 'client-message', 'task-due', 'client-document'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The newest notifications the bell lists. */
export const NOTIFICATIONS_LISTED = 30;

/** Events of one case this close together (each within this many minutes of the one before) are one item of the bell. */
export const NOTIFICATION_GROUP_MINUTES = 5;

/** How many events of each kind one item of the bell gathers (kinds without events are left out). */
export type NotificationCounts = Partial<Record<NotificationKind, number>>;

const counted = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);

/** What the client sent: "a message with 3 documents", "2 messages", "a document". */
function clientSent(messages: number, documents: number): string | null {
  const parts = [messages > 0 ? counted(messages, 'a message', 'messages') : null, documents > 0 ? counted(documents, 'a document', 'documents') : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' with ') : null;
}

/** What an item of the bell says, with its case's reference: no victim data. One event reads as it always has. */
export function notificationText(counts: NotificationCounts, caseRef: string): string {
  const assigned = counts['case-assigned'] ?? 0;
  const messages = counts['client-message'] ?? 0;
  const documents = counts['client-document'] ?? 0;
  const tasks = counts['task-due'] ?? 0;
  if (assigned + messages + documents + tasks === 1) {
    if (assigned) return `Case ${caseRef} was assigned to you`;
    if (messages) return `New client message in case ${caseRef}`;
    if (tasks) return `A task in case ${caseRef} is due`;
    return `The client sent a document in case ${caseRef}`;
  }
  const sent = clientSent(messages, documents);
  const parts = [
    assigned > 0 ? `Case ${caseRef} was assigned to you` : null,
    sent ? `${assigned > 0 ? 'the client' : 'Client'} sent ${sent}${assigned > 0 ? '' : ` in ${caseRef}`}` : null,
    tasks > 0 ? `${counted(tasks, 'a task', 'tasks')} ${tasks === 1 ? 'is' : 'are'} due${assigned + messages + documents > 0 ? '' : ` in case ${caseRef}`}` : null,
  ].filter((part): part is string => part !== null);
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A UTC calendar day (`2026-11-27`) `days` after `from`'s. */
export function dayAfter(from: Date, days: number): string {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days));
  return day.toISOString().slice(0, 10);
}
