import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { ConsultationBooking } from './bookings';

export const FIRM_NAME = 'ClearTrace Recovery';
const PRODUCT_ID = { company: FIRM_NAME, product: 'Consultations', language: 'EN' };

/** What an invite and a feed say alike of a booking's event: its UID and SEQUENCE, its times in UTC, how to join, its state. */
const eventOf = (booking: ConsultationBooking) => ({
  id: booking.uid,
  sequence: booking.sequence,
  stamp: booking.updatedAt,
  start: booking.startsAt,
  end: booking.endsAt,
  location: booking.meetingUrl ?? 'Phone call',
  status: booking.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
});

export interface InviteParty {
  email: string;
  name?: string;
}

/**
 * The calendar invite of a booking for one attendee: `REQUEST` while it stands (a move sends the same UID with its
 * raised SEQUENCE, so calendars update the event rather than add one), `CANCEL` once cancelled. Times are written
 * in UTC (`…Z`): ical-generator writes a TZID without its VTIMEZONE, which Outlook shifts.
 */
export function inviteOf(booking: ConsultationBooking, organizer: InviteParty, attendee: InviteParty, description: string): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const cancelled = booking.status === 'cancelled';
  const calendar = ical({ prodId: PRODUCT_ID, method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    ...eventOf(booking),
    summary: `Free consultation with ${FIRM_NAME}`,
    description,
    url: booking.meetingUrl,
    organizer: { name: organizer.name ?? FIRM_NAME, email: organizer.email },
    attendees: [{ email: attendee.email, name: attendee.name, role: ICalAttendeeRole.REQ, status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED }],
  });
  return { method: cancelled ? 'CANCEL' : 'REQUEST', content: calendar.toString() };
}

/**
 * A consultant's calendar feed (a subscription, read by their calendar app without a session): their bookings with
 * the invites' UIDs and SEQUENCEs, cancelled ones as CANCELLED so the app takes them away. No METHOD: a feed is a
 * published calendar, not a message. Nothing of the victim but how to join; the number is behind sign-in.
 */
export function feedOf(bookings: readonly ConsultationBooking[], consultationsUrl: string): string {
  const calendar = ical({ prodId: PRODUCT_ID, name: `${FIRM_NAME}: my consultations`, ttl: 15 * 60 });
  for (const booking of bookings) {
    const join = booking.meetingUrl ? `How to join: the video call at ${booking.meetingUrl}` : 'How to join: a phone call; the number is in the back office.';
    calendar.createEvent({
      ...eventOf(booking),
      summary: `Free consultation (${booking.channel === 'video' ? 'video' : 'phone'})`,
      description: `${join}\nYour consultations: ${consultationsUrl}`,
      url: consultationsUrl,
    });
  }
  return calendar.toString();
}
