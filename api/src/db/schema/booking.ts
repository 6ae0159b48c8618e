import type { AvailabilityException, BookingChannel, BookingStatus, WeeklyHours } from '@frc/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, moment, createdAt } from './columns';
import { serviceRequests } from './leads';
import { staffMembers } from './staff';

// Booking the free consultation (docs/booking.md).
// Column names are the snake_case of these keys (the database is opened with `casing: 'snake_case'`).

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
