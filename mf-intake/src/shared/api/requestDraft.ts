import { newIdempotencyKey } from '@frc/contracts/browser';
import type { ServiceRequest } from '../domain/intakeCodes';

/** A request not yet acknowledged by the server: what the person typed, what we send, and the key every retry reuses. */
export interface RequestDraft<V> {
  values: V;
  body: ServiceRequest;
  idempotencyKey: string;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const storageKey = (name: string) => `intake:draft:${name}`;

export function loadDraft<V>(name: string): RequestDraft<V> | null {
  try {
    const raw = storage()?.getItem(storageKey(name));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<RequestDraft<V>> | null;
    if (!parsed || typeof parsed.idempotencyKey !== 'string' || !parsed.body || !parsed.values) return null;
    return parsed as RequestDraft<V>;
  } catch {
    return null;
  }
}

export function saveDraft<V>(name: string, draft: RequestDraft<V>): void {
  try {
    storage()?.setItem(storageKey(name), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft still lives in memory for this page.
  }
}

export function clearDraft(name: string): void {
  try {
    storage()?.removeItem(storageKey(name));
  } catch {
    // nothing stored, nothing to clear
  }
}

/** Same body as the unsent draft: same key, so the server answers a retry with the first record. Changed answers get a new key. */
export function draftFor<V>(previous: RequestDraft<V> | null, values: V, body: ServiceRequest): RequestDraft<V> {
  const unchanged = previous !== null && JSON.stringify(previous.body) === JSON.stringify(body);
  return { values, body, idempotencyKey: unchanged ? previous.idempotencyKey : newIdempotencyKey() };
}
