import { caseDocumentParamsSchema, caseDocumentResponseSchema, errorResponseSchema, reportMarkRequestSchema, withdrawDocumentRequestSchema } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../appContext';
import { AUDIT_ACTIONS, type Audit } from '../../../backOffice/audit';
import { caseRoomPlugin } from '../../caseRoomPlugin';
import { roomOr404 } from '../caseAccess';
import { signedInStaff } from '../guard';

/**
 * The team's side of the case rooms, inside the back office's guard (session, CSRF): a case manager reaches the
 * rooms of their own cases only, an admin every room; any other reference is 404. Every read of a room's messages
 * or documents and every download is audited.
 */
export function caseRoomStaffRoutes(context: AppContext, audit: Audit): FastifyPluginAsyncZod {
  const { db } = context;

  return caseRoomPlugin(context, audit, {
    enter: [],
    findRoom: (request, reply) => roomOr404(db, request, reply, request.params.ref),
    participant: (request) => ({ side: 'team', staffId: signedInStaff(request).id }),
    async documentsListed(request, room) {
      await audit(db, request, { staffId: signedInStaff(request).id, action: AUDIT_ACTIONS.caseDocumentsRead, target: room.ref, clientEmail: room.clientEmail });
    },
    ownRoutes(app, { guarded, findRoom, actions }) {
      const documentChange = { 200: caseDocumentResponseSchema, '4xx': errorResponseSchema };

      app.post('/cases/:ref/documents/:id/report', { ...guarded, schema: { params: caseDocumentParamsSchema, body: reportMarkRequestSchema, response: documentChange } }, async (request, reply) => {
        const room = await findRoom(request, reply);
        if (!room) return reply;
        return actions.markReport(request, reply, room, signedInStaff(request).id, request.params.id, request.body.isReport);
      });

      app.post('/cases/:ref/documents/:id/withdraw', { ...guarded, schema: { params: caseDocumentParamsSchema, body: withdrawDocumentRequestSchema, response: documentChange } }, async (request, reply) => {
        const room = await findRoom(request, reply);
        if (!room) return reply;
        return actions.withdraw(request, reply, room, signedInStaff(request).id, request.params.id);
      });
    },
  });
}
