import {
  AUDIT_ACTIONS,
  deleteReplyTemplateRequestSchema,
  errorResponseSchema,
  recordIdText,
  REPLY_TEMPLATES_MAX,
  replyTemplateRequestSchema,
  replyTemplateResponseSchema,
  replyTemplatesResponseSchema,
  type ReplyTemplate,
} from '@frc/contracts';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../appContext';
import type { Audit } from '../../backOffice/audit';
import { replyTemplates } from '../../db/schema';
import { signedInStaff } from './guard';

const NOT_FOUND = { status: 'error', message: 'Not found' } as const;
const SAME_NAME = 'Another template has this name. Choose another name.';
const params = z.object({ id: recordIdText });
const columns = { id: replyTemplates.id, name: replyTemplates.name, text: replyTemplates.text, updatedAt: replyTemplates.updatedAt };
const toTemplate = (row: { id: number; name: string; text: string; updatedAt: Date }): ReplyTemplate => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/**
 * The team's reply templates (docs/case-room.md): every member reads them to insert one into a reply; admins add,
 * change and delete them, each change audited. They hold no client data: the placeholders are filled in the browser.
 */
export function replyTemplateRoutes({ db, now }: AppContext, audit: Audit): FastifyPluginAsyncZod {
  const nameTaken = async (name: string, except?: number) =>
    (await db.select({ id: replyTemplates.id }).from(replyTemplates).where(and(eq(replyTemplates.name, name), except === undefined ? undefined : ne(replyTemplates.id, except)))).length > 0;

  return async (app) => {
    const adminOnly = { adminOnly: true };

    app.get('/reply-templates', { schema: { response: { 200: replyTemplatesResponseSchema } } }, async () => ({
      items: (await db.select(columns).from(replyTemplates).orderBy(asc(replyTemplates.name), asc(replyTemplates.id))).map(toTemplate),
    }));

    app.post(
      '/reply-templates',
      { config: adminOnly, schema: { body: replyTemplateRequestSchema, response: { 201: replyTemplateResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const staffId = signedInStaff(request).id;
        const { name, text } = request.body;
        if (await nameTaken(name)) return reply.code(409).send({ message: SAME_NAME, errors: [{ field: 'name', message: SAME_NAME }] });
        const [kept] = await db.select({ n: count() }).from(replyTemplates);
        if ((kept?.n ?? 0) >= REPLY_TEMPLATES_MAX) return reply.code(400).send({ message: `The team can keep ${REPLY_TEMPLATES_MAX} templates: delete one first.` });
        const [stored] = await db.insert(replyTemplates).values({ name, text, staffId, updatedAt: now() }).onConflictDoNothing().returning(columns);
        if (!stored) return reply.code(409).send({ message: SAME_NAME, errors: [{ field: 'name', message: SAME_NAME }] });
        await audit(db, request, { staffId, action: AUDIT_ACTIONS.replyTemplateSaved, target: `template ${stored.id}: ${name}` });
        return reply.code(201).send({ template: toTemplate(stored) });
      },
    );

    app.post(
      '/reply-templates/:id',
      { config: adminOnly, schema: { params, body: replyTemplateRequestSchema, response: { 200: replyTemplateResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const staffId = signedInStaff(request).id;
        const { name, text } = request.body;
        if (await nameTaken(name, request.params.id)) return reply.code(409).send({ message: SAME_NAME, errors: [{ field: 'name', message: SAME_NAME }] });
        const [stored] = await db.update(replyTemplates).set({ name, text, staffId, updatedAt: now() }).where(eq(replyTemplates.id, request.params.id)).returning(columns);
        if (!stored) return reply.code(404).send(NOT_FOUND);
        await audit(db, request, { staffId, action: AUDIT_ACTIONS.replyTemplateSaved, target: `template ${stored.id}: ${name}` });
        return { template: toTemplate(stored) };
      },
    );

    app.post(
      '/reply-templates/:id/delete',
      { config: adminOnly, schema: { params, body: deleteReplyTemplateRequestSchema } },
      async (request, reply) => {
        const staffId = signedInStaff(request).id;
        const [deleted] = await db.delete(replyTemplates).where(eq(replyTemplates.id, request.params.id)).returning({ id: replyTemplates.id, name: replyTemplates.name });
        if (!deleted) return reply.code(404).send(NOT_FOUND);
        await audit(db, request, { staffId, action: AUDIT_ACTIONS.replyTemplateDeleted, target: `template ${deleted.id}: ${deleted.name}` });
        return reply.code(204).send();
      },
    );
  };
}
