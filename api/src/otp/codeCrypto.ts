import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@frc/contracts';

export interface CodeCrypto {
  /** A fresh sign-in code from the operating system's CSPRNG, e.g. `042917`. */
  newCode(): string;
  /** What is stored instead of the code: an HMAC, so a copy of the database does not reveal live codes. */
  hashCode(email: string, code: string): string;
  /** Whether `code` is the one behind `storedHash`, compared in constant time. */
  codeMatches(email: string, code: string, storedHash: string): boolean;
  /** What is stored instead of an IP address for the per-IP caps. */
  hashIp(ip: string): string;
  /** What the erasure log keeps instead of the erased address. */
  hashErasedAddress(email: string): string;
  /** The booking token of a request's thank-you page: the same for a retried submission, unguessable without the key. */
  bookingToken(requestId: number): string;
}

/** `secret` keys the hashes; without one, a random key lives as long as the process. */
export function createCodeCrypto(secret: string | null): CodeCrypto {
  const key = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  const hmac = (purpose: string, value: string) => createHmac('sha256', key).update(`${purpose}\n${value}`).digest();

  return {
    newCode: () => randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0'),
    hashCode: (email, code) => hmac('sign-in code', `${email}\n${code}`).toString('hex'),
    codeMatches: (email, code, storedHash) => {
      const expected = Buffer.from(storedHash, 'hex');
      const actual = hmac('sign-in code', `${email}\n${code}`);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
    hashIp: (ip) => hmac('ip', ip).toString('hex'),
    hashErasedAddress: (email) => hmac('erased address', email).toString('hex'),
    bookingToken: (requestId) => hmac('booking token', String(requestId)).toString('base64url'),
  };
}
