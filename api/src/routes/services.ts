import { HONEYPOT_FIELD, serviceCreatedResponseSchema, serviceRequestSchema } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../appContext';
import { serviceRequests } from '../db/schema';
import type { ClientHooks } from '../http/clientAuth';
import { idempotentSubmissionHeaders } from '../http/idempotency';
import { perMinute } from '../http/rateLimits';
import { createGroupedInsert } from '../leads/groupedInsert';
import { toServiceRecord } from '../leads/records';
import { consultationRequestNotification } from '../mail/messages';

/** POST /services: a consultation request from any of the intake forms. */
export function serviceRoutes(context: AppContext, hooks: ClientHooks): FastifyPluginAsyncZod {
  const { db, mailer, teamEmail, limits, now } = context;
  // Requests that arrive together are committed together: one statement for the group.
  const storeRequest = createGroupedInsert(db, serviceRequests);
  return async (app) => {
    app.post(
      '/services',
      {
        schema: { body: serviceRequestSchema, headers: idempotentSubmissionHeaders, response: { 201: serviceCreatedResponseSchema } },
        config: perMinute(limits.submissionsPerMinutePerIp),
        preHandler: hooks.identifyClient,
      },
      async (request, reply) => {
        const body = request.body;
        const values = {
          fname: body.fname,
          lname: body.lname,
          phone: body.phone,
          // A signed-in client who leaves the e-mail blank still finds the request in the portal.
          email: body.email ?? request.client?.email ?? null,
          subject: body.subject,
          scamType: body.scam_type,
          transactionType: body.transaction_type,
          scamAmount: body.scam_amount,
          scamDescription: body.scam_description,
          address: body.address,
        };
        if (body[HONEYPOT_FIELD]) {
          request.log.info('honeypot filled in: consultation request dropped');
          const unsaved = toServiceRecord({ id: 0, ...values, idempotencyKey: null, createdAt: now() });
          return reply.code(201).send({ status: 'success', data: unsaved });
        }
        const { row, created } = await storeRequest(values, request.headers['idempotency-key']);
        const record = toServiceRecord(row);
        if (created && teamEmail) mailer.send(consultationRequestNotification(teamEmail, record), 'team notification');
        return reply.code(201).send({ status: 'success', data: record });
      },
    );
  };
}
