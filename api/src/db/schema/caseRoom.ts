import type { CaseRoomAuthor, DocumentMediaType, DocumentVisibility } from '@frc/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, moment, idempotency } from './columns';
import { cases } from './cases';
import { staffMembers } from './staff';

// The case rooms (docs/case-room.md): messages, the notices they cause, reply templates and documents.
// Column names are the snake_case of these keys (the database is opened with `casing: 'snake_case'`).

/**
 * The case room's thread: messages between the client and the case team. `staffId` names the team member who wrote
 * a team message; `readAt` is when the other side first read it (null: unread).
 */
export const caseMessages = pgTable(
  'case_messages',
  {
    id: id(),
    caseId: integer()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    author: text().$type<CaseRoomAuthor>().notNull(),
    staffId: integer().references(() => staffMembers.id),
    text: text().notNull(),
    at: moment().notNull(),
    readAt: moment(),
    ...idempotency(),
  },
  (table) => [
    index('case_messages_case_idx').on(table.caseId, table.id),
    index('case_messages_unread_idx').on(table.caseId, table.author).where(sql`${table.readAt} is null`),
  ],
);

/**
 * The client's notice mails of a case, at most one per `CLIENT_NOTICE_WINDOW_MINUTES`: the first event mails at once
 * and opens a window until `windowEndsAt`; later events in it only count up `pending`, and the flush mails them as one
 * when the window ends (and opens the next). Kept here, not in memory, so every API instance gathers into the same row.
 */
export const caseNotices = pgTable(
  'case_notices',
  {
    caseId: integer()
      .primaryKey()
      .references(() => cases.id, { onDelete: 'cascade' }),
    windowEndsAt: moment().notNull(),
    pending: integer().notNull().default(0),
  },
  (table) => [index('case_notices_due_idx').on(table.windowEndsAt).where(sql`${table.pending} > 0`)],
);

/** Short named texts the team inserts into replies to clients; kept by admins in Settings. */
export const replyTemplates = pgTable('reply_templates', {
  id: id(),
  name: text().notNull().unique(),
  text: text().notNull(),
  staffId: integer().references(() => staffMembers.id),
  updatedAt: moment().notNull(),
});

/**
 * The case room's documents, both ways; the bytes are in the document store under `storageKey`. A document is
 * uploaded first and attached to a message when one is sent (`messageId`); one document per case may be its report.
 * `clientReadAt` is when the client's room first showed a team document and said so (null: unread by the client).
 */
export const caseDocuments = pgTable(
  'case_documents',
  {
    id: id(),
    caseId: integer()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    messageId: integer().references(() => caseMessages.id, { onDelete: 'set null' }),
    uploadedBy: text().$type<CaseRoomAuthor>().notNull(),
    staffId: integer().references(() => staffMembers.id),
    fileName: text().notNull(),
    mediaType: text().$type<DocumentMediaType>().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    storageKey: text().notNull().unique(),
    isReport: boolean().notNull().default(false),
    at: moment().notNull(),
    clientReadAt: moment(),
    /** `team`: kept for the team alone; the client's routes, lists and notices never see it. */
    visibility: text().$type<DocumentVisibility>().notNull().default('client'),
    /** When the team withdrew it and who did: its file is gone from the store, the row stays for the room's history. */
    withdrawnAt: moment(),
    withdrawnBy: integer().references(() => staffMembers.id),
  },
  (table) => [
    index('case_documents_case_idx').on(table.caseId, table.id),
    index('case_documents_message_idx').on(table.messageId),
    uniqueIndex('case_documents_report_idx').on(table.caseId).where(sql`${table.isReport}`),
    index('case_documents_client_unread_idx').on(table.caseId).where(sql`${table.uploadedBy} = 'team' and ${table.clientReadAt} is null`),
  ],
);
