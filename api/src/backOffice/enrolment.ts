import { ENROLMENT_LINK_HOURS, ENROLMENT_QUERY_PARAMETER, STAFF_LOGIN_PATH } from '@frc/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { Database } from '../db/client';
import { staffEnrolments } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { staffEnrolmentMail } from '../mail/messages';
import { hashSecretToken, newSecretToken, SECRET_TOKEN_SHAPE } from '../secretTokens';

/** Mails `member` a fresh single-use enrolment link; the links mailed before stop working. */
export async function mailEnrolmentLink(
  { db, mailer, publicOrigin }: { db: Database; mailer: Mailer; publicOrigin: string },
  member: { id: number; email: string; name: string },
  now: Date,
): Promise<void> {
  const { token, tokenHash } = newSecretToken();
  await db.delete(staffEnrolments).where(eq(staffEnrolments.staffId, member.id));
  await db.insert(staffEnrolments).values({ staffId: member.id, tokenHash, createdAt: now, expiresAt: addSeconds(now, ENROLMENT_LINK_HOURS * 3600) });
  const link = `${publicOrigin}${STAFF_LOGIN_PATH}?${ENROLMENT_QUERY_PARAMETER}=${token}`;
  mailer.send(staffEnrolmentMail(member.email, member.name, link, ENROLMENT_LINK_HOURS), 'staff enrolment link');
}

/** The live, unused enrolment of `staffId` behind `token`, if any. */
export async function findEnrolment(db: Database, staffId: number, token: string | undefined, now: Date) {
  if (!token || !SECRET_TOKEN_SHAPE.test(token)) return null;
  const [enrolment] = await db
    .select({ id: staffEnrolments.id })
    .from(staffEnrolments)
    .where(and(eq(staffEnrolments.tokenHash, hashSecretToken(token)), eq(staffEnrolments.staffId, staffId), isNull(staffEnrolments.usedAt), gt(staffEnrolments.expiresAt, now)));
  return enrolment ?? null;
}

/** Uses up the enrolment `id` if it is still unused and unexpired; false when it is not. */
export async function useEnrolment(db: Database, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(staffEnrolments)
    .set({ usedAt: now })
    .where(and(eq(staffEnrolments.id, id), sql`${staffEnrolments.usedAt} is null`, sql`${staffEnrolments.expiresAt} > ${now}`))
    .returning({ id: staffEnrolments.id });
  return used.length > 0;
}
