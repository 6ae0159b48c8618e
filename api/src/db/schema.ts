import type { AffiliateProfessionCode, EvidenceMediaType, PaymentMethodCode, ScamTypeCode, ServiceSubject } from '@frc/contracts';
import { boolean, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Column names are the snake_case of these keys (the database is opened with `casing: 'snake_case'`).

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const moment = () => timestamp({ withTimezone: true, mode: 'date' });
const createdAt = () => moment().notNull().defaultNow();

/** Consultation requests: the cases a client sees in the portal. E-mail is stored in lower case. */
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
    scamDescription: text(),
    address: text(),
    idempotencyKey: text().unique(),
    createdAt: createdAt(),
  },
  (table) => [index('service_requests_email_newest_idx').on(table.email, table.createdAt.desc(), table.id.desc())],
);

export const whistleblowingReports = pgTable('whistleblowing_reports', {
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
  idempotencyKey: text().unique(),
  createdAt: createdAt(),
});

/** Raw bytes. node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Images sent with a whistleblowing report, checked by their content; stored with the report in one transaction. */
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
    content: bytea().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('whistleblowing_evidence_report_idx').on(table.reportId)],
);

export const affiliateApplications = pgTable('affiliate_applications', {
  id: id(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  email: text().notNull(),
  website: text(),
  profession: text().$type<AffiliateProfessionCode>().notNull(),
  message: text(),
  idempotencyKey: text().unique(),
  createdAt: createdAt(),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: id(),
  email: text().notNull().unique(),
  createdAt: createdAt(),
});

/** Everyone who has signed in at least once. */
export const clients = pgTable('clients', {
  id: id(),
  email: text().notNull().unique(),
  createdAt: createdAt(),
});

/** Bearer tokens, stored as SHA-256 hashes only. */
export const sessions = pgTable('sessions', {
  id: id(),
  tokenHash: text().notNull().unique(),
  clientId: integer()
    .notNull()
    .references(() => clients.id),
  createdAt: createdAt(),
  expiresAt: moment().notNull(),
  revokedAt: moment(),
});

/**
 * The one live sign-in code of an address, as an HMAC. A resend replaces the code but keeps
 * `failed_attempts`; `code_hash` is cleared once the code has been used.
 */
export const signInCodes = pgTable('sign_in_codes', {
  email: text().primaryKey(),
  codeHash: text(),
  expiresAt: moment().notNull(),
  failedAttempts: integer().notNull().default(0),
});

/** Each code sent, for the resend throttle and the hourly caps per address and per IP. */
export const signInCodeSends = pgTable(
  'sign_in_code_sends',
  {
    id: id(),
    email: text().notNull(),
    ipHash: text().notNull(),
    sentAt: moment().notNull(),
  },
  (table) => [
    index('sign_in_code_sends_email_idx').on(table.email, table.sentAt),
    index('sign_in_code_sends_ip_idx').on(table.ipHash, table.sentAt),
  ],
);
