import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { Database } from '../db/client';
import { clients, sessions } from '../db/schema';
import { hashSecretToken, newSecretToken, SECRET_TOKEN_SHAPE } from '../secretTokens';

/** A session ends 12 hours after sign-in, or after 30 minutes without a request (OWASP ASVS level 2). */
export const SESSION_LIFETIME_HOURS = 12;
export const SESSION_IDLE_MINUTES = 30;
/** How stale `last_seen_at` may get before a request writes it again: one write a minute at most. */
const LAST_SEEN_PRECISION_SECONDS = 60;


export interface SignedInClient {
  sessionId: number;
  clientId: number;
  email: string;
}

/** Finds or creates the client for `email` and opens a session; only the token's hash is stored. */
export async function startSession(db: Database, email: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const [client] = await db
    .insert(clients)
    .values({ email })
    .onConflictDoUpdate({ target: clients.email, set: { email } })
    .returning({ id: clients.id });
  if (!client) throw new Error('the client row was neither found nor created');
  const { token, tokenHash } = newSecretToken();
  const expiresAt = addSeconds(now, SESSION_LIFETIME_HOURS * 3600);
  await db.insert(sessions).values({ tokenHash, clientId: client.id, expiresAt, lastSeenAt: now });
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, addSeconds(now, -SESSION_IDLE_MINUTES * 60))));
  return { token, expiresAt };
}

/** The client behind a token that is neither expired, idle too long nor revoked; the request counts as activity. */
export async function findSignedInClient(db: Database, token: string, now: Date): Promise<SignedInClient | null> {
  // The client sends it as `Authorization: Bearer …`.
  if (!SECRET_TOKEN_SHAPE.test(token)) return null;
  const [found] = await db
    .select({ sessionId: sessions.id, clientId: clients.id, email: clients.email, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(clients, eq(clients.id, sessions.clientId))
    .where(
      and(
        eq(sessions.tokenHash, hashSecretToken(token)),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, addSeconds(now, -SESSION_IDLE_MINUTES * 60)),
        isNull(sessions.revokedAt),
      ),
    );
  if (!found) return null;
  if (found.lastSeenAt < addSeconds(now, -LAST_SEEN_PRECISION_SECONDS)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, found.sessionId));
  }
  return { sessionId: found.sessionId, clientId: found.clientId, email: found.email };
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}
