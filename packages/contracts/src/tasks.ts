import { z } from 'zod';
import { FOLLOW_UP_MAX_DAYS, NOTIFICATION_KINDS, TASK_NOTE_MAX_LENGTH, TASK_TITLE_MAX_LENGTH } from './taskCodes';
import { calendarDay, isoTimestamp, recordId } from './fields';

export * from './taskCodes';

/** A time of day, UTC, as a time input gives it (`09:30`). */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time like 09:30');
const title = z.string().trim().min(1, 'Field is required').max(TASK_TITLE_MAX_LENGTH, `Must be at most ${TASK_TITLE_MAX_LENGTH} characters`);
const note = z.string().trim().max(TASK_NOTE_MAX_LENGTH, `Must be at most ${TASK_NOTE_MAX_LENGTH} characters`);

export const taskSchema = z.object({
  id: z.number().int(),
  caseRef: z.string(),
  title: z.string(),
  note: z.string().nullable(),
  /** UTC calendar day. */
  dueOn: z.string(),
  /** UTC time of day, or null for the whole day. */
  dueTime: z.string().nullable(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  done: z.boolean(),
  doneAt: isoTimestamp.nullable(),
  createdAt: isoTimestamp,
  version: z.number().int(),
});
export type CaseTask = z.infer<typeof taskSchema>;

/** GET and POST /api/admin/cases/:ref/tasks: the case's tasks, open ones first by due, then done ones. */
export const caseTasksResponseSchema = z.object({ tasks: z.array(taskSchema) });
export type CaseTasksResponse = z.infer<typeof caseTasksResponseSchema>;

/** POST /api/admin/cases/:ref/tasks. The assignee defaults to the case's manager (or the member, if it has none). */
export const newTaskRequestSchema = z.strictObject({
  title,
  note: note.optional(),
  dueOn: calendarDay,
  dueTime: timeOfDay.nullable().optional(),
  assigneeId: recordId.nullable().optional(),
});
export type NewTaskRequest = z.input<typeof newTaskRequestSchema>;

/** POST /api/admin/tasks/:id: what changes, if the task is still at `version` (else 409). */
export const taskUpdateRequestSchema = z.strictObject({
  version: recordId,
  title: title.optional(),
  note: note.optional(),
  dueOn: calendarDay.optional(),
  dueTime: timeOfDay.nullable().optional(),
  assigneeId: recordId.nullable().optional(),
  done: z.boolean().optional(),
});
export type TaskUpdateRequest = z.input<typeof taskUpdateRequestSchema>;
export const taskResponseSchema = z.object({ task: taskSchema });
export type TaskResponse = z.infer<typeof taskResponseSchema>;

/** GET /api/admin/tasks/due: the member's open tasks due today or before, by due. */
export const dueTasksResponseSchema = z.object({ today: calendarDay, tasks: z.array(taskSchema) });
export type DueTasksResponse = z.infer<typeof dueTasksResponseSchema>;
/** GET /api/admin/tasks: every open task of the member's, by due (My tasks sorts them into overdue, today, the next 7 days, later). */
export const myTasksResponseSchema = dueTasksResponseSchema;
export type MyTasksResponse = DueTasksResponse;

/** A follow-up a status change sets: a task due this many days from today (0: today). */
export const followUpDays = z.number().int('Must be a whole number').min(0, 'Must be 0 or more').max(FOLLOW_UP_MAX_DAYS, `Must be at most ${FOLLOW_UP_MAX_DAYS}`);

/**
 * One item of the bell: the events of one case that came within NOTIFICATION_GROUP_MINUTES of each other. `id` is its
 * newest event's (what "seen" marks up to), `at` its newest event's time; it is seen once all its events are.
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  caseRef: z.string(),
  counts: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.number().int()),
  at: isoTimestamp,
  seen: z.boolean(),
});
export type StaffNotification = z.infer<typeof notificationSchema>;
/** GET /api/admin/notifications: the member's newest items, newest first, and how many items are unseen. */
export const notificationsResponseSchema = z.object({ unseen: z.number().int(), items: z.array(notificationSchema) });
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
/** POST /api/admin/notifications/seen: the list was opened; everything up to `upTo` (an id) is seen. */
export const notificationsSeenRequestSchema = z.strictObject({ upTo: recordId });
export type NotificationsSeenRequest = z.input<typeof notificationsSeenRequestSchema>;

/** POST /api/admin/settings/reminders (admins): the time of the daily reminder mail, UTC. */
export const reminderSettingsRequestSchema = z.strictObject({ reminderTime: timeOfDay });
export type ReminderSettingsRequest = z.input<typeof reminderSettingsRequestSchema>;
