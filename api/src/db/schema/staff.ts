import type { StaffRole } from '@frc/contracts';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, moment, createdAt, bytea } from './columns';

// The team: its members, passkeys, enrolments, sign-ins and sessions, and the audit log of what they did.
// Column names are the snake_case of these keys (the database is opened with `casing: 'snake_case'`).

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
