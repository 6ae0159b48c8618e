import {
  clientDataSchema,
  DATA_ERASED,
  eraseDataRequestSchema,
  eraseDataResponseSchema,
  errorResponseSchema,
  sendOtpResponseSchema,
} from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../appContext';
import { clientDataOf, eraseAddress } from '../clientData/clientData';
import { clientAddress, requesterNetwork } from '../http/clientAddress';
import { signedInClient, type ClientHooks } from '../http/clientAuth';
import { perMinute } from '../http/rateLimits';
import { refuse } from '../http/refusal';
import { erasureCodeMail, teamErasureMail } from '../mail/messages';
import { CODE_LIFETIME_MINUTES } from '../otp/signInCodes';

/**
 * The client's own data (/dashboard/profile): what is held about the token's address, and its erasure. Every
 * route answers for the token's own address only; erasing needs a fresh code mailed to it, not just the token.
 */
export function clientDataRoutes({ db, now, mailer, limits, signInCodes, codeCrypto, evidence, documents, teamEmail }: AppContext, hooks: ClientHooks): FastifyPluginAsyncZod {
  return async (app) => {
    const signInLimit = perMinute(limits.signInCallsPerMinutePerIp);

    app.get('/me/data', { onRequest: hooks.requireClient, schema: { response: { 200: clientDataSchema } } }, async (request) => {
      const client = signedInClient(request);
      return clientDataOf(db, client.email, client.sessionId, now());
    });

    app.post(
      '/me/erasure-code',
      { onRequest: hooks.requireClient, schema: { response: { 200: sendOtpResponseSchema, 429: errorResponseSchema } }, config: signInLimit },
      async (request, reply) => {
        const { email } = signedInClient(request);
        const outcome = await signInCodes.requestCode(email, requesterNetwork(clientAddress(request)));
        if (!outcome.sent) return refuse(reply, outcome);
        mailer.send(erasureCodeMail(email, outcome.code, CODE_LIFETIME_MINUTES), 'erasure code');
        return { status: 'success' as const, message: 'Verification code sent' };
      },
    );

    app.post(
      '/me/erase',
      {
        onRequest: hooks.requireClient,
        schema: { body: eraseDataRequestSchema, response: { 200: eraseDataResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema } },
        config: signInLimit,
      },
      async (request, reply) => {
        const { email } = signedInClient(request);
        const time = now();
        const outcome = await signInCodes.checkCode(email, requesterNetwork(clientAddress(request)), request.body.code, (tx) =>
          eraseAddress(tx, email, codeCrypto.hashErasedAddress(email), time),
        );
        if (!outcome.verified) return refuse(reply, outcome);
        const { storageKeys, documentKeys, counts, logId } = outcome.result;
        await evidence.remove(storageKeys);
        await Promise.all(documentKeys.map((key) => documents.delete(key)));
        request.log.info({ erasure: logId, counts }, 'a client erased their data');
        if (teamEmail) mailer.send(teamErasureMail(teamEmail, logId, time, counts), 'team notification');
        return { status: 'success' as const, message: DATA_ERASED };
      },
    );
  };
}
