import { errorResponseSchema, recordIdText, staffInviteRequestSchema, staffListItemSchema, staffListResponseSchema, staffUpdateRequestSchema, type StaffListItem } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../appContext';
import { AUDIT_ACTIONS, type Audit } from '../../backOffice/audit';
import { addStaffMember, changeStaffMember, listStaff, resetPasskeys } from '../../backOffice/staffMembers';
import { signedInStaff } from './guard';

const idParams = z.object({ id: recordIdText });
const adminOnly = { adminOnly: true };

/** The team, for admins: invite, change a role, deactivate, reset passkeys. */
export function staffRoutes(context: AppContext, audit: Audit): FastifyPluginAsyncZod {
  const { db, now } = context;
  const memberOf = async (id: number): Promise<StaffListItem | undefined> => (await listStaff(db)).find((member) => member.id === id);
  return async (app) => {
    app.get('/staff', { config: adminOnly, schema: { response: { 200: staffListResponseSchema } } }, async () => ({ items: await listStaff(db) }));

    app.post('/staff', { config: adminOnly, schema: { body: staffInviteRequestSchema, response: { 201: staffListItemSchema, '4xx': errorResponseSchema } } }, async (request, reply) => {
      const added = await addStaffMember(context, request.body, now());
      if (!added) return reply.code(409).send({ message: 'This address is already on the team.' });
      await audit(db, request, { staffId: signedInStaff(request).id, action: AUDIT_ACTIONS.staffInvited, target: `${request.body.email} (${request.body.role})` });
      return reply.code(201).send((await memberOf(added.id))!);
    });

    app.post('/staff/:id', { config: adminOnly, schema: { params: idParams, body: staffUpdateRequestSchema, response: { 200: staffListItemSchema, '4xx': errorResponseSchema } } }, async (request, reply) => {
      const me = signedInStaff(request);
      const { role, active } = request.body;
      if (request.params.id === me.id && (active === false || (role !== undefined && role !== 'admin'))) {
        return reply.code(400).send({ message: 'You cannot deactivate yourself or take away your own admin role.' });
      }
      const updated = await changeStaffMember(db, request.params.id, request.body);
      if (!updated) return reply.code(404).send({ message: 'Not found' });
      await audit(db, request, { staffId: me.id, action: AUDIT_ACTIONS.staffChanged, target: `${updated.email}: ${JSON.stringify(request.body)}` });
      return (await memberOf(updated.id))!;
    });

    app.post('/staff/:id/reset-passkeys', { config: adminOnly, schema: { params: idParams, response: { 200: staffListItemSchema, '4xx': errorResponseSchema } } }, async (request, reply) => {
      if (request.params.id === signedInStaff(request).id) return reply.code(400).send({ message: 'You cannot reset your own passkeys: another admin can.' });
      const member = await resetPasskeys(context, request.params.id, now());
      if (!member) return reply.code(404).send({ message: 'Not found' });
      await audit(db, request, { staffId: signedInStaff(request).id, action: AUDIT_ACTIONS.passkeysReset, target: member.email });
      return (await memberOf(member.id))!;
    });
  };
}

