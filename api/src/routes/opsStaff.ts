import { emailAddress, errorResponseSchema, requiredText, STAFF_ROLE_CODES, staffListItemSchema, staffListResponseSchema } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { AUDIT_ACTIONS, type Audit } from '../backOffice/audit';
import { addStaffMember, deactivateStaffMember, listStaff } from '../backOffice/staffMembers';
import { requireOpsToken } from '../http/opsAuth';

/** /ops/staff: `npm run staff -w api -- add | list | deactivate`, through the running API; the ops token only. */
export function opsStaffRoutes(context: AppContext, { opsToken, audit }: { opsToken: string; audit: Audit }): FastifyPluginAsyncZod {
  const { db, now } = context;
  return async (app) => {
    const guarded = { preHandler: requireOpsToken(opsToken) };
    app.get('/ops/staff', { ...guarded, schema: { response: { 200: staffListResponseSchema } } }, async () => ({ items: await listStaff(db) }));

    app.post(
      '/ops/staff',
      { ...guarded, schema: { body: z.strictObject({ email: emailAddress, name: requiredText(100), role: z.enum(STAFF_ROLE_CODES) }), response: { 201: staffListItemSchema, 409: errorResponseSchema } } },
      async (request, reply) => {
        const added = await addStaffMember(context, request.body, now());
        if (!added) return reply.code(409).send({ message: `${request.body.email} is already on the team.` });
        await audit(db, request, { staffId: null, action: AUDIT_ACTIONS.staffAddedByOperator, target: `${added.email} (${added.role})` });
        return reply.code(201).send((await listStaff(db)).find((member) => member.id === added.id)!);
      },
    );

    app.post('/ops/staff/deactivate', { ...guarded, schema: { body: z.strictObject({ email: emailAddress }) } }, async (request, reply) => {
      const member = await deactivateStaffMember(db, request.body.email);
      if (!member) return reply.code(404).send({ message: `${request.body.email} is not on the team.` });
      await audit(db, request, { staffId: null, action: AUDIT_ACTIONS.staffDeactivatedByOperator, target: request.body.email });
      return { status: 'success' as const };
    });
  };
}
