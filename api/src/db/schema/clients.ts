import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, moment, createdAt } from './columns';

// Clients and their sessions, the sign-in codes (clients', staff members' and engagement letters' signing codes),
// and the erasures clients asked for.
// Column names are the snake_case of these keys (the database is opened with `casing: 'snake_case'`).

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
 * The minimal record of each erasure a client asked for: a keyed hash of the address (so an erasure can be shown
 * to have happened, without keeping the address) and when.
 */
export const erasures = pgTable('erasures', {
  id: id(),
  addressHash: text().notNull(),
  erasedAt: moment().notNull(),
});
