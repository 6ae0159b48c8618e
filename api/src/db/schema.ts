import type {
  AffiliateProfessionCode,
  EvidenceMediaType,
  RequestFileMediaType,
  PaymentMethodCode,
  RemoteLoadErrorClass,
  RemoteLoadOutcome,
  ScamTypeCode,
  ServiceSubject,
} from '@frc/contracts';
import type { CaseRoomAuthor, CaseStatus, DocumentMediaType, DocumentVisibility, NotificationKind, StaffList, StaffRole } from '@frc/contracts';
import type { ContentFields, ContentKind, ContentRevisionAction, ContentStatus } from '@frc/contracts';
import type { AvailabilityException, BookingChannel, BookingStatus, WeeklyHours } from '@frc/contracts';
import type { EngagementEventKind, EngagementState, FeeTerms } from '@frc/contracts';
import type { CurrencyCode } from '@frc/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, customType, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { FOLD_TABLE } from './foldAccents';

// Column names are the snake_case of these keys (the database is opened with `casing: 'snake_case'`).

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const moment = () => timestamp({ withTimezone: true, mode: 'date' });
const createdAt = () => moment().notNull().defaultNow();
/** The privacy notice the form showed (its version, a date); the record's `createdAt` says when it was sent. */
const noticeVersion = () => text();
/** The key a retried submission repeats, and a digest of what it carried: the same key with other content is refused. */
const idempotency = () => ({ idempotencyKey: text().unique(), requestHash: text() });

/**
 * The back office's marks on something that came in: spam or duplicate (kept, out of the default inbox), the case it
 * joined, and when the team first opened it. `search` is the full-text document of the inbox's search.
 */
const inboxMarks = () => ({
  triage: text().$type<'new' | 'spam' | 'duplicate'>().notNull().default('new'),
  caseId: integer().references((): AnyPgColumn => cases.id, { onDelete: 'set null' }),
  openedAt: moment(),
});
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** `part` with its accents folded (FOLD_TABLE), as the search documents hold it. */
export const folded = (part: SQL): SQL => sql`translate(${part}, ${sql.raw(`'${FOLD_TABLE.from}'`)}, ${sql.raw(`'${FOLD_TABLE.to}'`)})`;
/**
 * The words of `parts` as the inbox's search finds them (the `simple` configuration: no stemming, any language),
 * accents folded (`Gráinne` is `grainne`).
 */
const searchDocument = (...parts: SQL[]) =>
  tsvector()
    .notNull()
    .generatedAlwaysAs(sql.join(parts.map((part) => sql`to_tsvector('simple'::regconfig, coalesce(${folded(part)}, ''))`), sql` || `));
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

/** Raw bytes. node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

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
 * The three tables of e-mailed sign-in codes, for clients (`sign_in`), for staff (`staff_sign_in`) and for signing an
 * engagement letter (`signing`): the same rules (api/src/otp) over tables of their own, so a client's sign-in code can
 * never open a staff sign-in or sign a letter.
 */
function signInCodeTables(prefix: 'sign_in' | 'staff_sign_in' | 'signing') {
  return {
    /**
     * The live sign-in code of an address for one requester (an IPv4 address or an IPv6 /64, as an
     * HMAC), itself stored as an HMAC: a stranger's requests and wrong guesses touch only the stranger's
     * own code. A resend replaces the code but keeps `failed_attempts`; `code_hash` is cleared once the
     * code has been used.
     */
    codes: pgTable(
      `${prefix}_codes`,
      {
        email: text().notNull(),
        requesterHash: text().notNull(),
        codeHash: text(),
        expiresAt: moment().notNull(),
        failedAttempts: integer().notNull().default(0),
      },
      (table) => [primaryKey({ columns: [table.email, table.requesterHash] })],
    ),
    /** Each wrong guess at an address's codes, whoever made it: past the hourly budget, each code gets one try only. */
    failures: pgTable(
      `${prefix}_code_failures`,
      {
        id: id(),
        email: text().notNull(),
        failedAt: moment().notNull(),
      },
      (table) => [index(`${prefix}_code_failures_email_idx`).on(table.email, table.failedAt)],
    ),
    /** Each code sent, for the resend throttle and the hourly caps per address and requester, and per requester. */
    sends: pgTable(
      `${prefix}_code_sends`,
      {
        id: id(),
        email: text().notNull(),
        ipHash: text().notNull(),
        sentAt: moment().notNull(),
      },
      (table) => [index(`${prefix}_code_sends_email_idx`).on(table.email, table.sentAt), index(`${prefix}_code_sends_ip_idx`).on(table.ipHash, table.sentAt)],
    ),
  };
}
export type SignInCodeTables = ReturnType<typeof signInCodeTables>;

