import { CONFIRMATION_LINK_DAYS } from '@frc/contracts';
import { and, asc, desc, eq, gt, notInArray } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { Database } from '../db/client';
import { consultationBookings, requestBookingTokens, serviceRequests } from '../db/schema';
import { hashSecretToken } from '../secretTokens';
import type { ConsultationBooking } from './bookings';

/** The request a victim books for: whose it is, and whether a phone call is possible. */
export interface BookingRequest {
  id: number;
  email: string | null;
  phone: string | null;
}

const requestColumns = { id: serviceRequests.id, email: serviceRequests.email, phone: serviceRequests.phone };
/** The newest requests a client may book for that the portal lists (a victim rarely sends more than a few). */
const BOOKABLE_REQUESTS_SHOWN = 20;

/** The address of the request `requestId`, for the audit. */
export async function requestEmailOf(db: Database, requestId: number): Promise<string | null> {
  return (await db.select({ email: serviceRequests.email }).from(serviceRequests).where(eq(serviceRequests.id, requestId)))[0]?.email ?? null;
}

/** The request's booking that still stands, if any. */
export async function activeBookingOf(db: Database, requestId: number): Promise<ConsultationBooking | null> {
  const [booked] = await db.select().from(consultationBookings).where(and(eq(consultationBookings.requestId, requestId), eq(consultationBookings.status, 'booked')));
  return booked ?? null;
}

/** The request a thank-you page's booking token names, while it is valid (CONFIRMATION_LINK_DAYS). */
export async function requestByBookingToken(db: Database, token: string, now: Date): Promise<BookingRequest | null> {
  const oldestValid = addSeconds(now, -CONFIRMATION_LINK_DAYS * 24 * 3600);
  const [owner] = await db
    .select(requestColumns)
    .from(requestBookingTokens)
    .innerJoin(serviceRequests, eq(serviceRequests.id, requestBookingTokens.requestId))
    .where(and(eq(requestBookingTokens.tokenHash, hashSecretToken(token)), gt(requestBookingTokens.createdAt, oldestValid)));
  return owner ?? null;
}

/** The request `requestId` if it is one of `email`'s. */
export async function clientRequestOf(db: Database, email: string, requestId: number): Promise<BookingRequest | null> {
  const [owner] = await db.select(requestColumns).from(serviceRequests).where(and(eq(serviceRequests.id, requestId), eq(serviceRequests.email, email)));
  return owner ?? null;
}

/** The booking `id` if it belongs to a request of `email`'s. */
export async function clientBookingOf(db: Database, email: string, id: number): Promise<ConsultationBooking | null> {
  const [found] = await db
    .select({ booking: consultationBookings })
    .from(consultationBookings)
    .innerJoin(serviceRequests, eq(serviceRequests.id, consultationBookings.requestId))
    .where(and(eq(consultationBookings.id, id), eq(serviceRequests.email, email)));
  return found?.booking ?? null;
}

/** Every booking of `email`'s requests by start, and the newest of their requests without a standing booking. */
export async function clientBookingsOf(db: Database, email: string) {
  const rows = await db
    .select({ booking: consultationBookings })
    .from(consultationBookings)
    .innerJoin(serviceRequests, eq(serviceRequests.id, consultationBookings.requestId))
    .where(eq(serviceRequests.email, email))
    .orderBy(asc(consultationBookings.startsAt));
  const bookings = rows.map(({ booking }) => booking);
  const booked = bookings.filter((booking) => booking.status === 'booked').map((booking) => booking.requestId);
  const bookable = await db
    .select({ id: serviceRequests.id, sentAt: serviceRequests.createdAt, phone: serviceRequests.phone })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.email, email), booked.length > 0 ? notInArray(serviceRequests.id, booked) : undefined))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(BOOKABLE_REQUESTS_SHOWN);
  return { bookings, bookable };
}
