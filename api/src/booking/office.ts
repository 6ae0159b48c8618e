import {
  BOOKING_DEFAULTS,
  caseReference,
  inboxReference,
  type AvailabilityResponse,
  type AvailabilityRules,
  type BookingHistoryEntry,
  type Consultation,
  type ConsultantListResponse,
  type StaffRole,
} from '@frc/contracts';
import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client';
import { consultantAvailability, consultationBookings, serviceRequests, staffMembers } from '../db/schema';
import { hashSecretToken, newSecretToken } from '../secretTokens';
import { rulesOf, type ConsultationBooking } from './bookings';

/** The member asking: an admin works with every consultant, a case manager with themselves. */
export interface OfficeViewer {
  id: number;
  role: StaffRole;
}

const SNIPPET_LENGTH = 160;
/** A feed's key in its address: `<staff id>-<secret>` (the secret: 256 random bits, base64url). */
const FEED_KEY = /^(\d{1,10})-([A-Za-z0-9_-]{43})$/;

/** Where nobody has set anything yet: no weekly hours (so no slot), the defaults, in UTC. */
export const DEFAULT_RULES: AvailabilityRules = {
  timeZone: 'UTC',
  weeklyHours: {},
  exceptions: [],
  lengthMinutes: BOOKING_DEFAULTS.lengthMinutes,
  bufferBeforeMinutes: BOOKING_DEFAULTS.bufferBeforeMinutes,
  bufferAfterMinutes: BOOKING_DEFAULTS.bufferAfterMinutes,
  minNoticeMinutes: BOOKING_DEFAULTS.minNoticeMinutes,
  horizonDays: BOOKING_DEFAULTS.horizonDays,
  dailyCap: null,
  bookable: true,
};

/** The members who can take consultations (active admins and case managers) that `viewer` may see. */
const consultantScope = (viewer: OfficeViewer) =>
  and(eq(staffMembers.active, true), inArray(staffMembers.role, ['admin', 'case_manager']), viewer.role === 'admin' ? undefined : eq(staffMembers.id, viewer.id));

export async function consultantsFor(db: Database, viewer: OfficeViewer): Promise<ConsultantListResponse['consultants']> {
  const found = await db
    .select({ id: staffMembers.id, name: staffMembers.name, bookable: consultantAvailability.bookable, feed: consultantAvailability.feedTokenHash })
    .from(staffMembers)
    .leftJoin(consultantAvailability, eq(consultantAvailability.staffId, staffMembers.id))
    .where(consultantScope(viewer))
    .orderBy(asc(staffMembers.name), asc(staffMembers.id));
  return found.map(({ id, name, bookable, feed }) => ({ id, name, configured: bookable !== null, bookable: bookable ?? false, hasFeed: feed !== null }));
}

/** A consultant's rules as `viewer` may read them; null for a member they may not see (or who cannot take consultations). */
export async function availabilityOf(db: Database, viewer: OfficeViewer, staffId: number): Promise<AvailabilityResponse | null> {
  const [found] = await db
    .select({ id: staffMembers.id, name: staffMembers.name, availability: consultantAvailability })
    .from(staffMembers)
    .leftJoin(consultantAvailability, eq(consultantAvailability.staffId, staffMembers.id))
    .where(and(eq(staffMembers.id, staffId), consultantScope(viewer)));
  if (!found) return null;
  const { availability } = found;
  return {
    consultant: { id: found.id, name: found.name },
    rules: availability ? rulesOf(availability) : DEFAULT_RULES,
    version: availability?.version ?? 0,
    hasFeed: availability?.feedTokenHash != null,
  };
}

/** Saves the rules if they are still at `version` (0: never saved); false when someone else saved first. */
export async function saveAvailability(db: Database, staffId: number, version: number, rules: AvailabilityRules, now: Date): Promise<boolean> {
  if (version === 0) {
    const inserted = await db
      .insert(consultantAvailability)
      .values({ staffId, ...rules, updatedAt: now })
      .onConflictDoNothing()
      .returning({ staffId: consultantAvailability.staffId });
    return inserted.length === 1;
  }
  const updated = await db
    .update(consultantAvailability)
    .set({ ...rules, version: sql`${consultantAvailability.version} + 1`, updatedAt: now })
    .where(and(eq(consultantAvailability.staffId, staffId), eq(consultantAvailability.version, version)))
    .returning({ staffId: consultantAvailability.staffId });
  return updated.length === 1;
}

/**
 * A new secret for the consultant's calendar feed: its hash replaces the old one (whose address stops working at
 * once), and the key is handed out this once. Null when the consultant has no availability saved yet.
 */
export async function renewFeedKey(db: Database, staffId: number, now: Date): Promise<string | null> {
  const { token, tokenHash } = newSecretToken();
  const updated = await db
    .update(consultantAvailability)
    .set({ feedTokenHash: tokenHash, updatedAt: now })
    .where(eq(consultantAvailability.staffId, staffId))
    .returning({ staffId: consultantAvailability.staffId });
  return updated.length === 1 ? `${staffId}-${token}` : null;
}

/**
 * The active consultant a feed key names, or null. The row is found by the staff id in the key, then the secret's
 * hash is compared with the stored one in constant time, so the answer's timing says nothing of how much matched.
 */