const clientCodeTables = signInCodeTables('sign_in');
export const signInCodes = clientCodeTables.codes;
export const signInCodeFailures = clientCodeTables.failures;
export const signInCodeSends = clientCodeTables.sends;
const staffCodeTables = signInCodeTables('staff_sign_in');
export const staffSignInCodes = staffCodeTables.codes;
export const staffSignInCodeFailures = staffCodeTables.failures;
export const staffSignInCodeSends = staffCodeTables.sends;
export const CLIENT_CODE_TABLES: SignInCodeTables = clientCodeTables;
export const STAFF_CODE_TABLES: SignInCodeTables = staffCodeTables;
const signingCodeTables = signInCodeTables('signing');
export const signingCodes = signingCodeTables.codes;
export const signingCodeFailures = signingCodeTables.failures;
export const signingCodeSends = signingCodeTables.sends;
export const SIGNING_CODE_TABLES: SignInCodeTables = signingCodeTables;

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

// ---------- The back office ----------

/** The consultancy's team. Members are deactivated, never deleted: the audit names them. */
export const staffMembers = pgTable('staff_members', {
  id: id(),
  email: text().notNull().unique(),
  name: text().notNull(),
  role: text().$type<StaffRole>().notNull(),
  active: boolean().notNull().default(true),
  /** The WebAuthn user handle: random, so a passkey says nothing about the member. */
  webauthnUserId: text().notNull().unique(),
  createdAt: createdAt(),
  lastSignInAt: moment(),
});

export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: id(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    credentialId: text().notNull().unique(),
    publicKey: bytea().notNull(),
    counter: integer().notNull().default(0),
    transports: text().array(),
    createdAt: createdAt(),
    lastUsedAt: moment(),
  },
  (table) => [index('staff_passkeys_staff_idx').on(table.staffId)],
);

/** The single-use links that let a member register a passkey (invitation, reset); only their hashes are stored. */
export const staffEnrolments = pgTable(
  'staff_enrolments',
  {
    id: id(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: moment().notNull(),
    usedAt: moment(),
  },
  (table) => [index('staff_enrolments_staff_idx').on(table.staffId)],
);

/**
 * A sign-in between its two factors: the code was right, the passkey is awaited. Its token is in the
 * `frc_staff_pending` cookie (hash stored), with the WebAuthn challenge it must answer.
 */
export const staffPendingSignIns = pgTable('staff_pending_sign_ins', {
  id: id(),
  tokenHash: text().notNull().unique(),
  staffId: integer()
    .notNull()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  step: text().$type<'register' | 'passkey'>().notNull(),
  challenge: text().notNull(),
  enrolmentId: integer().references(() => staffEnrolments.id, { onDelete: 'cascade' }),
  expiresAt: moment().notNull(),
});

/** Staff sessions: the `frc_staff` cookie's token, hashed; 30 idle minutes or 8 hours end one. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    csrfToken: text().notNull(),
    createdAt: createdAt(),
    expiresAt: moment().notNull(),
    lastSeenAt: moment().notNull(),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/**
 * Every staff read of a victim's data, download, change and sign-in. Nothing updates or deletes a row but the
 * retention purge and a client's erasure (which clears `client_email`, keeping its keyed hash).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: moment().notNull(),
    staffId: integer().references(() => staffMembers.id),
    action: text().notNull(),
    target: text(),
    clientEmail: text(),
    clientEmailHash: text(),
    ip: text(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_log_staff_idx').on(table.staffId, table.at.desc()),
    index('audit_log_client_idx').on(table.clientEmailHash, table.at.desc()),
  ],
);

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

// ---------- Content (docs/content.md) ----------

/**
 * The public site's content: each item has a numeric id of its own kind (`itemId`: the spec's records keep theirs),
 * a draft and what is published of it (null: not published), `version` for the back office's version check, and
 * `publishedPath`, the address its published version answers at (null for kinds shown only inside other pages).
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: id(),
    kind: text().$type<ContentKind>().notNull(),
    itemId: integer().notNull(),
    draft: jsonb().$type<ContentFields>().notNull(),
    published: jsonb().$type<ContentFields>(),
    publishedPath: text(),
    status: text().$type<ContentStatus>().notNull(),
    version: integer().notNull().default(1),
    scheduledFor: moment(),
    /** The revision a schedule froze: what the job publishes, whatever the draft has become since. */
    scheduledRevision: integer(),
    publishedAt: moment(),
    createdAt: createdAt(),
    updatedAt: moment().notNull(),
    updatedBy: integer().references(() => staffMembers.id),
  },
  (table) => [
    uniqueIndex('content_items_kind_item_idx').on(table.kind, table.itemId),
    uniqueIndex('content_items_published_path_idx').on(table.publishedPath),
    index('content_items_scheduled_idx').on(table.scheduledFor).where(sql`${table.scheduledFor} is not null`),
  ],
);

