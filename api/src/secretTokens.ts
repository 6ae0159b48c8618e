import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the shape of every secret this API hands out (bearer tokens, confirmation links). */
export const SECRET_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** What is stored instead of a secret token: its SHA-256, so a copy of the database reveals no live token. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new secret token and the hash that is stored instead of it. */
export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSecretToken(token) };
}
