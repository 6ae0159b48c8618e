import { CLIENT_NOTICE_WINDOW_MINUTES, gatheredNoticeText } from '@frc/contracts';
import { and, count, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { tableAs } from '../db/rows';
import { caseDocuments, caseMessages, caseNotices, cases, caseStatusChanges, clients, sessions } from '../db/schema';
import type { Mailer, OutgoingMail } from './mailer';
import { caseRoomNoticeMail } from './messages';

/** A gathered notice leaves at a flush after its window's end: every instance flushes every 30 seconds (server.ts). */
const GATHERED_NOTICE_LEEWAY_MS = 60 * 1000;

// The tables as the two counts below name them. Raw, both: scalar counts summed into one row's columns (with a NOT EXISTS
// over a join), which the builder's select list cannot write. Each count is a query of its own inside the expression: a
// select of one table writes the columns at an expression's top level without their table (`"case_id"`), not the alias's.
const [m, d, s, c, x, k] = [alias(caseMessages, 'm'), alias(caseDocuments, 'd'), alias(caseStatusChanges, 's'), alias(cases, 'c'), alias(sessions, 'x'), alias(clients, 'k')];

/**
 * How many of the updates of case `caseId` since its window opened at `since` a gathered notice may still announce:
 * the team's messages the client has not read; the team's documents shared with them, unread, standing and not brought
 * by a message (as the portal counts them); the status changes made since the client was last seen signed in. A
 * report marked on a document the client had already read is not among them.
 */
function stillUnread(caseId: number, since: Date) {
  const messages = sql`select count(*) from ${tableAs(caseMessages, m)}
    where ${m.caseId} = ${caseId} and ${m.author} = 'team' and ${m.readAt} is null and ${m.at} >= ${since}`;
  const documents = sql`select count(*) from ${tableAs(caseDocuments, d)}
    where ${d.caseId} = ${caseId} and ${d.uploadedBy} = 'team' and ${d.visibility} = 'client' and ${d.withdrawnAt} is null
      and ${d.clientReadAt} is null and ${d.messageId} is null and ${d.at} >= ${since}`;
  const statusChanges = sql`select count(*) from ${tableAs(caseStatusChanges, s)} join ${tableAs(cases, c)} on ${c.id} = ${s.caseId}
    where ${s.caseId} = ${caseId} and ${s.at} >= ${since} and not exists (
      select 1 from ${tableAs(sessions, x)} join ${tableAs(clients, k)} on ${k.id} = ${x.clientId} where lower(${k.email}) = lower(${c.clientEmail}) and ${x.lastSeenAt} > ${s.at})`;
  return sql<number>`(${messages}) + (${documents}) + (${statusChanges})`;
}

/** The documents of case `caseId` the team shared after its window opened at `since`, and has withdrawn since. */
function withdrawnSince(caseId: number, since: Date) {
  const withdrawn = sql`select count(*) from ${tableAs(caseDocuments, d)}
    where ${d.caseId} = ${caseId} and ${d.uploadedBy} = 'team' and ${d.visibility} = 'client' and ${d.withdrawnAt} is not null and ${d.at} > ${since}`;
  return sql<number>`(${withdrawn})`;
}

export interface ClientNotices {
  /**
   * Something happened in the client's case (a status, a message, a document, the report). The first event since the
   * last window mails `mail` at once and opens a window (answers null); an event inside the window is counted for the
   * flush, and the answer is when the gathered notice leaves at the latest (unless the client reads it first).
   */
  notify(caseId: number, mail: OutgoingMail): Promise<Date | null>;
  /**
   * Mails every window that has ended with events gathered in it, one mail per case, and opens the next window. A
   * gathered mail counts only what the client has still not read and the team has not withdrawn; with nothing left it
   * is not sent. With `endingNow`, that case's window ends now too, as if its time had run out (the end-to-end stack's
   * on-demand job alone).
   */
  flush(endingNow?: number): Promise<number>;
}

/** Cases with notices gathered in a window and not mailed yet: the queue the flush empties. */
export async function pendingNoticeCount(db: Database): Promise<number> {
  const [row] = await db.select({ pending: count() }).from(caseNotices).where(gt(caseNotices.pending, 0));
  return row?.pending ?? 0;
}

/**
 * The client's notice mails, calm: at most one per case in any `windowMinutes` (the API's setting, 10 by default). The
 * state sits in the
 * database (`case_notices`), so any API instance may take an event or flush a window; the flush locks the rows it
 * mails, so two instances flushing at once mail each window once.
 */
export function createClientNotices({
  db,
  now,
  mailer,
  publicOrigin,
  windowMinutes = CLIENT_NOTICE_WINDOW_MINUTES,
}: {
  db: Database;
  now: Clock;
  mailer: Mailer;
  publicOrigin: string;
  windowMinutes?: number;
}): ClientNotices {
  const WINDOW_MS = windowMinutes * 60 * 1000;
  return {
    async notify(caseId, mail) {
      const time = now();
      const gatheredBy = await db.transaction(async (tx) => {
        // A case without a row starts with a window that has already ended.
        await tx.insert(caseNotices).values({ caseId, windowEndsAt: time, pending: 0 }).onConflictDoNothing();
        const [row] = await tx.select().from(caseNotices).where(eq(caseNotices.caseId, caseId)).for('update');
        if (!row) return null;
        if (row.windowEndsAt.getTime() <= time.getTime() && row.pending === 0) {
          await tx
            .update(caseNotices)
            .set({ windowEndsAt: new Date(time.getTime() + WINDOW_MS) })
            .where(eq(caseNotices.caseId, caseId));
          return null;
        }
        // Inside a window, or after one whose gathered events the flush has not mailed yet: one more for that mail.
        await tx
          .update(caseNotices)
          .set({ pending: row.pending + 1 })
          .where(eq(caseNotices.caseId, caseId));
        // Said to the minute (the staff screen shows one), so rounded up to it.
        const latest = Math.max(row.windowEndsAt.getTime(), time.getTime()) + GATHERED_NOTICE_LEEWAY_MS;
        return new Date(Math.ceil(latest / 60_000) * 60_000);
      });
      if (gatheredBy === null) mailer.send(mail, 'case notice');
      return gatheredBy;
    },

    async flush(endingNow) {
      const time = now();
      const due = await db.transaction(async (tx) => {
        const ended = await tx
          .select({ caseId: caseNotices.caseId, pending: caseNotices.pending, windowEndsAt: caseNotices.windowEndsAt, email: cases.clientEmail })
          .from(caseNotices)
          .innerJoin(cases, eq(cases.id, caseNotices.caseId))
          .where(and(endingNow === undefined ? lte(caseNotices.windowEndsAt, time) : or(lte(caseNotices.windowEndsAt, time), eq(caseNotices.caseId, endingNow)), gt(caseNotices.pending, 0)))
          .for('update', { of: caseNotices, skipLocked: true });
        const found: { caseId: number; email: string; count: number }[] = [];
        for (const row of ended) {
          const since = new Date(row.windowEndsAt.getTime() - WINDOW_MS);
          const [counted] = await tx.select({ unread: stillUnread(row.caseId, since), withdrawn: withdrawnSince(row.caseId, since) }).from(sql`(select 1) as one`);
          const count = Math.min(row.pending - Number(counted?.withdrawn ?? 0), Number(counted?.unread ?? 0));
          if (count > 0) found.push({ caseId: row.caseId, email: row.email, count });
        }
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
        // A window that ended with nothing to announce (nothing gathered, or all of it read or withdrawn) holds nothing
        // back: the next event mails at once either way.
        const quiet = ended.filter((row) => !found.some((each) => each.caseId === row.caseId)).map((row) => row.caseId);
        if (quiet.length > 0) await tx.delete(caseNotices).where(inArray(caseNotices.caseId, quiet));
        await tx.delete(caseNotices).where(and(lte(caseNotices.windowEndsAt, time), eq(caseNotices.pending, 0)));
        return found;
      });
      for (const { email, count } of due) mailer.send(caseRoomNoticeMail(email, gatheredNoticeText(count), `${publicOrigin}/login`), 'gathered case notice');
      return due.length;
    },

  };
}
