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
} from '@frc/contracts';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../appContext';
import type { Audit } from '../backOffice/audit';
import { listDocuments, type Participant, type RoomCase } from '../caseRoom/caseRoom';
import { refuseOversizeDocument } from '../caseRoom/documentUpload';
import { createRoomActions, type RoomActions } from '../caseRoom/roomActions';
import { idempotentSubmissionHeaders } from '../http/idempotency';

/** The room at the request's `:ref`, or a 404 answered and null. */
export type FindRoom = (request: FastifyRequest<{ Params: { ref: string } }>, reply: FastifyReply) => Promise<RoomCase | null>;

/** What sets one side of the case rooms apart from the other; the routes both sides share are the plugin's. */
export interface CaseRoomSide {
  /** Who may enter: hooks every room route runs first (none where the surrounding scope guards already). */
  enter: onRequestHookHandler[];
  /** How the case is found: the client's own case, or a case in the staff member's scope. */
  findRoom: FindRoom;
  /** Who is in the room, as the messages, reads and audit entries name them. */
  participant(request: FastifyRequest): Participant;
  /** Runs once the documents list has been read (the team's reads are audited). */
  documentsListed?(request: FastifyRequest, room: RoomCase): Promise<void>;
  /** The routes only this side has, with the same guard, room lookup and actions as the shared ones. */
  ownRoutes?(app: Parameters<FastifyPluginAsyncZod>[0], room: { guarded: { onRequest: onRequestHookHandler[] }; findRoom: FindRoom; actions: RoomActions }): void;
}

/**
 * One side of the case rooms (docs/case-room.md): the thread and the documents of a case, registered once for the
 * client and once for the team with what differs between them as `side`.
 */
export function caseRoomPlugin(context: AppContext, audit: Audit, side: CaseRoomSide): FastifyPluginAsyncZod {
  const { db } = context;
  const actions = createRoomActions(context, audit);
  const { findRoom, participant } = side;

  return async (app) => {
    // Registered in this plugin only: every other route still accepts JSON alone.
    await app.register(multipart);
    const guarded = { onRequest: side.enter };
    const notFound = { 404: errorResponseSchema };

    app.get(
      '/cases/:ref/messages',
      { ...guarded, schema: { params: caseRoomParamsSchema, querystring: caseMessagesQuerySchema, response: { 200: caseMessagesResponseSchema, ...notFound } } },
      async (request, reply) => {
        const room = await findRoom(request, reply);
        if (!room) return reply;
        return actions.messages(request, room, participant(request), request.query.after);
      },
    );

    app.post(
      '/cases/:ref/messages/read',
      { ...guarded, schema: { params: caseRoomParamsSchema, body: caseMessagesReadRequestSchema, response: { 200: caseMessagesReadResponseSchema, ...notFound } } },
      async (request, reply) => {
        const room = await findRoom(request, reply);
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
        const room = await findRoom(request, reply);
        if (!room) return reply;
        return actions.send(reply, room, participant(request), request.body, request.headers['idempotency-key']);
      },
    );

    app.post(
      '/cases/:ref/documents',
      {
        onRequest: [...side.enter, refuseOversizeDocument],
        schema: { params: caseRoomParamsSchema, response: { 201: caseDocumentResponseSchema, '4xx': errorResponseSchema } },
      },
      async (request, reply) => {
        const room = await findRoom(request, reply);
        if (!room) return reply;
        if (!request.isMultipart()) return reply.code(415).send({ message: caseRoomMessages.noFile });
        return actions.upload(request, reply, room, participant(request));
      },
    );

    app.get('/cases/:ref/documents', { ...guarded, schema: { params: caseRoomParamsSchema, response: { 200: caseDocumentsResponseSchema, ...notFound } } }, async (request, reply) => {
      const room = await findRoom(request, reply);
      if (!room) return reply;
      await side.documentsListed?.(request, room);
      return { items: await listDocuments(db, room, participant(request).side) };
    });

    app.get('/cases/:ref/documents/:id', { ...guarded, schema: { params: caseDocumentParamsSchema } }, async (request, reply) => {
      const room = await findRoom(request, reply);
      if (!room) return reply;
      return actions.download(request, reply, room, participant(request), request.params.id);
    });

    side.ownRoutes?.(app, { guarded, findRoom, actions });
  };
}
