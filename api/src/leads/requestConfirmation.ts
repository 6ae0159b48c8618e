import { CONFIRM_REQUEST_PATH, CONFIRMATION_LINK_DAYS } from '@frc/contracts';
import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { Database } from '../db/client';
import { serviceRequests } from '../db/schema';
import { hashSecretToken } from '../secretTokens';

/** At most this many confirmation mails an hour go to one address, however many requests name it. */
export const CONFIRMATION_MAILS_PER_HOUR = 3;

export function confirmationLink(publicOrigin: string, token: string): string {
  return `${publicOrigin}${CONFIRM_REQUEST_PATH}?token=${token}`;
}

/** Most addresses remembered at once; the oldest are forgotten first. */
const MAX_TRACKED_ADDRESSES = 50_000;

/**
 * Counts confirmation mails per address over the last hour, in this process's memory (like the
 * per-minute request limits), so the busiest route gains no database statement. A stranger cannot
 * flood an inbox through the forms: past the cap a request is stored and the team hears of it, but
 * no mail goes out, and the request keeps waiting.
 */
export function createConfirmationMailBudget(now: () => Date, perHour = CONFIRMATION_MAILS_PER_HOUR) {
  const sentAt = new Map<string, number[]>();
  return {
    /** Takes one mail from `email`'s budget; false when it is spent. */
    take(email: string): boolean {
      const time = now().getTime();
      const recent = (sentAt.get(email) ?? []).filter((at) => at > time - 3_600_000);
      if (recent.length >= perHour) return false;
      sentAt.delete(email);
      sentAt.set(email, [...recent, time]);
      if (sentAt.size > MAX_TRACKED_ADDRESSES) {
        const oldest = sentAt.keys().next().value;
        if (oldest !== undefined) sentAt.delete(oldest);
      }
      return true;
    },
  };
}

/**
 * Confirms the request behind a link token. True when it is confirmed now or was already; false
 * when no request has that token, or its link expired before it was used.
 */
export async function confirmRequest(db: Database, token: string, now: Date): Promise<boolean> {
  const tokenHash = hashSecretToken(token);
  const oldestValid = addSeconds(now, -CONFIRMATION_LINK_DAYS * 24 * 3600);
  const confirmed = await db
    .update(serviceRequests)
    .set({ confirmedAt: now })
    .where(and(eq(serviceRequests.confirmationTokenHash, tokenHash), isNull(serviceRequests.confirmedAt), gt(serviceRequests.createdAt, oldestValid)))
    .returning({ id: serviceRequests.id });
  if (confirmed.length > 0) return true;
  const [already] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.confirmationTokenHash, tokenHash), isNotNull(serviceRequests.confirmedAt)));
  return already !== undefined;
}

/**
 * A sign-in with the code mailed to `email`, from the browser that sent requests in its name (their Idempotency-Keys,
 * `sentRequests`), confirms those of them that still wait (within the link's life): the sender and the address's owner
 * are then one person, as the mailed link proves. A request a stranger sent in the address's name is not among them,
 * and keeps waiting for its link.
 */
export async function confirmRequestsOnSignIn(db: Database, email: string, sentRequests: readonly string[], now: Date): Promise<void> {
  if (sentRequests.length === 0) return;
  const oldestValid = addSeconds(now, -CONFIRMATION_LINK_DAYS * 24 * 3600);
  await db
    .update(serviceRequests)
    .set({ confirmedAt: now })
    .where(
      and(
        eq(serviceRequests.email, email),
        inArray(serviceRequests.idempotencyKey, [...sentRequests]),
        isNull(serviceRequests.confirmedAt),
        gt(serviceRequests.createdAt, oldestValid),
      ),
    );
}
