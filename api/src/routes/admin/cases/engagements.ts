import {
  engagementLetterResponseSchema,
  engagementLettersResponseSchema,
  engagementParamsSchema,
  caseRoomParamsSchema,
  ENGAGEMENT_MESSAGES,
  engagementVerifyResponseSchema,
  errorResponseSchema,
  feeTermsResponseSchema,
  feeTermsSchema,
  sendEngagementRequestSchema,
} from '@frc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { buffer } from 'node:stream/consumers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../appContext';
import { AUDIT_ACTIONS, type Audit } from '../../../backOffice/audit';
import { isRefusal } from '../../../engagement/engagements';
import { sendDownload } from '../../../http/download';
import { engagementNoticeMail } from '../../../mail/engagementMails';
import { refuse, trailOf } from '../../engagementAnswers';
import { roomOr404 } from '../caseAccess';
import { signedInStaff } from '../guard';

const NOT_SEALED = 'This letter is not signed: it has no seal yet.';

/**
 * The team's side of engagement letters (docs/engagement.md): a case's fee terms, and its letters sent, voided and
 * resent, read and downloaded. A case manager reaches their own cases only, an admin every case; any other
 * reference is 404. Every read and change is audited with the client's address.
 */
export function engagementStaffRoutes(context: AppContext, audit: Audit): FastifyPluginAsyncZod {
  const { db, engagements, mailer, publicOrigin } = context;

  const caseInScope = (request: FastifyRequest, reply: FastifyReply, ref: string) => roomOr404(db, request, reply, ref);

  return async (app) => {
    const refusals = { '4xx': errorResponseSchema };
    const record = (request: FastifyRequest, action: string, target: string, clientEmail: string) => audit(db, request, { staffId: signedInStaff(request).id, action, target, clientEmail });

    app.get('/cases/:ref/fee-terms', { schema: { params: caseRoomParamsSchema, response: { 200: feeTermsResponseSchema, ...refusals } } }, async (request, reply) => {
      const room = await caseInScope(request, reply, request.params.ref);
      if (!room) return reply;
      return { feeTerms: await engagements.feeTermsOf(room.id), currency: await engagements.currencyOf(room.id) };
    });

    app.post('/cases/:ref/fee-terms', { schema: { params: caseRoomParamsSchema, body: feeTermsSchema, response: { 200: feeTermsResponseSchema, ...refusals } } }, async (request, reply) => {
      const room = await caseInScope(request, reply, request.params.ref);
      if (!room) return reply;
      const feeTerms = await engagements.setFeeTerms(room.id, request.body, signedInStaff(request).id);
      await record(request, AUDIT_ACTIONS.feeTermsSet, room.ref, room.clientEmail);
      return { feeTerms, currency: await engagements.currencyOf(room.id) };
    });

    app.get('/cases/:ref/engagements', { schema: { params: caseRoomParamsSchema, response: { 200: engagementLettersResponseSchema, ...refusals } } }, async (request, reply) => {
      const room = await caseInScope(request, reply, request.params.ref);
      if (!room) return reply;
      await record(request, AUDIT_ACTIONS.engagementsRead, room.ref, room.clientEmail);
      return { items: await engagements.lettersOf(room) };
    });

    /** Sends a letter (a resend is a void of the waiting one and this). */
    async function sendLetter(request: FastifyRequest, reply: FastifyReply, room: Awaited<ReturnType<typeof caseInScope>> & object, templateId: number) {
      const staff = signedInStaff(request);
      const sent = await engagements.send(room, templateId, { id: staff.id, name: staff.name }, trailOf(request));
      if (isRefusal(sent)) return refuse(reply, sent);
      await record(request, AUDIT_ACTIONS.engagementSent, `${room.ref}/letter-${sent.id}`, room.clientEmail);
      mailer.send(engagementNoticeMail(room.clientEmail, publicOrigin, room.ref, 'sent'), 'engagement letter sent');
      return reply.code(201).send({ letter: sent });
    }

    app.post(
      '/cases/:ref/engagements',
      { schema: { params: caseRoomParamsSchema, body: sendEngagementRequestSchema, response: { 201: engagementLetterResponseSchema, ...refusals } } },
      async (request, reply) => {
        const room = await caseInScope(request, reply, request.params.ref);
        if (!room) return reply;
        return sendLetter(request, reply, room, request.body.templateId);
      },
    );

    /** The letter as it would be sent now, answered as a PDF and stored nowhere; a read of the case. */
    app.post(
      '/cases/:ref/engagements/preview',
      { schema: { params: caseRoomParamsSchema, body: sendEngagementRequestSchema } },
      async (request, reply) => {
        const room = await caseInScope(request, reply, request.params.ref);
        if (!room) return reply;
        const pdf = await engagements.preview(room, request.body.templateId, signedInStaff(request));
        if (isRefusal(pdf)) return refuse(reply, pdf);
        await record(request, AUDIT_ACTIONS.caseRead, room.ref, room.clientEmail);
        return reply.header('cache-control', 'no-store').type('application/pdf').send(Buffer.from(pdf));
      },
    );

    app.post('/cases/:ref/engagements/:id/void', { schema: { params: engagementParamsSchema, response: { 200: engagementLetterResponseSchema, ...refusals } } }, async (request, reply) => {
      const room = await caseInScope(request, reply, request.params.ref);
      if (!room) return reply;
      const voided = await engagements.void(room, request.params.id, trailOf(request));
      if (isRefusal(voided)) return refuse(reply, voided);
      await record(request, AUDIT_ACTIONS.engagementVoided, `${room.ref}/letter-${voided.id}`, room.clientEmail);
      return { letter: voided };
    });

    /** The same template sent again, with the case's values as they are now; a letter still waiting is voided first. */
    app.post('/cases/:ref/engagements/:id/resend', { schema: { params: engagementParamsSchema, response: { 201: engagementLetterResponseSchema, ...refusals } } }, async (request, reply) => {
      const room = await caseInScope(request, reply, request.params.ref);
      if (!room) return reply;
      const letter = await engagements.letterOf(room, request.params.id);
      if (!letter) return refuse(reply, { status: 404, message: ENGAGEMENT_MESSAGES.notFound });
      if (letter.state === 'signed') return refuse(reply, { status: 409, message: ENGAGEMENT_MESSAGES.illegal(letter.state, 'resend') });
      const templateId = letter.templateId === null ? null : await engagements.templateItemId(letter.templateId);
      if (templateId === null) return refuse(reply, { status: 422, message: 'The letter template of this letter is gone: send another one.' });
      if (letter.state === 'sent' || letter.state === 'opened' || letter.state === 'consented') {
        const voided = await engagements.void(room, letter.id, trailOf(request));
        if (isRefusal(voided)) return refuse(reply, voided);
        await record(request, AUDIT_ACTIONS.engagementVoided, `${room.ref}/letter-${letter.id}`, room.clientEmail);
      }
      return sendLetter(request, reply, room, templateId);
    });

    /** What the verify page would say of the sealed file the firm keeps. */
    app.get('/cases/:ref/engagements/:id/seal', { schema: { params: engagementParamsSchema, response: { 200: engagementVerifyResponseSchema, ...refusals } } }, async (request, reply) => {
      const room = await caseInScope(request, reply, request.params.ref);
      if (!room) return reply;
      const file = await engagements.pdfOf(room, request.params.id);
      if (!file) return refuse(reply, { status: 404, message: ENGAGEMENT_MESSAGES.notFound });
      if (file.row.signedKey === null) {
        file.stream.destroy();
        return refuse(reply, { status: 409, message: NOT_SEALED });
      }
      const bytes = await buffer(file.stream);
      await record(request, AUDIT_ACTIONS.engagementsRead, `${room.ref}/letter-${file.row.id}`, room.clientEmail);
      return engagements.verify(bytes);
    });

    app.get('/cases/:ref/engagements/:id/pdf', { schema: { params: engagementParamsSchema } }, async (request, reply) => {
      const room = await caseInScope(request, reply, request.params.ref);
      if (!room) return reply;
      const file = await engagements.pdfOf(room, request.params.id);
      if (!file) return refuse(reply, { status: 404, message: ENGAGEMENT_MESSAGES.notFound });
      await record(request, AUDIT_ACTIONS.engagementDownload, `${room.ref}/letter-${file.row.id}`, room.clientEmail);
      return sendDownload(reply, { name: file.fileName, type: 'application/pdf', body: file.stream });
    });
  };
}
