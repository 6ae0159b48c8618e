import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consultationBookings } from '../db/schema';
import type { ConsultationMails } from '../mail/consultationMails';

const HOUR = 3_600_000;

/** The two reminders: the day before, and the hour before. */
const REMINDERS = [
  { hours: 24, mark: consultationBookings.remindedDayBeforeAt, field: 'remindedDayBeforeAt' },
  { hours: 1, mark: consultationBookings.remindedHourBeforeAt, field: 'remindedHourBeforeAt' },
] as const;

/**
 * Mails the victims' reminders come due: 24 hours and 1 hour before a booked consultation. Each is claimed by one
 * UPDATE … WHERE its mark is null RETURNING, so whichever replica or run claims it first mails it, and only once.
 * A cancelled booking is never claimed; a moved one had its marks cleared and is reminded of its new time. The day
 * before is left out for a booking made (or moved) less than a day ahead, and once the hour-before is due.
 */
export async function sendConsultationReminders(db: Database, mails: ConsultationMails, now: Date): Promise<number> {
  let sent = 0;
  for (const { hours, mark, field } of REMINDERS) {
    const notYetNext = hours === 24 ? and(gt(consultationBookings.startsAt, new Date(now.getTime() + HOUR)), lt(consultationBookings.updatedAt, sql`${consultationBookings.startsAt} - interval '24 hours'`)) : undefined;
    const claimed = await db
      .update(consultationBookings)
      .set({ [field]: now })
      .where(and(eq(consultationBookings.status, 'booked'), isNull(mark), gt(consultationBookings.startsAt, now), lte(consultationBookings.startsAt, new Date(now.getTime() + hours * HOUR)), notYetNext))
      .returning();
    for (const booking of claimed) await mails.reminder(booking, hours);
    sent += claimed.length;
  }
  return sent;
}
