import type { AffiliateProfessionCode, EvidenceMediaType, RequestFileMediaType, PaymentMethodCode, ScamTypeCode, ServiceSubject, CurrencyCode } from '@frc/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id, moment, createdAt, noticeVersion, idempotency, searchDocument, bytea } from './columns';
import { cases } from './cases';
import { caseDocuments } from './caseRoom';

// What comes in from the site: consultation requests and their files, whistleblowing reports and their evidence,
// affiliate applications, newsletter sign-ups.
// Column names are the snake_case of these keys (the database is opened with `casing: 'snake_case'`).

/**
 * The back office's marks on something that came in: spam or duplicate (kept, out of the default inbox), the case it
 * joined, and when the team first opened it. `search` is the full-text document of the inbox's search.
 */
const inboxMarks = () => ({
  triage: text().$type<'new' | 'spam' | 'duplicate'>().notNull().default('new'),
  caseId: integer().references((): AnyPgColumn => cases.id, { onDelete: 'set null' }),
  openedAt: moment(),
});
/**
 * A phone number's digits backwards behind a `p` (`+1 617-555-0142` → `p24105557161`): a prefix search for the
 * reversed digits of any spelling finds the number with or without its country code (searchQuery).
 */
const reversedPhoneDigits = sql`'p' || reverse(regexp_replace(phone, '[^0-9]', '', 'g'))`;

/**
 * Consultation requests: the cases a client sees in the portal. E-mail is stored in lower case.
 * A request sent without signing in as its address waits for its owner to confirm it from a mailed
 * link (`confirmedAt` null) before the portal shows its details.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: id(),
    fname: text().notNull(),
    lname: text().notNull(),
    phone: text(),
    email: text(),
    subject: text().$type<ServiceSubject>().notNull(),
    scamType: text().$type<ScamTypeCode>(),
    transactionType: text().$type<PaymentMethodCode>(),
    scamAmount: text(),
    /** The currency of `scamAmount` the victim chose; rows from before the choice are in US dollars. */
    scamCurrency: text().$type<CurrencyCode>().notNull().default('USD'),
    scamDescription: text(),
    address: text(),
    noticeVersion: noticeVersion(),
    ...idempotency(),
    createdAt: createdAt(),
    confirmedAt: moment(),
    /** SHA-256 of the token in the confirmation link; the token itself is only in the mail. */
    confirmationTokenHash: text().unique(),
    /** SHA-256 of the form's files key: the request_files uploaded under the same key are this request's. */
    filesKeyHash: text(),
    ...inboxMarks(),
    search: searchDocument(
      sql`fname`,
      sql`lname`,
      sql`email`,
      sql`replace(email, '@', ' ')`,
      sql`phone`,
      sql`regexp_replace(phone, '[^0-9]', '', 'g')`,
      reversedPhoneDigits,
      sql`scam_description`,
      sql`address`,
    ),
  },
  (table) => [
    index('service_requests_email_newest_idx').on(table.email, table.createdAt.desc(), table.id.desc()),
    index('service_requests_inbox_idx').on(table.createdAt.desc(), table.id.desc()),
    // The inbox's counts and filters, answered from the index alone (index-only scans).
    index('service_requests_triage_idx').on(table.triage, table.openedAt, table.scamType, table.confirmedAt, table.createdAt, table.caseId),
    index('service_requests_case_idx').on(table.caseId),
    index('service_requests_search_idx').using('gin', table.search),
    index('service_requests_files_key_idx').on(table.filesKeyHash),
  ],
);

