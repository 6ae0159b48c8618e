import type { FastifyReply, FastifyRequest } from 'fastify';

// The back office's two cookies need nothing beyond reading a Cookie header and writing Set-Cookie; doing it here
// keeps the test runner free of @fastify/cookie's ES-module-only dependency.

const COOKIE_NAME = /^[A-Za-z0-9_-]+$/;
const COOKIE_VALUE = /^[A-Za-z0-9_-]*$/;

/** The value of cookie `name` in the request's Cookie header, if it has that name once and a plain value. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const values = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
  return values.length === 1 && COOKIE_VALUE.test(values[0]!) ? values[0] : undefined;
}

export interface CookieFlags {
  path: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
}

/** Adds a Set-Cookie header: always HttpOnly, Secure and SameSite=Strict. */
export function writeCookie(reply: FastifyReply, name: string, value: string, { path, maxAge }: CookieFlags): void {
  if (!COOKIE_NAME.test(name) || !COOKIE_VALUE.test(value)) throw new Error('not a cookie this API writes');
  const cookie = `${name}=${value}; Path=${path}; Max-Age=${Math.max(0, Math.floor(maxAge))}; HttpOnly; Secure; SameSite=Strict`;
  // Fastify adds each Set-Cookie to those already set: one header per cookie.
  reply.header('set-cookie', cookie);
}
