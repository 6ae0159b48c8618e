/** Largest request body the API accepts; bigger bodies are refused with 413. */
export const MAX_REQUEST_BODY_BYTES = 16 * 1024;

/** A retried submission that repeats this header gets the first answer back instead of a duplicate. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A form field people never see (hidden with CSS, no tab stop). Bots fill it in; the API then
 * answers as if it had stored the submission, and stores nothing.
 */
export const HONEYPOT_FIELD = 'website_url';
