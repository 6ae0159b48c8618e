import { NEWSLETTER_CONFIRM_DAYS } from '@frc/contracts';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { Database } from '../db/client';
import { affiliateApplications, newsletterSubscriptions } from '../db/schema';
import { insertOnce } from './insertOnce';

/** Stores an affiliate application once per idempotency key (insertOnce). */
export function storeAffiliateApplication(db: Database, application: typeof affiliateApplications.$inferInsert, idempotencyKey: string | undefined) {
  return insertOnce(db, affiliateApplications, application, idempotencyKey);
}

/**
 * Records a sign-up waiting for confirmation with a fresh token: a new address, or one not confirmed yet (its
 * earlier token no longer counts). False for an address already confirmed, which is left as it is.
 */
export async function awaitNewsletterConfirmation(db: Database, { email, noticeVersion }: { email: string; noticeVersion: string | null }, tokenHash: string, at: Date): Promise<boolean> {
  const [waiting] = await db
    .insert(newsletterSubscriptions)
    .values({ email, noticeVersion, createdAt: at, confirmationTokenHash: tokenHash })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { noticeVersion, createdAt: at, confirmationTokenHash: tokenHash },
      setWhere: isNull(newsletterSubscriptions.confirmedAt),
    })
    .returning({ id: newsletterSubscriptions.id });
  return waiting !== undefined;
}

/** Confirms the sign-up of a token still in its NEWSLETTER_CONFIRM_DAYS and keeps its unsubscribe token; its address, or null. */
export async function confirmNewsletter(db: Database, tokenHash: string, unsubscribeTokenHash: string, at: Date): Promise<string | null> {
  const [confirmed] = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: at, unsubscribeTokenHash })
    .where(
      and(
        eq(newsletterSubscriptions.confirmationTokenHash, tokenHash),
        isNull(newsletterSubscriptions.confirmedAt),
        gt(newsletterSubscriptions.createdAt, addSeconds(at, -NEWSLETTER_CONFIRM_DAYS * 24 * 3600)),
      ),
    )
    .returning({ email: newsletterSubscriptions.email });
  return confirmed?.email ?? null;
}

/** Whether the sign-up of this confirmation token is confirmed already. */
export async function newsletterConfirmedBy(db: Database, tokenHash: string): Promise<boolean> {
  const [already] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.confirmationTokenHash, tokenHash), isNotNull(newsletterSubscriptions.confirmedAt)));
  return already !== undefined;
}

/** Removes the subscription of this unsubscribe token; false when there is none. */
export async function unsubscribeNewsletter(db: Database, unsubscribeTokenHash: string): Promise<boolean> {
  const removed = await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.unsubscribeTokenHash, unsubscribeTokenHash)).returning({ id: newsletterSubscriptions.id });
  return removed.length > 0;
}