export const whistleblowingReports = pgTable(
  'whistleblowing_reports',
  {
  id: id(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  email: text(),
  phone: text(),
  blockchain: text(),
  amountLost: text().notNull(),
  walletAddress: text(),
  scamName: text(),
  transactionIds: text(),
  scamUrl: text(),
  receiveUpdates: boolean().notNull(),
  noticeVersion: noticeVersion(),
  ...idempotency(),
  createdAt: createdAt(),
  ...inboxMarks(),
  search: searchDocument(
    sql`first_name`,
    sql`last_name`,
    sql`email`,
    sql`replace(email, '@', ' ')`,
    sql`phone`,
    sql`regexp_replace(phone, '[^0-9]', '', 'g')`,
    reversedPhoneDigits,
    sql`scam_name`,
    sql`scam_url`,
    sql`wallet_address`,
    sql`transaction_ids`,
  ),
  },
  (table) => [
    index('whistleblowing_reports_inbox_idx').on(table.createdAt.desc(), table.id.desc()),
    index('whistleblowing_reports_triage_idx').on(table.triage, table.openedAt, table.createdAt, table.caseId),
    index('whistleblowing_reports_email_idx').on(table.email),
    index('whistleblowing_reports_case_idx').on(table.caseId),
    index('whistleblowing_reports_search_idx').using('gin', table.search),
  ],
);

/**
 * Images and PDFs sent with a whistleblowing report, checked by their content. The bytes are in the evidence
 * store (files named by `storageKey`); reports stored before it kept them in `content`. Once the report is in a case,
 * `caseDocumentId` is the copy among the case's documents ("sent with the request").
 */
export const whistleblowingEvidence = pgTable(
  'whistleblowing_evidence',
  {
    id: id(),
    reportId: integer()
      .notNull()
      .references(() => whistleblowingReports.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    mediaType: text().$type<EvidenceMediaType>().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text(),
    storageKey: text(),
    content: bytea(),
    caseDocumentId: integer().references((): AnyPgColumn => caseDocuments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('whistleblowing_evidence_report_idx').on(table.reportId)],
);

export const affiliateApplications = pgTable(
  'affiliate_applications',
  {
    id: id(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    website: text(),
    profession: text().$type<AffiliateProfessionCode>().notNull(),
    message: text(),
    noticeVersion: noticeVersion(),
    ...idempotency(),
    createdAt: createdAt(),
    ...inboxMarks(),
    search: searchDocument(sql`first_name`, sql`last_name`, sql`email`, sql`replace(email, '@', ' ')`, sql`website`, sql`message`),
  },
  (table) => [
    index('affiliate_applications_inbox_idx').on(table.createdAt.desc(), table.id.desc()),
    index('affiliate_applications_triage_idx').on(table.triage, table.openedAt, table.createdAt, table.caseId),
    index('affiliate_applications_email_idx').on(table.email),
    index('affiliate_applications_case_idx').on(table.caseId),
    index('affiliate_applications_search_idx').using('gin', table.search),
  ],
);

/**
 * Newsletter addresses. One counts as subscribed only once confirmed from the link mailed to it (`confirmedAt`);
 * unconfirmed ones are deleted after NEWSLETTER_CONFIRM_DAYS. Links are stored as SHA-256 hashes of their tokens.
 */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: id(),
  email: text().notNull().unique(),
  noticeVersion: noticeVersion(),
  /** When the address was given (again, for an address not confirmed yet): its confirmation link's start. */
  createdAt: createdAt(),
  confirmedAt: moment(),
  confirmationTokenHash: text().unique(),
  /** The token of the unsubscribe link in every newsletter mail. */
  unsubscribeTokenHash: text().unique(),
});

/**
 * A file sent with a consultation request, in the document store under `storageKey`. It arrives under its form's
 * files key (hashed) and belongs to the request that names the same key (`requestId`, null until that request is
 * stored). When the request's case is opened or joined, the file becomes one of the case's documents
 * (`caseDocumentId`): the key moves to that document, and `storageKey` is then null.
 */
export const requestFiles = pgTable(
  'request_files',
  {
    id: id(),
    filesKeyHash: text().notNull(),
    requestId: integer().references(() => serviceRequests.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    mediaType: text().$type<RequestFileMediaType>().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    storageKey: text().unique(),
    caseDocumentId: integer().references(() => caseDocuments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('request_files_key_idx').on(table.filesKeyHash), index('request_files_request_idx').on(table.requestId)],
);
