/** Where a client lands after sign-in when nothing else was asked for. */
export const DEFAULT_RETURN_PATH = '/dashboard/cases';

const DASHBOARD_PATH = /^\/dashboard(?:[/?#]|$)/;
const SAME_SITE_BASE = 'http://portal.invalid';

/**
 * The `next` target of /login, if it is a client-area path of this site; the default otherwise.
 * Anything else (another host, `//host`, a path that climbs out with `..`) is refused, so the
 * sign-in page cannot be used to send people elsewhere.
 */
export function safeReturnPath(next: string | null): string {
  if (!next || !DASHBOARD_PATH.test(next)) return DEFAULT_RETURN_PATH;
  try {
    const url = new URL(next, SAME_SITE_BASE);
    if (url.origin !== SAME_SITE_BASE || !DASHBOARD_PATH.test(url.pathname)) return DEFAULT_RETURN_PATH;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_RETURN_PATH;
  }
}

/** /login, remembering the client-area page to come back to. */
export function loginPathFor(returnTo: string): string {
  return `/login?next=${encodeURIComponent(returnTo)}`;
}
