import { and, count, eq, gt, lt, max, min, sql, type SQL } from 'drizzle-orm';
import { INVALID_VERIFICATION_CODE } from '@frc/contracts';
import { addSeconds, secondsUntil, type Clock } from '../clock';
import type { Limits } from '../config';
import type { Database } from '../db/client';
import { CLIENT_CODE_TABLES, type SignInCodeTables } from '../db/schema';
import type { CodeCrypto } from './codeCrypto';

export const CODE_LIFETIME_MINUTES = 10;
export const MAX_FAILED_ATTEMPTS = 5;
export const CODE_EXPIRED = 'Verification code expired. Please request a new one.';

const HOUR_SECONDS = 3600;

export type Refusal = { status: 400 | 429; message: string; retryAfterSeconds?: number };
export type CodeRequestOutcome = { sent: true; code: string } | ({ sent: false } & Refusal);
export type CodeCheckOutcome<T> = { verified: true; result: T } | ({ verified: false } & Refusal);

/** `40 seconds`, `1 minute`, `10 minutes`: a wait as people say it. */
function waitOf(seconds: number): string {
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

function tooManyAttempts(retryAfterSeconds: number): Refusal {
  return {
    status: 429,
    message: `Too many incorrect attempts. Please wait ${waitOf(retryAfterSeconds)}, then request a new code.`,
    retryAfterSeconds,
  };
}

/** One transaction at a time per address, so parallel guesses cannot outrun the attempt counter. */
async function lockAddress(tx: Database, email: string): Promise<void> {
  // Raw: an advisory lock is a function call, no query of a table.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${email}))`);
}

/**
 * The rules of e-mailed sign-in codes. Every address is treated alike, whether or not it belongs to
 * a client, so the answers say nothing about who is a client.
 *
 * Each requester (an IPv4 address or an IPv6 /64, given as `requester`) has its own code for an
 * address, with its own throttle, hourly cap and five tries: a stranger who asks for codes or guesses
 * wrong uses up only the stranger's own, so a client who asks for a code gets one. Guessing is still
 * bounded for the address as a whole: past `otpFailedTriesPerHourPerEmail` wrong guesses in an hour,
 * from everyone together, each code gets a single try. See api/README.md for the reasoning.
 */
export function createSignInCodes({
  db,
  now,
  limits,
  crypto,
  tables = CLIENT_CODE_TABLES,
}: {
  db: Database;
  now: Clock;
  limits: Limits;
  crypto: CodeCrypto;
  /** The clients' tables unless given: staff codes have tables of their own. */
  tables?: SignInCodeTables;
}) {
  const { codes: signInCodes, failures: signInCodeFailures, sends: signInCodeSends } = tables;
  async function sendsSince(tx: Database, match: SQL | undefined, since: Date) {
    const [sends] = await tx
      .select({ total: count(), first: min(signInCodeSends.sentAt), last: max(signInCodeSends.sentAt) })
      .from(signInCodeSends)
      .where(and(match, gt(signInCodeSends.sentAt, since)));
    return { total: sends?.total ?? 0, first: sends?.first ?? null, last: sends?.last ?? null };
  }

  const codeOf = (email: string, requesterHash: string) => and(eq(signInCodes.email, email), eq(signInCodes.requesterHash, requesterHash));

  /** Issues a new code for `email` to `requester` unless a throttle, a cap or that requester's lock-out says no. */
  async function requestCode(email: string, requester: string): Promise<CodeRequestOutcome> {
    const requesterHash = crypto.hashIp(requester);
    return db.transaction(async (tx) => {
      await lockAddress(tx, email);
      const time = now();
      const hourAgo = addSeconds(time, -HOUR_SECONDS);
      const [current] = await tx.select().from(signInCodes).where(codeOf(email, requesterHash));
      const currentIsLive = current !== undefined && current.codeHash !== null && current.expiresAt > time;

      if (currentIsLive && current.failedAttempts >= MAX_FAILED_ATTEMPTS) {
        return { sent: false, ...tooManyAttempts(secondsUntil(current.expiresAt, time)) };
      }
      const toThisRequester = await sendsSince(tx, and(eq(signInCodeSends.email, email), eq(signInCodeSends.ipHash, requesterHash)), hourAgo);
      if (toThisRequester.last && limits.otpResendIntervalSeconds > 0) {
        const nextAllowed = addSeconds(toThisRequester.last, limits.otpResendIntervalSeconds);
        if (nextAllowed > time) {
          const retryAfterSeconds = secondsUntil(nextAllowed, time);
          return { sent: false, status: 429, message: `Please wait ${waitOf(retryAfterSeconds)} before requesting another code.`, retryAfterSeconds };
        }
      }
      if (toThisRequester.first && toThisRequester.total >= limits.otpSendsPerHourPerEmail) {
        const retryAfterSeconds = secondsUntil(addSeconds(toThisRequester.first, HOUR_SECONDS), time);
        return { sent: false, status: 429, message: `Too many codes requested for this address. Please try again in ${waitOf(retryAfterSeconds)}.`, retryAfterSeconds };
      }
      const byRequester = await sendsSince(tx, eq(signInCodeSends.ipHash, requesterHash), hourAgo);
      if (byRequester.first && byRequester.total >= limits.otpSendsPerHourPerIp) {
        const retryAfterSeconds = secondsUntil(addSeconds(byRequester.first, HOUR_SECONDS), time);
        return { sent: false, status: 429, message: `Too many codes requested from this network. Please try again in ${waitOf(retryAfterSeconds)}.`, retryAfterSeconds };
      }

      const code = crypto.newCode();
      // A resend while the previous code is live keeps its wrong tries: resending buys no extra guesses.
      const failedAttempts = currentIsLive ? current.failedAttempts : 0;
      const issued = { codeHash: crypto.hashCode(email, code), expiresAt: addSeconds(time, CODE_LIFETIME_MINUTES * 60), failedAttempts };
      await tx
        .insert(signInCodes)
        .values({ email, requesterHash, ...issued })
        .onConflictDoUpdate({ target: [signInCodes.email, signInCodes.requesterHash], set: issued });
      await tx.insert(signInCodeSends).values({ email, ipHash: requesterHash, sentAt: time });
      await tx.delete(signInCodeSends).where(lt(signInCodeSends.sentAt, hourAgo));
      await tx.delete(signInCodeFailures).where(lt(signInCodeFailures.failedAt, hourAgo));
      await tx.delete(signInCodes).where(lt(signInCodes.expiresAt, hourAgo));
      return { sent: true, code };
    });
  }

  /**
   * Checks `code` against the code `requester` was sent for `email`, and uses it up when it is
   * right. `onVerified` runs in the same transaction, so a code is only spent if what it unlocks
   * was stored too.
   */
  async function checkCode<T>(email: string, requester: string, code: string, onVerified: (tx: Database) => Promise<T>): Promise<CodeCheckOutcome<T>> {
    const requesterHash = crypto.hashIp(requester);
    return db.transaction(async (tx) => {
      await lockAddress(tx, email);
      const time = now();
      const [current] = await tx.select().from(signInCodes).where(codeOf(email, requesterHash));
      if (!current || current.codeHash === null) {
        crypto.codeMatches(email, code, crypto.hashCode(email, '')); // same work as a real check
        return { verified: false, status: 400, message: INVALID_VERIFICATION_CODE };
      }
      if (current.expiresAt <= time) return { verified: false, status: 400, message: CODE_EXPIRED };
      const [failures] = await tx
        .select({ total: count() })
        .from(signInCodeFailures)
        .where(and(eq(signInCodeFailures.email, email), gt(signInCodeFailures.failedAt, addSeconds(time, -HOUR_SECONDS))));
      const triesAllowed = (failures?.total ?? 0) >= limits.otpFailedTriesPerHourPerEmail ? 1 : MAX_FAILED_ATTEMPTS;
      if (current.failedAttempts >= triesAllowed) {
        return { verified: false, ...tooManyAttempts(secondsUntil(current.expiresAt, time)) };
      }
      if (!crypto.codeMatches(email, code, current.codeHash)) {
        await tx
          .update(signInCodes)
          .set({ failedAttempts: sql`${signInCodes.failedAttempts} + 1` })
          .where(codeOf(email, requesterHash));
        await tx.insert(signInCodeFailures).values({ email, failedAt: time });
        return { verified: false, status: 400, message: INVALID_VERIFICATION_CODE };
      }
      await tx.update(signInCodes).set({ codeHash: null, failedAttempts: 0 }).where(codeOf(email, requesterHash));
      return { verified: true, result: await onVerified(tx) };
    });
  }

  return { requestCode, checkCode };
}

export type SignInCodes = ReturnType<typeof createSignInCodes>;
