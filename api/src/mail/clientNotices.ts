import { CLIENT_NOTICE_WINDOW_MINUTES, gatheredNoticeText } from '@frc/contracts';
import { and, count, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { caseNotices, cases } from '../db/schema';
import type { Mailer, OutgoingMail } from './mailer';
import { caseRoomNoticeMail } from './messages';

const WINDOW_MS = CLIENT_NOTICE_WINDOW_MINUTES * 60 * 1000;

export interface ClientNotices {
  /**
   * Something happened in the client's case (a status, a message, a document, the report). The first event since the
   * last window mails `mail` at once and opens a window; an event inside the window is counted for the flush.
   */
  notify(caseId: number, mail: OutgoingMail): Promise<void>;
  /** Mails every window that has ended with events gathered in it, one mail per case, and opens the next window. */
  flush(): Promise<number>;
}

/** Cases with notices gathered in a window and not mailed yet: the queue the flush empties. */
export async function pendingNoticeCount(db: Database): Promise<number> {
  const [row] = await db.select({ pending: count() }).from(caseNotices).where(gt(caseNotices.pending, 0));
  return row?.pending ?? 0;
}

/**
 * The client's notice mails, calm: at most one per case in any `CLIENT_NOTICE_WINDOW_MINUTES`. The state sits in the
 * database (`case_notices`), so any API instance may take an event or flush a window; the flush locks the rows it
 * mails, so two instances flushing at once mail each window once.
 */
export function createClientNotices({ db, now, mailer, publicOrigin }: { db: Database; now: Clock; mailer: Mailer; publicOrigin: string }): ClientNotices {
  return {
    async notify(caseId, mail) {
      const time = now();
      const mailNow = await db.transaction(async (tx) => {
        // A case without a row starts with a window that has already ended.
        await tx.insert(caseNotices).values({ caseId, windowEndsAt: time, pending: 0 }).onConflictDoNothing();
        const [row] = await tx.select().from(caseNotices).where(eq(caseNotices.caseId, caseId)).for('update');
        if (!row) return false;
        if (row.windowEndsAt.getTime() <= time.getTime() && row.pending === 0) {
          await tx
            .update(caseNotices)
            .set({ windowEndsAt: new Date(time.getTime() + WINDOW_MS) })
            .where(eq(caseNotices.caseId, caseId));
          return true;
        }
        // Inside a window, or after one whose gathered events the flush has not mailed yet: one more for that mail.
        await tx
          .update(caseNotices)
          .set({ pending: row.pending + 1 })
          .where(eq(caseNotices.caseId, caseId));
        return false;
      });
      if (mailNow) mailer.send(mail, 'case notice');
    },

    async flush() {
      const time = now();
      const due = await db.transaction(async (tx) => {
        const found = await tx
          .select({ caseId: caseNotices.caseId, pending: caseNotices.pending, email: cases.clientEmail })
          .from(caseNotices)
          .innerJoin(cases, eq(cases.id, caseNotices.caseId))
          .where(and(lte(caseNotices.windowEndsAt, time), gt(caseNotices.pending, 0)))
          .for('update', { of: caseNotices, skipLocked: true });
        if (found.length > 0) {
          await tx
            .update(caseNotices)
            .set({ pending: 0, windowEndsAt: new Date(time.getTime() + WINDOW_MS) })
            .where(
              inArray(
                caseNotices.caseId,
                found.map((row) => row.caseId),
              ),
            );
        }
        // A window that ended with nothing gathered holds nothing back: the next event mails at once either way.
        await tx.delete(caseNotices).where(and(lte(caseNotices.windowEndsAt, time), eq(caseNotices.pending, 0)));
        return found;
      });
      for (const { email, pending } of due) mailer.send(caseRoomNoticeMail(email, gatheredNoticeText(pending), `${publicOrigin}/login`), 'gathered case notice');
      return due.length;
    },
  };
}
