import multipart from '@fastify/multipart';
import {
  caseDocumentParamsSchema,
  caseDocumentResponseSchema,
  caseDocumentsResponseSchema,
  caseMessageRequestSchema,
  caseMessageResponseSchema,
  caseMessagesQuerySchema,
  caseMessagesReadRequestSchema,
  caseMessagesReadResponseSchema,
  caseMessagesResponseSchema,
  caseRoomMessages,
  caseRoomParamsSchema,
  errorResponseSchema,
  reportMarkRequestSchema,
  withdrawDocumentRequestSchema,
} from '@frc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../appContext';
import { AUDIT_ACTIONS, type Audit } from '../../backOffice/audit';
import { listDocuments, type Participant } from '../../caseRoom/caseRoom';
import { refuseOversizeDocument } from '../../caseRoom/documentUpload';
import { createRoomActions } from '../../caseRoom/roomActions';
import { idempotentSubmissionHeaders } from '../../http/idempotency';
import { roomOr404 } from './caseAccess';
import { signedInStaff } from './guard';

/**
 * The team's side of the case rooms, inside the back office's guard (session, CSRF): a case manager reaches the
 * rooms of their own cases only, an admin every room; any other reference is 404. Every read of a room's messages
 * or documents and every download is audited.
 */
export function caseRoomStaffRoutes(context: AppContext, audit: Audit): FastifyPluginAsyncZod {
  const { db } = context;
  const actions = createRoomActions(context, audit);

  const roomInScope = (request: FastifyRequest, reply: FastifyReply, ref: string) => roomOr404(db, request, reply, ref);
  const participant = (request: FastifyRequest): Participant => ({ side: 'team', staffId: signedInStaff(request).id });

  return async (app) => {
    await app.register(multipart);
    const notFound = { 404: errorResponseSchema };

    app.get(
      '/cases/:ref/messages',
      { schema: { params: caseRoomParamsSchema, querystring: caseMessagesQuerySchema, response: { 200: caseMessagesResponseSchema, ...notFound } } },
      async (request, reply) => {
        const room = await roomInScope(request, reply, request.params.ref);
        if (!room) return reply;
        return actions.messages(request, room, participant(request), request.query.after);
      },
    );

    app.post(
      '/cases/:ref/messages/read',
      { schema: { params: caseRoomParamsSchema, body: caseMessagesReadRequestSchema, response: { 200: caseMessagesReadResponseSchema, ...notFound } } },
      async (request, reply) => {
        const room = await roomInScope(request, reply, request.params.ref);
        if (!room) return reply;
        return actions.markRead(room, participant(request), request.body.upTo);
      },
    );

    app.post(
      '/cases/:ref/messages',
      { schema: { params: caseRoomParamsSchema, headers: idempotentSubmissionHeaders, body: caseMessageRequestSchema, response: { 201: caseMessageResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const room = await roomInScope(request, reply, request.params.ref);
        if (!room) return reply;
        return actions.send(reply, room, participant(request), request.body, request.headers['idempotency-key']);
      },
    );

    app.post(
      '/cases/:ref/documents',
      {
        onRequest: refuseOversizeDocument,
        schema: { params: caseRoomParamsSchema, response: { 201: caseDocumentResponseSchema, '4xx': errorResponseSchema } },
      },
      async (request, reply) => {
        const room = await roomInScope(request, reply, request.params.ref);
        if (!room) return reply;
        if (!request.isMultipart()) return reply.code(415).send({ message: caseRoomMessages.noFile });
        return actions.upload(request, reply, room, participant(request));
      },
    );

    app.get('/cases/:ref/documents', { schema: { params: caseRoomParamsSchema, response: { 200: caseDocumentsResponseSchema, ...notFound } } }, async (request, reply) => {
      const room = await roomInScope(request, reply, request.params.ref);
      if (!room) return reply;
      await audit(db, request, { staffId: signedInStaff(request).id, action: AUDIT_ACTIONS.caseDocumentsRead, target: room.ref, clientEmail: room.clientEmail });
      return { items: await listDocuments(db, room, 'team') };
    });

    app.get('/cases/:ref/documents/:id', { schema: { params: caseDocumentParamsSchema } }, async (request, reply) => {
      const room = await roomInScope(request, reply, request.params.ref);
      if (!room) return reply;
      return actions.download(request, reply, room, participant(request), request.params.id);
    });

    app.post(
      '/cases/:ref/documents/:id/report',
      { schema: { params: caseDocumentParamsSchema, body: reportMarkRequestSchema, response: { 200: caseDocumentResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const room = await roomInScope(request, reply, request.params.ref);
        if (!room) return reply;
        return actions.markReport(request, reply, room, signedInStaff(request).id, request.params.id, request.body.isReport);
      },
    );

    app.post(
      '/cases/:ref/documents/:id/withdraw',
      { schema: { params: caseDocumentParamsSchema, body: withdrawDocumentRequestSchema, response: { 200: caseDocumentResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const room = await roomInScope(request, reply, request.params.ref);
        if (!room) return reply;
        return actions.withdraw(request, reply, room, signedInStaff(request).id, request.params.id);
      },
    );
  };
}
