import { BACKGROUND_REQUEST_HEADER, CSRF_HEADER, STAFF_API_PREFIX, STAFF_SESSION_COOKIE, STAFF_SIGN_IN_REQUIRED, staffRoleLabel, type StaffRole } from '@frc/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../appContext';
import { readCookie } from '../../http/cookies';
import { findSignedInStaff, type SignedInStaff } from '../../backOffice/staffSessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, once the back office's guard has found one. */
    staff: SignedInStaff | null;
  }
  interface FastifyContextConfig {
    /** A back-office route only admins may use (case managers get 403). */
    adminOnly?: boolean;
    /** The roles that may use the route; without it, admins and case managers (an editor gets 403: content only). */
    roles?: readonly StaffRole[];
  }
}

/** The only back-office routes served without a session. */
const SIGN_IN_PREFIX = `${STAFF_API_PREFIX}/sign-in/`;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Who may use a back-office route that says nothing: the case work's roles, never an editor. */
const DEFAULT_ROLES: readonly StaffRole[] = ['admin', 'case_manager'];
/** Every member: their own session (me, sign-out). */
export const EVERY_ROLE: readonly StaffRole[] = ['admin', 'case_manager', 'editor'];
/** The content routes: editors and admins. */
export const CONTENT_ROLES: readonly StaffRole[] = ['editor', 'admin'];

/** "Only an editor or an admin may do this." */
export function onlyMessage(roles: readonly StaffRole[]): string {
  const named = roles.map((role) => staffRoleLabel(role).toLowerCase()).map((label) => `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`);
  return `Only ${named.join(' or ')} may do this.`;
}

/** The signed-in member of a guarded route. */
export function signedInStaff(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new Error('route is outside the back office guard');
  return request.staff;
}

/**
 * Deny by default: every route of the back office's scope needs a live staff session, except the sign-in steps.
 * A state-changing request must also come from an allowed Origin and, once signed in, carry the session's CSRF
 * token. A client's bearer token means nothing here: only the staff cookie is read.
 */
export function guardBackOffice(app: FastifyInstance, { db, now }: AppContext, allowedOrigins: readonly string[]): void {
  app.decorateRequest('staff', null);
  const originAllowed = (request: FastifyRequest) => typeof request.headers.origin === 'string' && allowedOrigins.includes(request.headers.origin);

  async function guard(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const changes = !READS.has(request.method);
    if (request.routeOptions.url?.startsWith(SIGN_IN_PREFIX)) {
      if (changes && !originAllowed(request)) return reply.code(403).send({ status: 'error', message: 'This request did not come from the site.' });
      return;
    }
    // A page's own polls are not the member at work: they keep the session's idle timer where it is.
    const background = request.headers[BACKGROUND_REQUEST_HEADER.toLowerCase()] !== undefined;
    request.staff = await findSignedInStaff(db, readCookie(request, STAFF_SESSION_COOKIE), now(), { activity: !background });
    if (!request.staff) return reply.code(401).send({ status: 'error', message: STAFF_SIGN_IN_REQUIRED });
    if (changes) {
      const token = request.headers[CSRF_HEADER.toLowerCase()];
      if (!originAllowed(request) || typeof token !== 'string' || !sameText(token, request.staff.csrfToken)) {
        return reply.code(403).send({ status: 'error', message: 'This request did not come from the site.' });
      }
    }
    const { adminOnly, roles = DEFAULT_ROLES } = request.routeOptions.config;
    const allowed = adminOnly ? ['admin'] : roles;
    if (!allowed.includes(request.staff.role)) return reply.code(403).send({ status: 'error', message: onlyMessage(allowed as StaffRole[]) });
  }

  app.addHook('onRequest', guard);
  // An unknown path under the prefix says nothing to a stranger either: 401 without a session, 404 with one.
  app.setNotFoundHandler(async (request, reply) => {
    const staff = await findSignedInStaff(db, readCookie(request, STAFF_SESSION_COOKIE), now(), { activity: false });
    if (!staff) return reply.code(401).header('cache-control', 'no-store').send({ status: 'error', message: STAFF_SIGN_IN_REQUIRED });
    return reply.code(404).send({ status: 'error', message: 'Not found' });
  });
}
