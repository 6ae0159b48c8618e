import {
  CONFIRMATION_LINK_DAYS,
  CONFIRMATION_LINK_INVALID,
  confirmServiceRequestSchema,
  errorResponseSchema,
  HONEYPOT_FIELD,
  serviceCreatedResponseSchema,
  serviceRequestConfirmedResponseSchema,
  serviceRequestSchema,
} from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../appContext';
import { sourceOf } from '../backOffice/inbox';
import { serviceRequests } from '../db/schema';
import type { ClientHooks } from '../http/clientAuth';
import { idempotentSubmissionHeaders } from '../http/idempotency';
import { perMinute } from '../http/rateLimits';
import { createGroupedInsert } from '../leads/groupedInsert';
import { toServiceRecord } from '../leads/records';
import { confirmationLink, confirmRequest, createConfirmationMailBudget } from '../leads/requestConfirmation';
import { newInboxItemMail, requestConfirmationMail } from '../mail/messages';
import { newSecretToken } from '../secretTokens';

/**
 * POST /services: a consultation request from any of the intake forms. The team hears of every
 * request at once. A request whose address is not the signed-in client's own waits for its owner
 * to confirm it from a mailed link (POST /services/confirm) before the portal shows what it says.
 */
export function serviceRoutes(context: AppContext, hooks: ClientHooks): FastifyPluginAsyncZod {
  const { db, mailer, teamEmail, limits, now, publicOrigin } = context;
  // Requests that arrive together are committed together: one statement for the group.
  const storeRequest = createGroupedInsert(db, serviceRequests);
  const confirmationMails = createConfirmationMailBudget(now);
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
        // A signed-in client who leaves the e-mail blank still finds the request in the portal.
        const email = body.email ?? request.client?.email ?? null;
        const sentByOwner = email !== null && email === request.client?.email;
        const values = {
          fname: body.fname,
          lname: body.lname,
          phone: body.phone,
          email,
          subject: body.subject,
          scamType: body.scam_type,
          transactionType: body.transaction_type,
          scamAmount: body.scam_amount,
          scamDescription: body.scam_description,
          address: body.address,
          noticeVersion: body.notice_version ?? null,
        };
        const received = now();
        if (body[HONEYPOT_FIELD]) {
          request.log.info('honeypot filled in: consultation request dropped');
          return reply.code(201).send({ status: 'success', data: toServiceRecord({ id: 0, ...values, createdAt: received, confirmedAt: sentByOwner ? received : null }) });
        }

        const link = !sentByOwner && email !== null ? newSecretToken() : null;
        const { row, created } = await storeRequest(
          { ...values, confirmedAt: sentByOwner ? received : null, confirmationTokenHash: link?.tokenHash ?? null },
          request.headers['idempotency-key'],
          // A retry is the same content from the same signed-in state; the link token and the time are new each time.
          { values, sentByOwner },
        );
        if (created && teamEmail) {
          const source = sourceOf({ kind: 'request', subject: row.subject, transaction_type: row.transactionType });
          mailer.send(newInboxItemMail(teamEmail, { kind: 'request', source, id: row.id }, publicOrigin), 'team notification');
        }
        if (created && link && email && confirmationMails.take(email)) mailer.send(requestConfirmationMail(email, confirmationLink(publicOrigin, link.token), CONFIRMATION_LINK_DAYS), 'request confirmation');
        // Built from what this sender sent (a retry's content matches the stored row's), with the stored id and time.
        return reply.code(201).send({ status: 'success', data: toServiceRecord({ ...values, id: row.id, createdAt: row.createdAt, confirmedAt: row.confirmedAt }) });
      },
    );

    app.post(
      '/services/confirm',
      {
        schema: { body: confirmServiceRequestSchema, response: { 200: serviceRequestConfirmedResponseSchema, 404: errorResponseSchema } },
        config: perMinute(limits.submissionsPerMinutePerIp),
      },
      async (request, reply) => {
        if (!(await confirmRequest(db, request.body.token, now()))) return reply.code(404).send({ message: CONFIRMATION_LINK_INVALID });
        return { status: 'success' as const, message: 'Thank you. Your request is confirmed and now shows in your client area.' };
      },
    );
  };
}
