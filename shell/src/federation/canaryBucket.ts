/** Where a visitor's canary bucket is kept, so they keep the same versions across reloads. */
export const CANARY_BUCKET_KEY = 'frc-canary-bucket';

/**
 * This visitor's bucket, 0–99: drawn at random the first time a canary is served, then kept in this browser's
 * storage. It says nothing about the visitor and is never sent anywhere; the remote map's canary share decides
 * which buckets get a canary. Without storage (blocked), a bucket is drawn for this page only.
 */
export function canaryBucket(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeLocalStorage()): number {
  const kept = storage?.getItem(CANARY_BUCKET_KEY);
  if (kept !== null && kept !== undefined && /^[0-9]{1,2}$/.test(kept)) return Number(kept);
  const drawn = (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 100;
  try {
    storage?.setItem(CANARY_BUCKET_KEY, String(drawn));
  } catch {
    // Storage full or refused: this page's draw only.
  }
  return drawn;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
