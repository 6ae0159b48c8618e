import type { EngagementEventKind, EngagementState, FeeTerms } from '@frc/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, moment } from './columns';
import { cases } from './cases';
import { contentItems } from './content';
import { staffMembers } from './staff';

// Engaging the firm: fee terms and the letters signed in the case room (docs/engagement.md).
// Column names are the snake_case of these keys (the database is opened with `casing: 'snake_case'`).

/** A case's fee terms, as its next engagement letter states them (each sent letter keeps its own copy). */
export const caseFeeTerms = pgTable('case_fee_terms', {
  caseId: integer()
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  terms: jsonb().$type<FeeTerms>().notNull(),
  staffId: integer().references(() => staffMembers.id),
  updatedAt: moment().notNull(),
});

/**
 * An engagement letter sent on a case for signing: made from a letter template (`templateId`, a content item) and
 * frozen as a PDF at sending (`sentKey` in the document store, its SHA-256 in `sentSha256`); once signed, the sealed
 * PDF (`signedKey`, `signedSha256`). `state` moves only as engagement/letterState.ts allows. `reminded*At`: the
 * reminders after 2 and 5 days, once each. An erasure deletes every letter of the client's cases but the signed ones,
 * which it keeps apart from their case until `retainUntil` (legal retention, docs/privacy-and-retention.md).
 */
export const engagementLetters = pgTable(
  'engagement_letters',
  {
    id: id(),
    /** Null once the client's data was erased and the signed letter kept for the legal retention (`retainUntil`). */
    caseId: integer().references(() => cases.id, { onDelete: 'cascade' }),
    templateId: integer().references(() => contentItems.id, { onDelete: 'set null' }),
    title: text().notNull(),
    state: text().$type<EngagementState>().notNull().default('sent'),
    feeTerms: jsonb().$type<FeeTerms>().notNull(),
    clientName: text().notNull(),
    /** Where the signing code goes: the case's address when the letter was sent. */
    clientEmail: text().notNull(),
    sentBy: integer().references(() => staffMembers.id),
    sentAt: moment().notNull(),
    expiresAt: moment().notNull(),
    sentKey: text().notNull().unique(),
    sentSha256: text().notNull(),
    signedKey: text().unique(),
    signedSha256: text().unique(),
    signerName: text(),
    declineReason: text(),
    endedAt: moment(),
    remindedFirstAt: moment(),
    remindedSecondAt: moment(),
    /** Set by an erasure on a signed letter: kept, without its case, until then (the purge deletes it after). */
    retainUntil: moment(),
    version: integer().notNull().default(1),
  },
  (table) => [
    index('engagement_letters_case_idx').on(table.caseId, table.id),
    index('engagement_letters_waiting_idx').on(table.sentAt).where(sql`${table.state} in ('sent', 'opened', 'consented')`),
  ],
);

/** The trail of a letter: each step with its UTC time, and the IP address and browser it came from. */
export const engagementEvents = pgTable(
  'engagement_events',
  {
    id: id(),
    letterId: integer()
      .notNull()
      .references(() => engagementLetters.id, { onDelete: 'cascade' }),
    kind: text().$type<EngagementEventKind>().notNull(),
    at: moment().notNull(),
    ip: text(),
    userAgent: text(),
  },
  (table) => [index('engagement_events_letter_idx').on(table.letterId, table.id)],
);
