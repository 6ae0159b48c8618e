import { createHash } from 'node:crypto';

/** The same JSON text for the same values, whatever order their keys came in. */
function stableJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What a submission carried, as a SHA-256 digest: stored with its idempotency key, so a retry is
 * recognised as the same submission and another submission under the same key is not.
 */
export function fingerprintOf(values: unknown): string {
  return createHash('sha256').update(stableJson(values)).digest('hex');
}

/** The same Idempotency-Key came with other content: refused, so nobody gets another sender's answer. */
export class IdempotencyKeyConflict extends Error {
  readonly statusCode = 422;
  readonly code = 'IDEMPOTENCY_KEY_REUSED';

  constructor() {
    super('This Idempotency-Key was already used for a different submission. Please send it again with a new key.');
    this.name = 'IdempotencyKeyConflict';
  }
}
