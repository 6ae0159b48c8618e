/**
 * A fresh value for the Idempotency-Key header: time plus 128 random bits, within the key rules
 * (8–200 of letters, digits and `-`). Works in secure and plain-http pages alike.
 */
export function newIdempotencyKey(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${Date.now().toString(36)}-${random}`;
}
