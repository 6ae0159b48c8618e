import {
  caseRoomMessages,
  caseRoomParamsSchema,
  declineEngagementRequestSchema,
  ENGAGEMENT_MESSAGES,
  ENGAGEMENT_SIGN_MAX_BYTES,
  engagementLetterResponseSchema,
  engagementLettersResponseSchema,
  engagementParamsSchema,
  errorResponseSchema,
  signEngagementRequestSchema,
} from '@frc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../appContext';
import { findClientCase } from '../../caseRoom/caseRoom';
import { isRefusal } from '../../engagement/engagements';
import { signedInClient, type ClientHooks } from '../../http/clientAuth';
import { sendDownload } from '../../http/download';
import { perMinute } from '../../http/rateLimits';
import { engagementNoticeMail, signingCodeMail } from '../../mail/engagementMails';
import { refuse, trailOf } from '../engagementAnswers';

const NOT_FOUND = { status: 'error', message: caseRoomMessages.notFound } as const;

/**
 * The client's side of engagement letters (docs/engagement.md), for the bearer token's own cases only (any other is
 * 404): read the letters, open, agree to sign electronically, ask for a signing code, sign with it and a typed name,
 * decline with a reason, download. (The public check of a sealed PDF, `/engagements/verify`, is `../engagements.ts`.)
 */
export function clientEngagementRoutes(context: AppContext, hooks: ClientHooks): FastifyPluginAsyncZod {
  const { db, engagements, mailer, publicOrigin, limits } = context;

  async function ownRoom(request: FastifyRequest, reply: FastifyReply, ref: string) {
    const room = await findClientCase(db, signedInClient(request).email, ref);
    if (!room) await reply.code(404).send(NOT_FOUND);
    return room;
  }

  return async (app) => {
    const guarded = { onRequest: hooks.requireClient };
    const refusals = { '4xx': errorResponseSchema };
    const letterAnswer = { params: engagementParamsSchema, response: { 200: engagementLetterResponseSchema, ...refusals } };
    /** Each step costs a database transaction or a seal: per IP like the submissions. */
    const steps = { ...guarded, config: perMinute(limits.submissionsPerMinutePerIp) };

    app.get('/cases/:ref/engagements', { ...guarded, schema: { params: caseRoomParamsSchema, response: { 200: engagementLettersResponseSchema, ...refusals } } }, async (request, reply) => {
      const room = await ownRoom(request, reply, request.params.ref);
      if (!room) return reply;
      return { items: await engagements.lettersOf(room) };
    });

    for (const step of ['open', 'consent'] as const) {
      app.post(`/cases/:ref/engagements/:id/${step}`, { ...steps, schema: letterAnswer }, async (request, reply) => {
        const room = await ownRoom(request, reply, request.params.ref);
        if (!room) return reply;
        const moved = await engagements[step](room, request.params.id, trailOf(request));
        return isRefusal(moved) ? refuse(reply, moved) : { letter: moved };
      });
    }

    app.post(
      '/cases/:ref/engagements/:id/code',
      { ...steps, schema: { params: engagementParamsSchema, response: { 200: z.object({ status: z.literal('success'), message: z.string() }), ...refusals } } },
      async (request, reply) => {
        const room = await ownRoom(request, reply, request.params.ref);
        if (!room) return reply;
        const issued = await engagements.requestCode(room, request.params.id, trailOf(request));
        if (isRefusal(issued)) return refuse(reply, issued);
        mailer.send(signingCodeMail(issued.to, issued.code), 'engagement signing code');
        return { status: 'success' as const, message: ENGAGEMENT_MESSAGES.codeSent };
      },
    );

    app.post('/cases/:ref/engagements/:id/sign', { ...steps, bodyLimit: ENGAGEMENT_SIGN_MAX_BYTES, schema: { ...letterAnswer, body: signEngagementRequestSchema } }, async (request, reply) => {
      const room = await ownRoom(request, reply, request.params.ref);
      if (!room) return reply;
      const signed = await engagements.sign(room, request.params.id, request.body, trailOf(request));
      if (isRefusal(signed)) return refuse(reply, signed);
      mailer.send(engagementNoticeMail(room.clientEmail, publicOrigin, room.ref, 'signed'), 'engagement letter signed');
      if (room.managerEmail) mailer.send(engagementNoticeMail(room.managerEmail, publicOrigin, room.ref, 'signed'), 'engagement letter signed');
      return { letter: signed };
    });

    app.post('/cases/:ref/engagements/:id/decline', { ...steps, schema: { ...letterAnswer, body: declineEngagementRequestSchema } }, async (request, reply) => {
      const room = await ownRoom(request, reply, request.params.ref);
      if (!room) return reply;
      const declined = await engagements.decline(room, request.params.id, request.body.reason, trailOf(request));
      return isRefusal(declined) ? refuse(reply, declined) : { letter: declined };
    });

    app.get('/cases/:ref/engagements/:id/pdf', { ...guarded, schema: { params: engagementParamsSchema } }, async (request, reply) => {
      const room = await ownRoom(request, reply, request.params.ref);
      if (!room) return reply;
      const file = await engagements.pdfOf(room, request.params.id);
      if (!file) return refuse(reply, { status: 404, message: ENGAGEMENT_MESSAGES.notFound });
      return sendDownload(reply, { name: file.fileName, type: 'application/pdf', body: file.stream });
    });
  };
}
