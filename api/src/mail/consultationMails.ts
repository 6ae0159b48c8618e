import { BOOKING_DEFAULTS, CONSULTATIONS_PATH, manageBookingLinkOf } from '@frc/contracts';
import { eq } from 'drizzle-orm';
import type { ConsultationBooking } from '../booking/bookings';
import { FIRM_NAME, inviteOf, type InviteParty } from '../booking/invites';
import type { Database } from '../db/client';
import { consultantAvailability, serviceRequests, staffMembers } from '../db/schema';
import type { Mailer, OutgoingMail } from './mailer';

export interface ConsultationMails {
  booked(booking: ConsultationBooking, manageToken: string): Promise<void>;
  /** `before` as it was, `after` moved (maybe to another consultant, who then gets the invite and `before`'s a CANCEL). */
  moved(before: ConsultationBooking, after: ConsultationBooking, manageToken: string): Promise<void>;
  cancelled(booking: ConsultationBooking): Promise<void>;
  /** The 24 h or 1 h reminder to the victim. */
  reminder(booking: ConsultationBooking, hoursBefore: number): Promise<void>;
}

/** `Monday 30 November 2026 at 10:00 (Europe/London)`. */
export function timeIn(instant: Date, zone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(instant);
  return `${text} (${zone})`;
}

/**
 * The mails of a booking, each with its calendar invite, to the victim and to the consultant. They say when and how
 * to join, nothing of the case (DECISIONS.md #22): the victim's number is never written out (its last digits only),
 * and the consultant finds it behind sign-in.
 */
export function createConsultationMails({ db, mailer, publicOrigin, organizer }: { db: Database; mailer: Mailer; publicOrigin: string; organizer: InviteParty }): ConsultationMails {
  async function partiesOf(booking: ConsultationBooking) {
    const [victim] = await db.select({ email: serviceRequests.email }).from(serviceRequests).where(eq(serviceRequests.id, booking.requestId));
    const [consultant] = await db
      .select({ email: staffMembers.email, name: staffMembers.name, timeZone: consultantAvailability.timeZone })
      .from(staffMembers)
      .leftJoin(consultantAvailability, eq(consultantAvailability.staffId, staffMembers.id))
      .where(eq(staffMembers.id, booking.consultantId));
    return { victimEmail: victim?.email ?? null, consultant: consultant ?? null };
  }

  const when = (booking: ConsultationBooking, zone: string) =>
    `${timeIn(booking.startsAt, zone)}${zone === 'UTC' ? '' : `, ${timeIn(booking.startsAt, 'UTC')}`}, for ${Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000)} minutes`;

  function victimMail(booking: ConsultationBooking, to: string, subject: string, lines: string[]): OutgoingMail {
    return { to, subject, text: lines.join('\n'), icalEvent: inviteOf(booking, organizer, { email: to }, lines.join('\n')) };
  }

  function victimJoinLines(booking: ConsultationBooking, manageToken: string | null): string[] {
    const join = booking.meetingUrl ? `How to join: the video call at ${booking.meetingUrl}` : `How to join: we will call you on the number you gave (ending ${(booking.phone ?? '').replace(/\D/g, '').slice(-4)}).`;
    const change = manageToken
      ? [`To move or cancel it, up to ${BOOKING_DEFAULTS.changeNoticeMinutes / 60} hours before: ${manageBookingLinkOf(publicOrigin, manageToken)}`]
      : [];
    return [join, ...change];
  }

  function consultantMail(booking: ConsultationBooking, consultant: { email: string; name: string; timeZone: string | null }, subject: string, first: string): OutgoingMail {
    const join = booking.meetingUrl ? `How to join: the video call at ${booking.meetingUrl}` : 'How to join: a phone call; the number is in the back office.';
    const text = [first, join, `Your consultations: ${publicOrigin}${CONSULTATIONS_PATH}`].join('\n');
    return { to: consultant.email, subject, text, icalEvent: inviteOf(booking, organizer, { email: consultant.email, name: consultant.name }, text) };
  }

  const zoneOf = (booking: ConsultationBooking) => booking.clientTimeZone ?? 'UTC';

  return {
    async booked(booking, manageToken) {
      const { victimEmail, consultant } = await partiesOf(booking);
      if (victimEmail) {
        const lines = [`Your free consultation with ${FIRM_NAME} is booked: ${when(booking, zoneOf(booking))}.`, ...victimJoinLines(booking, manageToken)];
        mailer.send(victimMail(booking, victimEmail, 'Your free consultation is booked', lines), 'consultation booked');
      }
      if (consultant) mailer.send(consultantMail(booking, consultant, 'A free consultation is booked', `A free consultation is booked: ${when(booking, consultant.timeZone ?? 'UTC')}.`), 'consultation booked (consultant)');
    },

    async moved(before, after, manageToken) {
      const { victimEmail, consultant } = await partiesOf(after);
      if (victimEmail) {
        const lines = [`Your free consultation with ${FIRM_NAME} has moved: ${when(after, zoneOf(after))}.`, ...victimJoinLines(after, manageToken)];
        mailer.send(victimMail(after, victimEmail, 'Your free consultation has moved', lines), 'consultation moved');
      }
      if (before.consultantId !== after.consultantId) {
        const previous = (await partiesOf(before)).consultant;
        const withdrawn = { ...before, sequence: after.sequence, status: 'cancelled' as const, updatedAt: after.updatedAt };
        if (previous) mailer.send(consultantMail(withdrawn, previous, 'A free consultation has moved to a colleague', 'This free consultation has moved to a colleague.'), 'consultation moved (consultant)');
      }
      if (consultant) mailer.send(consultantMail(after, consultant, 'A free consultation has moved', `A free consultation has moved: ${when(after, consultant.timeZone ?? 'UTC')}.`), 'consultation moved (consultant)');
    },

    async cancelled(booking) {
      const { victimEmail, consultant } = await partiesOf(booking);
      const byFirm = booking.cancelledBy === 'firm';
      if (victimEmail) {
        const lines = [
          `Your free consultation with ${FIRM_NAME} on ${timeIn(booking.startsAt, zoneOf(booking))} is cancelled${byFirm ? ' by our team. We are sorry: please book another time, from your client area' : ''}.`,
        ];
        mailer.send(victimMail(booking, victimEmail, 'Your free consultation is cancelled', lines), 'consultation cancelled');
      }
      if (consultant) mailer.send(consultantMail(booking, consultant, 'A free consultation is cancelled', `This free consultation is cancelled: ${when(booking, consultant.timeZone ?? 'UTC')}.`), 'consultation cancelled (consultant)');
    },

    async reminder(booking, hoursBefore) {
      const { victimEmail } = await partiesOf(booking);
      if (!victimEmail) return;
      const lines = [`A reminder: your free consultation with ${FIRM_NAME} is ${hoursBefore === 1 ? 'in one hour' : 'tomorrow'}: ${when(booking, zoneOf(booking))}.`, ...victimJoinLines(booking, null)];
      mailer.send({ to: victimEmail, subject: `Reminder: your free consultation ${hoursBefore === 1 ? 'in one hour' : 'tomorrow'}`, text: lines.join('\n') }, 'consultation reminder');
    },
  };
}
