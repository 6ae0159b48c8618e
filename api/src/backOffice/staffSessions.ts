import { randomBytes } from 'node:crypto';
import { STAFF_IDLE_MINUTES, STAFF_PENDING_MINUTES, STAFF_SESSION_HOURS, type StaffRole } from '@frc/contracts';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { Database } from '../db/client';
import { staffMembers, staffPendingSignIns, staffSessions } from '../db/schema';
import { hashSecretToken, newSecretToken, SECRET_TOKEN_SHAPE } from '../secretTokens';

/** How stale `last_seen_at` may get before a request writes it again. */
const LAST_SEEN_PRECISION_SECONDS = 60;

export interface SignedInStaff {
  sessionId: number;
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  csrfToken: string;
  expiresAt: Date;
}

/** Opens a session for an active member; only the cookie token's hash is stored, with the session's CSRF token. */
export async function startStaffSession(db: Database, staffId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash } = newSecretToken();
  const expiresAt = addSeconds(now, STAFF_SESSION_HOURS * 3600);
  await db.insert(staffSessions).values({ tokenHash, staffId, csrfToken: randomBytes(32).toString('base64url'), expiresAt, lastSeenAt: now, createdAt: now });
  await db.update(staffMembers).set({ lastSignInAt: now }).where(eq(staffMembers.id, staffId));
  await db.delete(staffSessions).where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, addSeconds(now, -STAFF_IDLE_MINUTES * 60))));
  return { token, expiresAt };
}

/**
 * The member behind a live session of an active member. The request counts as the member's activity (it moves the
 * idle timer) unless `activity` is false: a page's own background requests leave the timer where it is.
 */
export async function findSignedInStaff(db: Database, token: string | undefined, now: Date, { activity = true }: { activity?: boolean } = {}): Promise<SignedInStaff | null> {
  if (!token || !SECRET_TOKEN_SHAPE.test(token)) return null;
  const [found] = await db
    .select({
      sessionId: staffSessions.id,
      id: staffMembers.id,
      email: staffMembers.email,
      name: staffMembers.name,
      role: staffMembers.role,
      csrfToken: staffSessions.csrfToken,
      expiresAt: staffSessions.expiresAt,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashSecretToken(token)),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, addSeconds(now, -STAFF_IDLE_MINUTES * 60)),
        eq(staffMembers.active, true),
      ),
    );
  if (!found) return null;
  if (activity && found.lastSeenAt < addSeconds(now, -LAST_SEEN_PRECISION_SECONDS)) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, found.sessionId));
  }
  const { lastSeenAt: _seen, ...staff } = found;
  return staff;
}

export async function endStaffSession(db: Database, sessionId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** Ends every session and half-done sign-in of a member at once (deactivation, passkey reset). */
export async function endSessionsOf(db: Database, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
  await db.delete(staffPendingSignIns).where(eq(staffPendingSignIns.staffId, staffId));
}

/** The sign-in between its code and its passkey: a token for the pending cookie, and the challenge to answer. */
export async function startPendingSignIn(
  db: Database,
  values: { staffId: number; step: 'register' | 'passkey'; challenge: string; enrolmentId: number | null },
  now: Date,
): Promise<string> {
  const { token, tokenHash } = newSecretToken();
  await db.delete(staffPendingSignIns).where(or(eq(staffPendingSignIns.staffId, values.staffId), lt(staffPendingSignIns.expiresAt, now)));
  await db.insert(staffPendingSignIns).values({ ...values, tokenHash, expiresAt: addSeconds(now, STAFF_PENDING_MINUTES * 60) });
  return token;
}

/** Takes (and uses up) a live pending sign-in of an active member. */
export async function takePendingSignIn(db: Database, token: string | undefined, step: 'register' | 'passkey', now: Date) {
  if (!token || !SECRET_TOKEN_SHAPE.test(token)) return null;
  const [pending] = await db
    .delete(staffPendingSignIns)
    .where(and(eq(staffPendingSignIns.tokenHash, hashSecretToken(token)), eq(staffPendingSignIns.step, step), gt(staffPendingSignIns.expiresAt, now)))
    .returning();
  if (!pending) return null;
  const [member] = await db.select().from(staffMembers).where(and(eq(staffMembers.id, pending.staffId), eq(staffMembers.active, true)));
  return member ? { pending, member } : null;
}
