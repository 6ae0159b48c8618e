import {
  errorResponseSchema,
  STAFF_API_PREFIX,
  STAFF_PENDING_COOKIE,
  STAFF_PENDING_MINUTES,
  STAFF_SESSION_COOKIE,
  staffCodeRequestSchema,
  staffMeSchema,
  staffPasskeyRequestSchema,
  staffVerifyRequestSchema,
  staffVerifyResponseSchema,
  USE_INVITATION_LINK,
  INVALID_VERIFICATION_CODE,
  type StaffMe,
} from '@frc/contracts';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../appContext';
import { AUDIT_ACTIONS, type Audit } from '../../backOffice/audit';
import { findEnrolment, useEnrolment } from '../../backOffice/enrolment';
import { addPasskey, findPasskey, passkeysOf, recordPasskeyUse } from '../../backOffice/passkeys';
import { activeStaffMember } from '../../backOffice/staffMembers';
import { endStaffSession, findSignedInStaff, startPendingSignIn, startStaffSession, takePendingSignIn, type SignedInStaff } from '../../backOffice/staffSessions';
import { clientAddress, requesterNetwork } from '../../http/clientAddress';
import { readCookie, writeCookie } from '../../http/cookies';
import { perMinute } from '../../http/rateLimits';
import { refuse } from '../../http/refusal';
import { staffSignInCodeMail } from '../../mail/messages';
import type { SignInCodes } from '../../otp/signInCodes';
import { CODE_LIFETIME_MINUTES } from '../../otp/signInCodes';
import { EVERY_ROLE, signedInStaff } from './guard';

const RP_NAME = 'ClearTrace Recovery back office';
const COOKIE_PATH = STAFF_API_PREFIX;
const PASSKEY_REFUSED = 'The passkey was not accepted. Start the sign-in again.';

export function staffMeOf(staff: Pick<SignedInStaff, 'id' | 'email' | 'name' | 'role' | 'csrfToken' | 'expiresAt'>): StaffMe {
  return { staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role }, csrfToken: staff.csrfToken, expiresAt: staff.expiresAt.toISOString() };
}

export interface StaffSignInOptions {
  allowedOrigins: readonly string[];
  publicOrigin: string;
  staffCodes: SignInCodes;
  audit: Audit;
}

/**
 * The staff sign-in: an e-mailed code (the clients' rules over tables of its own), then a passkey, registered on
 * the first sign-in from an enrolment link. The passkey's relying party is the host the request came from.
 */
