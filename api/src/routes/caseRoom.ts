import multipart from '@fastify/multipart';
import {
  caseDocumentParamsSchema,
  caseDocumentResponseSchema,
  caseDocumentsReadRequestSchema,
  caseDocumentsReadResponseSchema,
  caseDocumentsResponseSchema,
  caseMessageRequestSchema,
  caseMessageResponseSchema,
  caseMessagesQuerySchema,
  caseMessagesReadRequestSchema,
  caseMessagesReadResponseSchema,
  caseMessagesResponseSchema,
  caseRoomMessages,
  caseRoomParamsSchema,
  clientCaseResponseSchema,
  clientCasesResponseSchema,
  errorResponseSchema,
} from '@frc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../appContext';
import type { Audit } from '../backOffice/audit';
import { clientCase, clientCases, findClientCase, listDocuments, markDocumentsReadByClient, unreadDocumentCounts, type Participant } from '../caseRoom/caseRoom';
import { refuseOversizeDocument } from '../caseRoom/documentUpload';
import { createRoomActions } from '../caseRoom/roomActions';
import { signedInClient, type ClientHooks } from '../http/clientAuth';
import { idempotentSubmissionHeaders } from '../http/idempotency';

const NOT_FOUND = { status: 'error', message: caseRoomMessages.notFound } as const;

/**
 * The client's side of the case rooms (docs/case-room.md): their cases, each case's page, its thread and its
 * documents. Every route answers for the bearer token's own address only; another address's case, or none, is 404.
 */
export function caseRoomRoutes(context: AppContext, hooks: ClientHooks, audit: Audit): FastifyPluginAsyncZod {
  const { db, now } = context;
  const actions = createRoomActions(context, audit);

  /** The signed-in client's case at `ref`, or a 404 answer and null. */
  async function ownRoom(request: FastifyRequest, reply: FastifyReply, ref: string) {
    const client = signedInClient(request);
    const room = await findClientCase(db, client.email, ref);
    if (!room) await reply.code(404).send(NOT_FOUND);
    return room;
  }
  const participant = (request: FastifyRequest): Participant => ({ side: 'client', email: signedInClient(request).email });

  return async (app) => {
    // Registered in this plugin only: every other route still accepts JSON alone.
    await app.register(multipart);
    const guarded = { onRequest: hooks.requireClient };
    const notFound = { 404: errorResponseSchema };

    app.get('/cases', { ...guarded, schema: { response: { 200: clientCasesResponseSchema } } }, async (request) => clientCases(db, signedInClient(request).email));

    app.get('/cases/:ref', { ...guarded, schema: { params: caseRoomParamsSchema, response: { 200: clientCaseResponseSchema, ...notFound } } }, async (request, reply) => {
      const room = await ownRoom(request, reply, request.params.ref);
      if (!room) return reply;
      return { case: await clientCase(db, room) };
    });

    app.get(
      '/cases/:ref/messages',
      { ...guarded, schema: { params: caseRoomParamsSchema, querystring: caseMessagesQuerySchema, response: { 200: caseMessagesResponseSchema, ...notFound } } },
      async (request, reply) => {
        const room = await ownRoom(request, reply, request.params.ref);
        if (!room) return reply;
        return actions.messages(request, room, participant(request), request.query.after);
      },
    );

    app.post(
      '/cases/:ref/messages/read',
      { ...guarded, schema: { params: caseRoomParamsSchema, body: caseMessagesReadRequestSchema, response: { 200: caseMessagesReadResponseSchema, ...notFound } } },
      async (request, reply) => {
        const room = await ownRoom(request, reply, request.params.ref);
        if (!room) return reply;
        return actions.markRead(room, participant(request), request.body.upTo);
      },
    );

    app.post(
      '/cases/:ref/messages',
      {
        ...guarded,
        schema: { params: caseRoomParamsSchema, headers: idempotentSubmissionHeaders, body: caseMessageRequestSchema, response: { 201: caseMessageResponseSchema, '4xx': errorResponseSchema } },
      },
      async (request, reply) => {
        const room = await ownRoom(request, reply, request.params.ref);
        if (!room) return reply;
        return actions.send(reply, room, participant(request), request.body, request.headers['idempotency-key']);
      },
    );

    app.post(
      '/cases/:ref/documents',
      {
        onRequest: [hooks.requireClient, refuseOversizeDocument],
        schema: { params: caseRoomParamsSchema, response: { 201: caseDocumentResponseSchema, '4xx': errorResponseSchema } },
      },
      async (request, reply) => {
        const room = await ownRoom(request, reply, request.params.ref);
        if (!room) return reply;
        if (!request.isMultipart()) return reply.code(415).send({ message: caseRoomMessages.noFile });
        return actions.upload(request, reply, room, participant(request));
      },
    );

    app.get('/cases/:ref/documents', { ...guarded, schema: { params: caseRoomParamsSchema, response: { 200: caseDocumentsResponseSchema, ...notFound } } }, async (request, reply) => {
      const room = await ownRoom(request, reply, request.params.ref);
      if (!room) return reply;
      return { items: await listDocuments(db, room, 'client') };
    });

    // The room has shown its documents: the team's up to `upTo` are read by the client. Reading the list marks nothing.
    app.post(
      '/cases/:ref/documents/read',
      { ...guarded, schema: { params: caseRoomParamsSchema, body: caseDocumentsReadRequestSchema, response: { 200: caseDocumentsReadResponseSchema, ...notFound } } },
      async (request, reply) => {
        const room = await ownRoom(request, reply, request.params.ref);
        if (!room) return reply;
        await markDocumentsReadByClient(db, room, request.body.upTo, now());
        return { unread: (await unreadDocumentCounts(db, [room.id])).get(room.id) ?? 0 };
      },
    );

    app.get('/cases/:ref/documents/:id', { ...guarded, schema: { params: caseDocumentParamsSchema } }, async (request, reply) => {
      const room = await ownRoom(request, reply, request.params.ref);
      if (!room) return reply;
      return actions.download(request, reply, room, participant(request), request.params.id);
    });
  };
}
