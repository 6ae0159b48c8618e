/**
 * The Idempotency-Keys of the consultation requests this browser sent, newest last (localStorage `sentRequests`). A
 * sign-in here with the code mailed to the request's address confirms those requests: the sender's browser and the
 * address's owner are then one person, which neither proves alone. Not in the shared session store: each remote
 * bundles this, so a remote deployed alone never meets an older copy without it; the storage key is the interface.
 */
export const SENT_REQUESTS_KEY = 'sentRequests';
const SENT_REQUESTS_KEPT = 20;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function sentRequestKeys(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SENT_REQUESTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string').slice(-SENT_REQUESTS_KEPT) : [];
  } catch {
    return [];
  }
}

export function rememberSentRequest(idempotencyKey: string): void {
  const kept = [...sentRequestKeys().filter((key) => key !== idempotencyKey), idempotencyKey].slice(-SENT_REQUESTS_KEPT);
  try {
    storage()?.setItem(SENT_REQUESTS_KEY, JSON.stringify(kept));
  } catch {
    // storage full or disabled: the mailed link still confirms the request
  }
}
