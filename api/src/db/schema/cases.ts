import type { CaseStatus, NotificationKind, StaffList } from '@frc/contracts';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, moment, createdAt } from './columns';
import { staffMembers } from './staff';

// The back office's cases: status history, reads, notes, saved views, tasks, notifications, reminder settings.
// Column names are the snake_case of these keys (the database is opened with `casing: 'snake_case'`).

/** A client's case: one address, the requests it came from, a manager and a status. `version` guards edits. */
export const cases = pgTable(
  'cases',
  {
    id: id(),
    clientEmail: text().notNull(),
    clientName: text().notNull(),
    managerId: integer().references(() => staffMembers.id),
    status: text().$type<CaseStatus>().notNull().default('new'),
    amountLost: numeric({ precision: 14, scale: 2 }),
    amountRecovered: numeric({ precision: 14, scale: 2 }),
    openedAt: moment().notNull(),
    updatedAt: moment().notNull(),
    version: integer().notNull().default(1),
  },
  (table) => [
    index('cases_manager_idx').on(table.managerId, table.updatedAt.desc()),
    index('cases_client_idx').on(table.clientEmail),
    index('cases_status_idx').on(table.status),
  ],
);

/** Every status a case took, with the note its client reads, who set it and when. */
export const caseStatusChanges = pgTable(
  'case_status_changes',
  {
    id: id(),
    caseId: integer()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    status: text().$type<CaseStatus>().notNull(),
    clientNote: text(),
    staffId: integer().references(() => staffMembers.id),
    at: moment().notNull(),
  },
  (table) => [index('case_status_changes_case_idx').on(table.caseId, table.at)],
);

/**
 * Each team member's own reading of a case's thread: the client's messages up to `readUpTo` (a message id) are read
 * by this member. One member's reading never clears another's; `caseMessages.readAt` stays the team's mark the client
 * sees (someone of the team has read it).
 */
export const staffCaseReads = pgTable(
  'staff_case_reads',
  {
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    caseId: integer()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    readUpTo: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.caseId] }), index('staff_case_reads_case_idx').on(table.caseId)],
);

/** A member's own named filter and sort of the inbox or the cases list: `query` is the list's address search part. */
export const staffSavedViews = pgTable(
  'staff_saved_views',
  {
    id: id(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    list: text().$type<StaffList>().notNull(),
    name: text().notNull(),
    query: text().notNull(),
  },
  (table) => [uniqueIndex('staff_saved_views_name_idx').on(table.staffId, table.list, table.name)],
);

/** The team's own notes on a case; never shown to the client. */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: id(),
    caseId: integer()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    staffId: integer().references(() => staffMembers.id),
    text: text().notNull(),
    at: moment().notNull(),
  },
  (table) => [index('case_notes_case_idx').on(table.caseId, table.at)],
);

/**
 * A case's tasks and follow-ups, for the team only: due on a UTC day (`dueOn`, and at `dueTime` if given), for one
 * member. `version` guards edits. `dueNotifiedOn` is the due day the assignee's bell was told of (a new due day tells
 * it again). They go with their case.
 */
export const caseTasks = pgTable(
  'case_tasks',
  {
    id: id(),
    caseId: integer()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    note: text(),
    dueOn: date({ mode: 'string' }).notNull(),
    dueTime: text(),
    assigneeId: integer().references(() => staffMembers.id),
    done: boolean().notNull().default(false),
    doneAt: moment(),
    createdBy: integer().references(() => staffMembers.id),
    createdAt: createdAt(),
    version: integer().notNull().default(1),
    dueNotifiedOn: date({ mode: 'string' }),
  },
  (table) => [
    index('case_tasks_case_idx').on(table.caseId, table.dueOn),
    index('case_tasks_open_due_idx').on(table.assigneeId, table.dueOn).where(sql`not ${table.done}`),
  ],
);

/** A member's notifications (the bell): what happened in which case, and when they saw it. Never victim data. */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    id: id(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    caseId: integer()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    at: moment().notNull(),
    seenAt: moment(),
  },
  (table) => [index('staff_notifications_staff_idx').on(table.staffId, table.id.desc())],
);

/** The back office's settings that admins change (one row, id 1). */
export const backOfficeSettings = pgTable('back_office_settings', {
  id: integer().primaryKey(),
  /** When the daily reminder mail goes out, UTC `HH:MM`. */
  reminderTime: text().notNull(),
});

/** The days each member's reminder mail went out: one a day, whichever instance or run sends it. */
export const staffReminderMails = pgTable(
  'staff_reminder_mails',
  {
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    sentAt: moment().notNull(),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.day] })],
);
