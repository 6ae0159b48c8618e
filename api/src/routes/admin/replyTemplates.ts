import {
  AUDIT_ACTIONS,
  deleteReplyTemplateRequestSchema,
  errorResponseSchema,
  recordIdText,
  REPLY_TEMPLATES_MAX,
  replyTemplateRequestSchema,
  replyTemplateResponseSchema,
  replyTemplatesResponseSchema,
} from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../appContext';
import type { Audit } from '../../backOffice/audit';
import { addReplyTemplate, changeReplyTemplate, countReplyTemplates, deleteReplyTemplate, listReplyTemplates, replyTemplateNameTaken } from '../../backOffice/replyTemplates';
import { signedInStaff } from './guard';

const NOT_FOUND = { status: 'error', message: 'Not found' } as const;
const SAME_NAME = 'Another template has this name. Choose another name.';
const params = z.object({ id: recordIdText });

/**
 * The team's reply templates (docs/case-room.md): every member reads them to insert one into a reply; admins add,
 * change and delete them, each change audited. They hold no client data: the placeholders are filled in the browser.
 */
export function replyTemplateRoutes({ db, now }: AppContext, audit: Audit): FastifyPluginAsyncZod {
  return async (app) => {
    const adminOnly = { adminOnly: true };

    app.get('/reply-templates', { schema: { response: { 200: replyTemplatesResponseSchema } } }, async () => ({ items: await listReplyTemplates(db) }));

    app.post(
      '/reply-templates',
      { config: adminOnly, schema: { body: replyTemplateRequestSchema, response: { 201: replyTemplateResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const staffId = signedInStaff(request).id;
        const { name, text } = request.body;
        if (await replyTemplateNameTaken(db, name)) return reply.code(409).send({ message: SAME_NAME, errors: [{ field: 'name', message: SAME_NAME }] });
        if ((await countReplyTemplates(db)) >= REPLY_TEMPLATES_MAX) return reply.code(400).send({ message: `The team can keep ${REPLY_TEMPLATES_MAX} templates: delete one first.` });
        const stored = await addReplyTemplate(db, { name, text, staffId, updatedAt: now() });
        if (!stored) return reply.code(409).send({ message: SAME_NAME, errors: [{ field: 'name', message: SAME_NAME }] });
        await audit(db, request, { staffId, action: AUDIT_ACTIONS.replyTemplateSaved, target: `template ${stored.id}: ${name}` });
        return reply.code(201).send({ template: stored });
      },
    );

    app.post(
      '/reply-templates/:id',
      { config: adminOnly, schema: { params, body: replyTemplateRequestSchema, response: { 200: replyTemplateResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const staffId = signedInStaff(request).id;
        const { name, text } = request.body;
        if (await replyTemplateNameTaken(db, name, request.params.id)) return reply.code(409).send({ message: SAME_NAME, errors: [{ field: 'name', message: SAME_NAME }] });
        const stored = await changeReplyTemplate(db, request.params.id, { name, text, staffId, updatedAt: now() });
        if (!stored) return reply.code(404).send(NOT_FOUND);
        await audit(db, request, { staffId, action: AUDIT_ACTIONS.replyTemplateSaved, target: `template ${stored.id}: ${name}` });
        return { template: stored };
      },
    );

    app.post(
      '/reply-templates/:id/delete',
      { config: adminOnly, schema: { params, body: deleteReplyTemplateRequestSchema } },
      async (request, reply) => {
        const staffId = signedInStaff(request).id;
        const deleted = await deleteReplyTemplate(db, request.params.id);
        if (!deleted) return reply.code(404).send(NOT_FOUND);
        await audit(db, request, { staffId, action: AUDIT_ACTIONS.replyTemplateDeleted, target: `template ${deleted.id}: ${deleted.name}` });
        return reply.code(204).send();
      },
    );
  };
}
