import { BOOKING_DEFAULTS, type AvailabilityRules, type BookingChannel, type BookingView } from '@frc/contracts';
import { and, count, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { hasPostgresCode } from '../db/rows';
import { consultantAvailability, consultationBookings, requestBookingTokens, staffMembers } from '../db/schema';
import { hashSecretToken, newSecretToken } from '../secretTokens';
import { blockedTimeOf, localDayBounds, pooledSlots, type ConsultantCalendar, type PooledSlot, type Slot } from './slots';

/** `pg_advisory_xact_lock(BOOKING_LOCK, consultant)`: one booking transaction per consultant at a time, across replicas. */
const BOOKING_LOCK = 4_502_520;
/** SQLSTATE of a row refused by an exclusion constraint (the overlap of two bookings). */
const EXCLUSION_VIOLATION = '23P01';
const DAY = 24 * 3_600_000;

export type ConsultationBooking = typeof consultationBookings.$inferSelect;

export interface BookingSettings {
  /** The firm's video service: each video booking gets an unguessable room under this address; null: phone only. */
  videoBaseUrl: string | null;
  /** The right-hand side of the invites' UIDs (the site's host name). */
  uidDomain: string;
}

type AvailabilityRow = typeof consultantAvailability.$inferSelect;

export function rulesOf(row: AvailabilityRow): AvailabilityRules {
  const { timeZone, weeklyHours, exceptions, lengthMinutes, bufferBeforeMinutes, bufferAfterMinutes, minNoticeMinutes, horizonDays, dailyCap, bookable } = row;
  return { timeZone, weeklyHours, exceptions, lengthMinutes, bufferBeforeMinutes, bufferAfterMinutes, minNoticeMinutes, horizonDays, dailyCap, bookable };
}

/**
 * Every bookable, active consultant with the bookings (not cancelled) that can touch their slots from `now` on;
 * without booking `except` (a booking being moved frees its own time).
 */
export async function readCalendars(db: Database, now: Date, except: number | null = null): Promise<ConsultantCalendar[]> {
  const consultants = await db
    .select({ availability: consultantAvailability })
    .from(consultantAvailability)
    .innerJoin(staffMembers, eq(staffMembers.id, consultantAvailability.staffId))
    .where(and(eq(consultantAvailability.bookable, true), eq(staffMembers.active, true)));
  if (consultants.length === 0) return [];
  const horizonDays = Math.max(...consultants.map(({ availability }) => availability.horizonDays));
  // A day either side: the daily cap counts the whole of the consultant's first and last days.
  const booked = await db
    .select({ consultantId: consultationBookings.consultantId, startsAt: consultationBookings.startsAt, blockedFrom: consultationBookings.blockedFrom, blockedUntil: consultationBookings.blockedUntil })
    .from(consultationBookings)
    .where(
      and(
        inArray(consultationBookings.consultantId, consultants.map(({ availability }) => availability.staffId)),
        ne(consultationBookings.status, 'cancelled'),
        except === null ? undefined : ne(consultationBookings.id, except),
        gt(consultationBookings.blockedUntil, new Date(now.getTime() - 2 * DAY)),
        lt(consultationBookings.blockedFrom, new Date(now.getTime() + (horizonDays + 2) * DAY)),
      ),
    );
  return consultants.map(({ availability }) => ({
    staffId: availability.staffId,
    rules: rulesOf(availability),
    bookings: booked.filter((booking) => booking.consultantId === availability.staffId),
  }));
}

/** The times one may book at `now`, pooled over the consultants. */
export async function availableSlots(db: Database, now: Date): Promise<PooledSlot[]> {
  return pooledSlots(await readCalendars(db, now), now);
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Writes the booking of `slot` with `consultantId`: an insert or a move. Null when there was nothing to write. */
type WriteBooking = (tx: Transaction, consultantId: number, slot: Slot & { blockedFrom: Date; blockedUntil: Date }) => Promise<ConsultationBooking | null>;

/**
 * Writes a booking of the slot starting at `startsAt` with its least-booked free consultant, else the next. The
 * database has the last word: the exclusion constraint refuses an overlap that another replica's booking made a
 * moment ago (then the next consultant is tried), and the consultant's advisory lock makes the daily cap's count
 * and the write one step. Null when no consultant can take the slot any more.
 */
async function placeBooking(db: Database, calendars: ConsultantCalendar[], startsAt: Date, now: Date, write: WriteBooking, except: number | null = null): Promise<ConsultationBooking | null> {
  const slot = pooledSlots(calendars, now).find((each) => each.startsAt.getTime() === startsAt.getTime());
  if (!slot) return null;
  for (const consultantId of slot.consultantIds) {
    const { rules } = calendars.find((calendar) => calendar.staffId === consultantId)!;
    try {
      const booking = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK}, ${consultantId})`);
        if (rules.dailyCap !== null) {
          const day = localDayBounds(slot.startsAt, rules.timeZone);
          const [held] = await tx
            .select({ count: count() })
            .from(consultationBookings)
            .where(
              and(
                eq(consultationBookings.consultantId, consultantId),
                ne(consultationBookings.status, 'cancelled'),
                except === null ? undefined : ne(consultationBookings.id, except),
                gte(consultationBookings.startsAt, day.from),
                lt(consultationBookings.startsAt, day.until),
              ),
            );
          if ((held?.count ?? 0) >= rules.dailyCap) return null;
        }
        return write(tx, consultantId, { startsAt: slot.startsAt, endsAt: slot.endsAt, ...blockedTimeOf(rules, slot) });
      });
      if (booking) return booking;
    } catch (error) {
      if (!hasPostgresCode(error, EXCLUSION_VIOLATION)) throw error;
    }
  }
  return null;
}

export interface NewBooking {
  requestId: number;
  startsAt: Date;
  channel: BookingChannel;
  /** The number the victim gave, for a phone consultation. */
  phone: string | null;
  /** The visitor's zone, for the times in their mails. */
  clientTimeZone: string | null;
}

export type BookingOutcome = { booking: ConsultationBooking; manageToken: string } | { taken: true };

/** Books the slot starting at `wanted.startsAt` (placeBooking); `{ taken }` when nobody can take it any more. */
export async function bookConsultation(db: Database, wanted: NewBooking, settings: BookingSettings, now: Date): Promise<BookingOutcome> {
  const { token, tokenHash } = newSecretToken();
  const booking = await placeBooking(db, await readCalendars(db, now), wanted.startsAt, now, async (tx, consultantId, slot) => {
    const [inserted] = await tx
      .insert(consultationBookings)
      .values({
        requestId: wanted.requestId,
        consultantId,
        ...slot,
        channel: wanted.channel,
        phone: wanted.channel === 'phone' ? wanted.phone : null,
        clientTimeZone: wanted.clientTimeZone,
        meetingUrl: wanted.channel === 'video' && settings.videoBaseUrl ? meetingUrl(settings.videoBaseUrl) : null,
        uid: `${randomUUID()}@${settings.uidDomain}`,
        manageTokenHash: tokenHash,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted!;
  });
  return booking ? { booking, manageToken: token } : { taken: true };
}

/**
 * Moves a booked consultation to the slot starting at `startsAt` (the consultant may change with the pool): same
 * UID, the invite's SEQUENCE raised, the reminders of the old time forgotten, a new change link (the new invite's).
 * `{ taken }` when the slot cannot be had, or the booking changed under us.
 */
export async function rescheduleBooking(db: Database, booking: ConsultationBooking, startsAt: Date, now: Date): Promise<BookingOutcome> {
  const { token, tokenHash } = newSecretToken();
  const moved = await placeBooking(
    db,
    await readCalendars(db, now, booking.id),
    startsAt,
    now,
    async (tx, consultantId, slot) => {
      const [moved] = await tx
        .update(consultationBookings)
        .set({ consultantId, ...slot, sequence: sql`${consultationBookings.sequence} + 1`, manageTokenHash: tokenHash, remindedDayBeforeAt: null, remindedHourBeforeAt: null, updatedAt: now })
        .where(and(eq(consultationBookings.id, booking.id), eq(consultationBookings.sequence, booking.sequence), eq(consultationBookings.status, 'booked')))
        .returning();
      return moved ?? null;
    },
    booking.id,
  );
  return moved ? { booking: moved, manageToken: token } : { taken: true };
}

/** Cancels a booked consultation (its time is free again); null when it was not booked any more. */
export async function cancelBooking(db: Database, booking: ConsultationBooking, by: 'client' | 'firm', now: Date): Promise<ConsultationBooking | null> {
  const [cancelled] = await db
    .update(consultationBookings)
    .set({ status: 'cancelled', cancelledBy: by, sequence: sql`${consultationBookings.sequence} + 1`, updatedAt: now })
    .where(and(eq(consultationBookings.id, booking.id), eq(consultationBookings.status, 'booked')))
    .returning();
  return cancelled ?? null;
}

/** The booking a mailed link's token names. */
export async function bookingByManageToken(db: Database, token: string): Promise<ConsultationBooking | null> {
  const [found] = await db.select().from(consultationBookings).where(eq(consultationBookings.manageTokenHash, hashSecretToken(token)));
  return found ?? null;
}

/** Until when the victim may still move or cancel `booking` online. */
export function changeableUntil(booking: Pick<ConsultationBooking, 'startsAt'>): Date {
  return new Date(booking.startsAt.getTime() - BOOKING_DEFAULTS.changeNoticeMinutes * 60_000);
}

/** What the victim sees of a booking: the time and how to join. */
export function bookingView(booking: ConsultationBooking): BookingView {
  return {
    id: booking.id,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    channel: booking.channel,
    phone: booking.phone,
    meetingUrl: booking.meetingUrl,
    status: booking.status,
    changeableUntil: changeableUntil(booking).toISOString(),
  };
}

/** A room of its own on the firm's video service: 128 random bits nobody can guess. */
function meetingUrl(videoBaseUrl: string): string {
  return `${videoBaseUrl.replace(/\/+$/, '')}/${randomBytes(16).toString('base64url')}`;
}

/**
 * The booking token for the request's thank-you page (POST /api/bookings), derived from the request with the
 * API's key: a retried submission gets the same one. Its hash is stored (a new key replaces it).
 */
export async function issueBookingToken(db: Database, token: string, requestId: number, now: Date): Promise<string> {
  const tokenHash = hashSecretToken(token);
  await db.insert(requestBookingTokens).values({ requestId, tokenHash, createdAt: now }).onConflictDoUpdate({ target: requestBookingTokens.requestId, set: { tokenHash, createdAt: now } });
  return token;
}
