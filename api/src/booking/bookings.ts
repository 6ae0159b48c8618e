import type { AvailabilityRules, BookingChannel } from '@frc/contracts';
import { and, count, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { hasPostgresCode } from '../db/rows';
import { consultantAvailability, consultationBookings, staffMembers } from '../db/schema';
import { newSecretToken } from '../secretTokens';
import { blockedTimeOf, localDayBounds, pooledSlots, type ConsultantCalendar, type PooledSlot } from './slots';

/** `pg_advisory_xact_lock(BOOKING_LOCK, consultant)`: one booking transaction per consultant at a time, across replicas. */
const BOOKING_LOCK = 4_502_520;
/** SQLSTATE of a row refused by an exclusion constraint (the overlap of two bookings). */
const EXCLUSION_VIOLATION = '23P01';
const DAY = 24 * 3_600_000;

export type ConsultationBooking = typeof consultationBookings.$inferSelect;

export interface BookingSettings {
  /** The firm's video service: each video booking gets an unguessable room under this address. */
  videoBaseUrl: string;
  /** The right-hand side of the invites' UIDs (the site's host name). */
  uidDomain: string;
}

type AvailabilityRow = typeof consultantAvailability.$inferSelect;

export function rulesOf(row: AvailabilityRow): AvailabilityRules {
  const { timeZone, weeklyHours, exceptions, lengthMinutes, bufferBeforeMinutes, bufferAfterMinutes, minNoticeMinutes, horizonDays, dailyCap, bookable } = row;
  return { timeZone, weeklyHours, exceptions, lengthMinutes, bufferBeforeMinutes, bufferAfterMinutes, minNoticeMinutes, horizonDays, dailyCap, bookable };
}

/** Every bookable, active consultant with the bookings (not cancelled) that can touch their slots from `now` on. */
export async function readCalendars(db: Database, now: Date): Promise<ConsultantCalendar[]> {
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

export interface NewBooking {
  requestId: number;
  startsAt: Date;
  channel: BookingChannel;
  /** The number the victim gave, for a phone consultation. */
  phone: string | null;
}

export type BookingOutcome = { booking: ConsultationBooking; manageToken: string } | { taken: true };

/**
 * Books the slot starting at `startsAt` with its least-booked free consultant, else the next. The database has the
 * last word: the exclusion constraint refuses an overlap that another replica's booking made a moment ago (then
 * the next consultant is tried), and the consultant's advisory lock makes the daily cap's count and the insert one
 * step. `{ taken }` when no consultant can take the slot any more.
 */
export async function bookConsultation(db: Database, wanted: NewBooking, settings: BookingSettings, now: Date): Promise<BookingOutcome> {
  const calendars = await readCalendars(db, now);
  const slot = pooledSlots(calendars, now).find((each) => each.startsAt.getTime() === wanted.startsAt.getTime());
  if (!slot) return { taken: true };
  for (const consultantId of slot.consultantIds) {
    const { rules } = calendars.find((calendar) => calendar.staffId === consultantId)!;
    const { token, tokenHash } = newSecretToken();
    try {
      const booking = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK}, ${consultantId})`);
        if (rules.dailyCap !== null) {
          const day = localDayBounds(slot.startsAt, rules.timeZone);
          const [held] = await tx
            .select({ count: count() })
            .from(consultationBookings)
            .where(and(eq(consultationBookings.consultantId, consultantId), ne(consultationBookings.status, 'cancelled'), gte(consultationBookings.startsAt, day.from), lt(consultationBookings.startsAt, day.until)));
          if ((held?.count ?? 0) >= rules.dailyCap) return null;
        }
        const [inserted] = await tx
          .insert(consultationBookings)
          .values({
            requestId: wanted.requestId,
            consultantId,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            ...blockedTimeOf(rules, slot),
            channel: wanted.channel,
            phone: wanted.channel === 'phone' ? wanted.phone : null,
            meetingUrl: wanted.channel === 'video' ? meetingUrl(settings.videoBaseUrl) : null,
            uid: `${randomUUID()}@${settings.uidDomain}`,
            manageTokenHash: tokenHash,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return inserted!;
      });
      if (booking) return { booking, manageToken: token };
    } catch (error) {
      if (!hasPostgresCode(error, EXCLUSION_VIOLATION)) throw error;
    }
  }
  return { taken: true };
}

/** A room of its own on the firm's video service: 128 random bits nobody can guess. */
function meetingUrl(videoBaseUrl: string): string {
  return `${videoBaseUrl.replace(/\/+$/, '')}/${randomBytes(16).toString('base64url')}`;
}
