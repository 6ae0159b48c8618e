import {
  caseDocumentsReadRequestSchema,
  caseDocumentsReadResponseSchema,
  caseRoomMessages,
  caseRoomParamsSchema,
  clientCaseResponseSchema,
  clientCasesResponseSchema,
  errorResponseSchema,
} from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../appContext';
import type { Audit } from '../../backOffice/audit';
import { clientCase, clientCases, findClientCase, markDocumentsReadByClient, unreadDocumentCounts } from '../../caseRoom/caseRoom';
import { signedInClient, type ClientHooks } from '../../http/clientAuth';
import { caseRoomPlugin } from '../caseRoomPlugin';

const NOT_FOUND = { status: 'error', message: caseRoomMessages.notFound } as const;

/**
 * The client's side of the case rooms (docs/case-room.md): their cases, each case's page, its thread and its
 * documents. Every route answers for the bearer token's own address only; another address's case, or none, is 404.
 */
export function clientCaseRoomRoutes(context: AppContext, hooks: ClientHooks, audit: Audit): FastifyPluginAsyncZod {
  const { db, now } = context;

  return caseRoomPlugin(context, audit, {
    enter: [hooks.requireClient],
    async findRoom(request, reply) {
      const room = await findClientCase(db, signedInClient(request).email, request.params.ref);
      if (!room) await reply.code(404).send(NOT_FOUND);
      return room;
    },
    participant: (request) => ({ side: 'client', email: signedInClient(request).email }),
    ownRoutes(app, { guarded, findRoom }) {
      const notFound = { 404: errorResponseSchema };

      app.get('/cases', { ...guarded, schema: { response: { 200: clientCasesResponseSchema } } }, async (request) => clientCases(db, signedInClient(request).email));

      app.get('/cases/:ref', { ...guarded, schema: { params: caseRoomParamsSchema, response: { 200: clientCaseResponseSchema, ...notFound } } }, async (request, reply) => {
        const room = await findRoom(request, reply);
        if (!room) return reply;
        return { case: await clientCase(db, room) };
      });

      // The room has shown its documents: the team's up to `upTo` are read by the client. Reading the list marks nothing.
      app.post(
        '/cases/:ref/documents/read',
        { ...guarded, schema: { params: caseRoomParamsSchema, body: caseDocumentsReadRequestSchema, response: { 200: caseDocumentsReadResponseSchema, ...notFound } } },
        async (request, reply) => {
          const room = await findRoom(request, reply);
          if (!room) return reply;
          await markDocumentsReadByClient(db, room, request.body.upTo, now());
          return { unread: (await unreadDocumentCounts(db, [room.id])).get(room.id) ?? 0 };
        },
      );
    },
  });
}
