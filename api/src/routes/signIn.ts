import { errorResponseSchema, logoutResponseSchema, sendOtpRequestSchema, sendOtpResponseSchema, verifyOtpRequestSchema, verifyOtpResponseSchema } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../appContext';
import { clientAddress, requesterNetwork } from '../http/clientAddress';
import { signedInClient, type ClientHooks } from '../http/clientAuth';
import { perMinute } from '../http/rateLimits';
import { refuse } from '../http/refusal';
import { confirmRequestsOnSignIn } from '../leads/requestConfirmation';
import { signInCodeMail } from '../mail/messages';
import { CODE_LIFETIME_MINUTES } from '../otp/signInCodes';
import { revokeSession, startSession } from '../sessions/sessions';

/** Sign-in by e-mailed one-time code, and sign-out. */
export function signInRoutes(context: AppContext, hooks: ClientHooks): FastifyPluginAsyncZod {
  const { db, mailer, signInCodes, limits, now } = context;
  return async (app) => {
    const signInLimit = perMinute(limits.signInCallsPerMinutePerIp);

    app.post(
      '/send-otp',
      { schema: { body: sendOtpRequestSchema, response: { 200: sendOtpResponseSchema, 429: errorResponseSchema } }, config: signInLimit },
      async (request, reply) => {
        const { email } = request.body;
        const outcome = await signInCodes.requestCode(email, requesterNetwork(clientAddress(request)));
        if (!outcome.sent) return refuse(reply, outcome);
        // Not awaited: the answer and its timing must not depend on the mail server.
        mailer.send(signInCodeMail(email, outcome.code, CODE_LIFETIME_MINUTES), 'sign-in code');
        return { status: 'success' as const, message: 'Verification code sent' };
      },
    );

    app.post(
      '/verify-otp',
      { schema: { body: verifyOtpRequestSchema, response: { 200: verifyOtpResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema } }, config: signInLimit },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { email, otp, sentRequests = [] } = request.body;
        const outcome = await signInCodes.checkCode(email, requesterNetwork(clientAddress(request)), otp, async (tx) => {
          await confirmRequestsOnSignIn(tx, email, sentRequests, now());
          return startSession(tx, email, now());
        });
        if (!outcome.verified) return refuse(reply, outcome);
        return { token: outcome.result.token, expires_at: outcome.result.expiresAt.toISOString() };
      },
    );

    app.post('/logout', { onRequest: hooks.requireClient, schema: { response: { 200: logoutResponseSchema } } }, async (request) => {
      await revokeSession(db, signedInClient(request).sessionId, now());
      return { status: 'success' as const };
    });
  };
}