export function staffSignInRoutes(context: AppContext, { allowedOrigins, publicOrigin, staffCodes, audit }: StaffSignInOptions): FastifyPluginAsyncZod {
  const { db, mailer, limits, now } = context;
  const rpIdOf = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return new URL(origin && allowedOrigins.includes(origin) ? origin : publicOrigin).hostname;
  };
  const expectedOrigin = [...allowedOrigins];

  async function signInDone(request: FastifyRequest, reply: FastifyReply, member: { id: number }, action: string) {
    const time = now();
    const { token, expiresAt } = await startStaffSession(db, member.id, time);
    writeCookie(reply, STAFF_SESSION_COOKIE, token, { path: COOKIE_PATH, maxAge: (expiresAt.getTime() - time.getTime()) / 1000 });
    writeCookie(reply, STAFF_PENDING_COOKIE, '', { path: COOKIE_PATH, maxAge: 0 });
    await audit(db, request, { staffId: member.id, action });
    const staff = await findSignedInStaff(db, token, time);
    if (!staff) throw new Error('the new staff session was not found');
    return staffMeOf(staff);
  }

  return async (app) => {
    const signInLimit = perMinute(limits.signInCallsPerMinutePerIp);

    app.post(
      '/sign-in/code',
      { schema: { body: staffCodeRequestSchema, response: { 202: z.object({ status: z.literal('success'), message: z.string() }), '4xx': errorResponseSchema } }, config: signInLimit },
      async (request, reply) => {
        const { email } = request.body;
        // Every address goes through the same rules, so the answer says nothing about who is on the team.
        const outcome = await staffCodes.requestCode(email, requesterNetwork(clientAddress(request)));
        if (!outcome.sent) return refuse(reply, outcome);
        if (await activeStaffMember(db, email)) mailer.send(staffSignInCodeMail(email, outcome.code, CODE_LIFETIME_MINUTES), 'staff sign-in code');
        return reply.code(202).send({ status: 'success' as const, message: 'If this address belongs to a team member, a code is on its way.' });
      },
    );

    app.post(
      '/sign-in/verify',
      { schema: { body: staffVerifyRequestSchema, response: { 200: staffVerifyResponseSchema, '4xx': errorResponseSchema } }, config: signInLimit },
      async (request, reply) => {
        const { email, code, enrolment } = request.body;
        const time = now();
        const outcome = await staffCodes.checkCode(email, requesterNetwork(clientAddress(request)), code, (tx) => activeStaffMember(tx, email));
        if (!outcome.verified) return refuse(reply, outcome);
        const member = outcome.result;
        if (!member) return reply.code(400).send({ message: INVALID_VERIFICATION_CODE });
        const passkeys = await passkeysOf(db, member.id);
        const rpID = rpIdOf(request);
        let step: 'register' | 'passkey';
        let options: { challenge: string };
        let enrolmentId: number | null = null;
        if (passkeys.length > 0) {
          step = 'passkey';
          options = await generateAuthenticationOptions({
            rpID,
            userVerification: 'preferred',
            allowCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId, transports: (passkey.transports ?? undefined) as AuthenticatorTransport[] | undefined })),
          });
        } else {
          const found = await findEnrolment(db, member.id, enrolment, time);
          if (!found) return reply.code(403).send({ message: USE_INVITATION_LINK });
          step = 'register';
          enrolmentId = found.id;
          options = await generateRegistrationOptions({
            rpName: RP_NAME,
            rpID,
            userName: member.email,
            userDisplayName: member.name,
            userID: Buffer.from(member.webauthnUserId, 'base64url'),
            attestationType: 'none',
            authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
          });
        }
        const pending = await startPendingSignIn(db, { staffId: member.id, step, challenge: options.challenge, enrolmentId }, time);
        writeCookie(reply, STAFF_PENDING_COOKIE, pending, { path: COOKIE_PATH, maxAge: STAFF_PENDING_MINUTES * 60 });
        return { step, options };
      },
    );

    app.post(
      '/sign-in/register',
      { schema: { body: staffPasskeyRequestSchema, response: { 200: staffMeSchema, '4xx': errorResponseSchema } }, config: signInLimit },
      async (request, reply) => {
        const time = now();
        const taken = await takePendingSignIn(db, readCookie(request, STAFF_PENDING_COOKIE), 'register', time);
        if (!taken || taken.pending.enrolmentId === null) return reply.code(401).send({ message: PASSKEY_REFUSED });
        const verification = await verifyRegistrationResponse({
          response: request.body.response as unknown as RegistrationResponseJSON,
          expectedChallenge: taken.pending.challenge,
          expectedOrigin,
          expectedRPID: rpIdOf(request),
          requireUserVerification: false,
        }).catch(() => null);
        if (!verification?.verified) return reply.code(401).send({ message: PASSKEY_REFUSED });
        const { credential } = verification.registrationInfo;
        if (!(await useEnrolment(db, taken.pending.enrolmentId, time))) return reply.code(403).send({ message: USE_INVITATION_LINK });
        await addPasskey(db, taken.member.id, credential, time);
        await audit(db, request, { staffId: taken.member.id, action: AUDIT_ACTIONS.passkeyRegistered });
        return signInDone(request, reply, taken.member, AUDIT_ACTIONS.signIn);
      },
    );

    app.post(
      '/sign-in/passkey',
      { schema: { body: staffPasskeyRequestSchema, response: { 200: staffMeSchema, '4xx': errorResponseSchema } }, config: signInLimit },
      async (request, reply) => {
        const time = now();
        const taken = await takePendingSignIn(db, readCookie(request, STAFF_PENDING_COOKIE), 'passkey', time);
        if (!taken) return reply.code(401).send({ message: PASSKEY_REFUSED });
        const response = request.body.response as unknown as AuthenticationResponseJSON;
        const passkey = await findPasskey(db, taken.member.id, response.id);
        if (!passkey) return reply.code(401).send({ message: PASSKEY_REFUSED });
        const verification = await verifyAuthenticationResponse({
          response,
          expectedChallenge: taken.pending.challenge,
          expectedOrigin,
          expectedRPID: rpIdOf(request),
          credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter },
          requireUserVerification: false,
        }).catch(() => null);
        if (!verification?.verified) return reply.code(401).send({ message: PASSKEY_REFUSED });
        await recordPasskeyUse(db, passkey.id, verification.authenticationInfo.newCounter, time);
        return signInDone(request, reply, taken.member, AUDIT_ACTIONS.signIn);
      },
    );

    app.get('/me', { config: { roles: EVERY_ROLE }, schema: { response: { 200: staffMeSchema } } }, async (request) => staffMeOf(signedInStaff(request)));

    app.post('/logout', { config: { roles: EVERY_ROLE } }, async (request, reply) => {
      const staff = signedInStaff(request);
      await endStaffSession(db, staff.sessionId);
      await audit(db, request, { staffId: staff.id, action: AUDIT_ACTIONS.signOut });
      writeCookie(reply, STAFF_SESSION_COOKIE, '', { path: COOKIE_PATH, maxAge: 0 });
      return reply.code(204).send();
    });
  };
}