export async function feedOwner(db: Database, key: string): Promise<{ staffId: number } | null> {
  const parsed = FEED_KEY.exec(key);
  if (!parsed) return null;
  const staffId = Number(parsed[1]);
  if (staffId > 2_147_483_647) return null;
  const [found] = await db
    .select({ hash: consultantAvailability.feedTokenHash })
    .from(consultantAvailability)
    .innerJoin(staffMembers, eq(staffMembers.id, consultantAvailability.staffId))
    .where(and(eq(consultantAvailability.staffId, staffId), eq(staffMembers.active, true), isNotNull(consultantAvailability.feedTokenHash)));
  if (!found?.hash) return null;
  const given = Buffer.from(hashSecretToken(parsed[2]!), 'hex');
  const stored = Buffer.from(found.hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored) ? { staffId } : null;
}

/** A consultant's bookings for their feed: from `since` on, cancelled ones too (so calendars take them away). */
export async function feedBookings(db: Database, staffId: number, since: Date): Promise<ConsultationBooking[]> {
  return db
    .select()
    .from(consultationBookings)
    .where(and(eq(consultationBookings.consultantId, staffId), gte(consultationBookings.endsAt, since)))
    .orderBy(asc(consultationBookings.startsAt));
}

const consultationColumns = {
  booking: consultationBookings,
  consultantName: staffMembers.name,
  fname: serviceRequests.fname,
  lname: serviceRequests.lname,
  subject: serviceRequests.subject,
  scamType: serviceRequests.scamType,
  story: serviceRequests.scamDescription,
  caseId: serviceRequests.caseId,
  email: serviceRequests.email,
};

type ConsultationRow = { booking: ConsultationBooking; consultantName: string; fname: string; lname: string; subject: string | null; scamType: string | null; story: string | null; caseId: number | null; email: string | null };

function toConsultation(row: ConsultationRow): Consultation {
  const { booking } = row;
  const snippet = row.story?.replace(/\s+/g, ' ').trim().slice(0, SNIPPET_LENGTH) || null;
  return {
    id: booking.id,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    status: booking.status,
    cancelledBy: booking.cancelledBy,
    channel: booking.channel,
    phone: booking.phone,
    meetingUrl: booking.meetingUrl,
    consultant: { id: booking.consultantId, name: row.consultantName },
    request: {
      ref: inboxReference('request', booking.requestId),
      name: `${row.fname} ${row.lname}`.trim(),
      subject: row.subject,
      scamType: row.scamType,
      snippet,
      caseRef: row.caseId === null ? null : caseReference(row.caseId),
    },
  };
}

const consultationQuery = (db: Database) =>
  db
    .select(consultationColumns)
    .from(consultationBookings)
    .innerJoin(serviceRequests, eq(serviceRequests.id, consultationBookings.requestId))
    .innerJoin(staffMembers, eq(staffMembers.id, consultationBookings.consultantId));

/** The consultations from `from` on that `viewer` may see (their own, or everyone's for an admin), soonest first. */
export async function consultationsFor(db: Database, viewer: OfficeViewer, filters: { consultant?: number; from: Date }): Promise<Consultation[]> {
  const found = await consultationQuery(db)
    .where(
      and(
        gte(consultationBookings.endsAt, filters.from),
        viewer.role === 'admin' ? undefined : eq(consultationBookings.consultantId, viewer.id),
        filters.consultant === undefined ? undefined : eq(consultationBookings.consultantId, filters.consultant),
      ),
    )
    .orderBy(asc(consultationBookings.startsAt), asc(consultationBookings.id))
    .limit(1000);
  return found.map(toConsultation);
}

/** One consultation `viewer` may act on, with its victim's address (for the audit); null when not theirs or unknown. */
export async function consultationOf(db: Database, viewer: OfficeViewer, id: number): Promise<{ consultation: Consultation; booking: ConsultationBooking; clientEmail: string | null } | null> {
  const [found] = await consultationQuery(db).where(and(eq(consultationBookings.id, id), viewer.role === 'admin' ? undefined : eq(consultationBookings.consultantId, viewer.id)));
  return found ? { consultation: toConsultation(found), booking: found.booking, clientEmail: found.email } : null;
}

/** Marks a consultation whose time has come as held or a no-show; null when it was not booked any more. */
export async function markConsultation(db: Database, id: number, outcome: 'held' | 'no_show', now: Date): Promise<ConsultationBooking | null> {
  const [marked] = await db
    .update(consultationBookings)
    .set({ status: outcome, updatedAt: now })
    .where(and(eq(consultationBookings.id, id), eq(consultationBookings.status, 'booked')))
    .returning();
  return marked ?? null;
}

/** The bookings of some requests (or of a case's requests) for their history, oldest first. */
export async function bookingHistory(db: Database, of: { requestId: number } | { caseId: number }): Promise<BookingHistoryEntry[]> {
  const found = await db
    .select({ booking: consultationBookings, consultantName: staffMembers.name })
    .from(consultationBookings)
    .innerJoin(staffMembers, eq(staffMembers.id, consultationBookings.consultantId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, consultationBookings.requestId))
    .where('requestId' in of ? eq(consultationBookings.requestId, of.requestId) : eq(serviceRequests.caseId, of.caseId))
    .orderBy(asc(consultationBookings.createdAt), asc(consultationBookings.id));
  return found.map(({ booking, consultantName }) => ({
    id: booking.id,
    requestRef: inboxReference('request', booking.requestId),
    startsAt: booking.startsAt.toISOString(),
    status: booking.status,
    cancelledBy: booking.cancelledBy,
    channel: booking.channel,
    consultantName,
    bookedAt: booking.createdAt.toISOString(),
  }));
}
