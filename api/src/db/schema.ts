import type {
  AffiliateProfessionCode,
  EvidenceMediaType,
  PaymentMethodCode,
  RemoteLoadErrorClass,
  RemoteLoadOutcome,
  ScamTypeCode,
  ServiceSubject,
} from '@frc/contracts';
import { boolean, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Column names are the snake_case of these keys (the database is opened with `casing: 'snake_case'`).

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const moment = () => timestamp({ withTimezone: true, mode: 'date' });
const createdAt = () => moment().notNull().defaultNow();
/** The privacy notice the form showed (its version, a date); the record's `createdAt` says when it was sent. */
const noticeVersion = () => text();
/** The key a retried submission repeats, and a digest of what it carried: the same key with other content is refused. */
const idempotency = () => ({ idempotencyKey: text().unique(), requestHash: text() });

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
    scamDescription: text(),
    address: text(),
    noticeVersion: noticeVersion(),
    ...idempotency(),
    createdAt: createdAt(),
    confirmedAt: moment(),
    /** SHA-256 of the token in the confirmation link; the token itself is only in the mail. */
    confirmationTokenHash: text().unique(),
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
  noticeVersion: noticeVersion(),
  ...idempotency(),
  createdAt: createdAt(),
});

/** Raw bytes. node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Images sent with a whistleblowing report, checked by their content. The bytes are in the evidence
 * store (files named by `storageKey`); reports stored before it kept them in `content`.
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
  noticeVersion: noticeVersion(),
  ...idempotency(),
  createdAt: createdAt(),
});

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
  /** 12 hours after sign-in at most. */
  expiresAt: moment().notNull(),
  /** The last request made with the token: 30 minutes without one end the session. */
  lastSeenAt: moment().notNull().defaultNow(),
  revokedAt: moment(),
});

/**
 * The live sign-in code of an address for one requester (an IPv4 address or an IPv6 /64, as an
 * HMAC), itself stored as an HMAC: a stranger's requests and wrong guesses touch only the stranger's
 * own code. A resend replaces the code but keeps `failed_attempts`; `code_hash` is cleared once the
 * code has been used.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    email: text().notNull(),
    requesterHash: text().notNull(),
    codeHash: text(),
    expiresAt: moment().notNull(),
    failedAttempts: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.email, table.requesterHash] })],
);

/** Each wrong guess at an address's codes, whoever made it: past the hourly budget, each code gets one try only. */
export const signInCodeFailures = pgTable(
  'sign_in_code_failures',
  {
    id: id(),
    email: text().notNull(),
    failedAt: moment().notNull(),
  },
  (table) => [index('sign_in_code_failures_email_idx').on(table.email, table.failedAt)],
);

/** Each code sent, for the resend throttle and the hourly caps per address and requester, and per requester. */
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

/**
 * Load telemetry: each load of a remote's module as a browser reported it (remote, version, outcome, time, kind of
 * error), nothing about the visitor. Capped in rows and kept for a limited time (config: telemetry).
 */
export const remoteLoads = pgTable(
  'remote_loads',
  {
    id: id(),
    remote: text().notNull(),
    version: text().notNull(),
    outcome: text().$type<RemoteLoadOutcome>().notNull(),
    durationMs: integer().notNull(),
    errorClass: text().$type<RemoteLoadErrorClass>(),
    receivedAt: moment().notNull(),
  },
  (table) => [
    index('remote_loads_received_idx').on(table.receivedAt),
    index('remote_loads_version_idx').on(table.remote, table.version, table.receivedAt),
  ],
);

/**
 * The minimal record of each erasure a client asked for: a keyed hash of the address (so an erasure can be shown
 * to have happened, without keeping the address) and when.
 */
export const erasures = pgTable('erasures', {
  id: id(),
  addressHash: text().notNull(),
  erasedAt: moment().notNull(),
});