/** Every save, publish, unpublish and restore of an item, numbered from 1, with the fields as they then were. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: id(),
    contentId: integer()
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    action: text().$type<ContentRevisionAction>().notNull(),
    fields: jsonb().$type<ContentFields>().notNull(),
    authorId: integer().references(() => staffMembers.id),
    createdAt: moment().notNull(),
  },
  (table) => [uniqueIndex('content_revisions_item_number_idx').on(table.contentId, table.number)],
);

/** An old address of a published item, answered with a 301 to its current one. */
export const contentRedirects = pgTable('content_redirects', {
  fromPath: text().primaryKey(),
  toPath: text().notNull(),
  createdAt: moment().notNull(),
});

/**
 * The uploaded images, the media library: the original (metadata stripped) is in the document store under
 * `storageKey`, each served variant under its own key (`variants`: `"960.avif"` → key).
 */
export const contentImages = pgTable('content_images', {
  id: text().primaryKey(),
  storageKey: text().notNull(),
  variants: jsonb().$type<Record<string, string>>().notNull(),
  mime: text().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  bytes: integer().notNull(),
  /** The alt text the media library offers when the image is inserted; each use keeps its own. */
  alt: text().notNull().default(''),
  uploadedBy: integer().references(() => staffMembers.id),
  createdAt: moment().notNull(),
});

/** One row (id 1): the published content's version, raised at each publish, unpublish and scheduled publish. */
export const contentState = pgTable('content_state', {
  id: integer().primaryKey(),
  version: integer().notNull(),
});

// ---------- Booking the free consultation (docs/booking.md) ----------

/**
 * A consultant's booking rules (a member without a row is not bookable). Times of day are in `timeZone`.
 * `feedTokenHash`: SHA-256 of the secret in their calendar feed's address; renewing it replaces it.
 */
export const consultantAvailability = pgTable('consultant_availability', {
  staffId: integer()
    .primaryKey()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  timeZone: text().notNull(),
  weeklyHours: jsonb().$type<WeeklyHours>().notNull(),
  exceptions: jsonb().$type<AvailabilityException[]>().notNull(),
  lengthMinutes: integer().notNull().default(30),
  bufferBeforeMinutes: integer().notNull().default(0),
  bufferAfterMinutes: integer().notNull().default(0),
  minNoticeMinutes: integer().notNull().default(240),
  horizonDays: integer().notNull().default(21),
  dailyCap: integer(),
  bookable: boolean().notNull().default(true),
  feedTokenHash: text().unique(),
  version: integer().notNull().default(1),
  updatedAt: moment().notNull(),
});

/**
 * The booking links of a request: SHA-256 of the token its thank-you page got, so the page may book for it
 * without sign-in. They go with their request.
 */
export const requestBookingTokens = pgTable('request_booking_tokens', {
  requestId: integer()
    .primaryKey()
    .references(() => serviceRequests.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  createdAt: createdAt(),
});

/**
 * A booked consultation of a request, with one consultant. `blockedFrom`/`blockedUntil` are its time with the
 * consultant's buffers around it: migration 0020 adds an exclusion constraint that refuses two of one consultant's
 * bookings (not cancelled) whose blocked times overlap. `uid` and `sequence` are its calendar invite's; a move raises
 * `sequence` and clears the reminder marks. `manageTokenHash`: SHA-256 of the token in the mails' change links.
 * They go with their request (erase, retention).
 */
export const consultationBookings = pgTable(
  'consultation_bookings',
  {
    id: id(),
    requestId: integer()
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    consultantId: integer()
      .notNull()
      .references(() => staffMembers.id),
    startsAt: moment().notNull(),
    endsAt: moment().notNull(),
    blockedFrom: moment().notNull(),
    blockedUntil: moment().notNull(),
    channel: text().$type<BookingChannel>().notNull(),
    phone: text(),
    meetingUrl: text(),
    /** The visitor's zone when they booked, for the times in their mails. */
    clientTimeZone: text(),
    uid: text().notNull().unique(),
    sequence: integer().notNull().default(0),
    status: text().$type<BookingStatus>().notNull().default('booked'),
    cancelledBy: text().$type<'client' | 'firm'>(),
    manageTokenHash: text().notNull().unique(),
    remindedDayBeforeAt: moment(),
    remindedHourBeforeAt: moment(),
    createdAt: createdAt(),
    updatedAt: moment().notNull(),
  },
  (table) => [
    index('consultation_bookings_consultant_idx').on(table.consultantId, table.startsAt),
    // One booked consultation per request at a time; held, no-show and cancelled ones stay beside it.
    uniqueIndex('consultation_bookings_one_booked_per_request_idx').on(table.requestId).where(sql`${table.status} = 'booked'`),
    index('consultation_bookings_upcoming_idx').on(table.startsAt).where(sql`${table.status} = 'booked'`),
  ],
);

// ---------- Engaging the firm: letters signed in the case room (docs/engagement.md) ----------

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
