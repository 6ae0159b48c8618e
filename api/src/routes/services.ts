import multipart from '@fastify/multipart';
import {
  bookingLinkOf,
  CONFIRMATION_LINK_DAYS,
  CONFIRMATION_LINK_INVALID,
  confirmServiceRequestSchema,
  errorResponseSchema,
  filesKey,
  HONEYPOT_FIELD,
  recordIdText,
  REQUEST_FILE_MAX_BYTES,
  REQUEST_FILE_MEDIA_TYPES,
  requestFileMessages,
  REQUEST_FILES_KEY_HEADER,
  REQUEST_FILES_MAX,
  REQUEST_FILES_PATH,
  requestFileResponseSchema,
  serviceCreatedResponseSchema,
  serviceRequestConfirmedResponseSchema,
  serviceRequestSchema,
} from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { sourceOf } from '../backOffice/inbox';
import { readDocumentUpload, type UploadRules } from '../caseRoom/documentUpload';
import type { ClientHooks } from '../http/clientAuth';
import { idempotentSubmissionHeaders } from '../http/idempotency';
import { perMinute } from '../http/rateLimits';
import { createRequestStore, toServiceRecord } from '../leads/records';
import { confirmationLink, confirmRequest, createConfirmationMailBudget } from '../leads/requestConfirmation';
import { keepRequestFile, removeWaitingRequestFile, settleRequestFiles } from '../leads/requestFiles';
import { newInboxItemMail, requestConfirmationMail } from '../mail/messages';
import { MULTIPART_OVERHEAD_BYTES, refuseUnboundedUpload } from '../reports/evidenceUpload';
import { hashSecretToken, newSecretToken } from '../secretTokens';
import { issueBookingToken } from '../booking/bookings';

/**
 * A file sent with a request: what the case room's uploads go through, with a request's types and 10 MB; a HEIC
 * photo is converted to JPEG.
 */
const REQUEST_FILE_RULES: UploadRules = { types: REQUEST_FILE_MEDIA_TYPES, maxBytes: REQUEST_FILE_MAX_BYTES, messages: requestFileMessages, heic: requestFileMessages };

const filesKeyHeaders = z.looseObject({ [REQUEST_FILES_KEY_HEADER]: filesKey });

/**
 * POST /services: a consultation request from any of the intake forms. The team hears of every
 * request at once. A request whose address is not the signed-in client's own waits for its owner
 * to confirm it from a mailed link (POST /services/confirm) before the portal shows what it says.
 * POST /services/files: a file sent with a request, under the form's files key, before or after the
 * request that names the key (DELETE takes back one whose request has not come yet).
 */
export function serviceRoutes(context: AppContext, hooks: ClientHooks): FastifyPluginAsyncZod {
  const { db, mailer, teamEmail, limits, now, publicOrigin, documents, codeCrypto } = context;
  const storeRequest = createRequestStore(db);
  const confirmationMails = createConfirmationMailBudget(now);
  return async (app) => {
    // Registered in this plugin only: the request itself is still JSON alone.
    await app.register(multipart);
    // A form's files and its request: up to REQUEST_FILES_MAX files to a request, each its own upload.
    const fileLimit = perMinute(Math.min(Number.MAX_SAFE_INTEGER, limits.submissionsPerMinutePerIp * REQUEST_FILES_MAX));

    app.post(
      REQUEST_FILES_PATH,
      {
        schema: { headers: filesKeyHeaders, response: { 201: requestFileResponseSchema, '4xx': errorResponseSchema } },
        config: fileLimit,
        onRequest: async (request, reply) => {
          const refusal = refuseUnboundedUpload(request.headers['content-length'], REQUEST_FILE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, requestFileMessages.tooLarge);
          if (refusal) return reply.code(refusal.status).send({ message: refusal.message });
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) return reply.code(415).send({ message: `Please send the file as multipart/form-data.` });
        const upload = await readDocumentUpload(request, documents, { fromTeam: false, rules: REQUEST_FILE_RULES });
        if ('refusal' in upload) {
          // Photos waiting for their conversion: the sender's page may send it again a minute on.
          if (upload.refusal.status === 503) void reply.header('retry-after', '60');
          return reply.code(upload.refusal.status).send({ message: upload.refusal.message });
        }
        const keyHash = hashSecretToken(request.headers[REQUEST_FILES_KEY_HEADER]);
        let kept;
        try {
          kept = await keepRequestFile(db, keyHash, upload.document);
        } catch (error) {
          await documents.delete(upload.document.key);
          throw error;
        }
        if (!kept) {
          await documents.delete(upload.document.key);
          return reply.code(422).send({ message: requestFileMessages.tooMany });
        }
        // Its request may be stored already (sent while this file was on its way): the file joins it now.
        await settleRequestFiles(db, keyHash, now());
        return reply.code(201).send({ document: kept });
      },
    );

    app.delete(
      `${REQUEST_FILES_PATH}/:id`,
      { schema: { headers: filesKeyHeaders, params: z.object({ id: recordIdText }) }, config: fileLimit },
      async (request, reply) => {
        const storageKey = await removeWaitingRequestFile(db, hashSecretToken(request.headers[REQUEST_FILES_KEY_HEADER]), request.params.id);
        if (!storageKey) return reply.code(409).send({ message: requestFileMessages.notRemovable });
        await documents.delete(storageKey);
        return reply.code(204).send();
      },
    );

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
          scamCurrency: body.scam_currency,
          scamDescription: body.scam_description,
          address: body.address,
          noticeVersion: body.notice_version ?? null,
          filesKeyHash: body.files_key ? hashSecretToken(body.files_key) : null,
        };
        const received = now();
        if (body[HONEYPOT_FIELD]) {
          request.log.info('honeypot filled in: consultation request dropped');
          return reply.code(201).send({ status: 'success', data: toServiceRecord({ id: 0, ...values, createdAt: received, confirmedAt: sentByOwner ? received : null }), booking_token: codeCrypto.bookingToken(0) });
        }

        const link = !sentByOwner && email !== null ? newSecretToken() : null;
        const { row, created } = await storeRequest(
          { ...values, confirmedAt: sentByOwner ? received : null, confirmationTokenHash: link?.tokenHash ?? null },
          request.headers['idempotency-key'],
          // A retry is the same content from the same signed-in state; the link token and the time are new each time, and
          // the files key may be too (a form taken up again after a reload): the files sent under the first one stay.
          { values: { ...values, filesKeyHash: undefined }, sentByOwner },
        );
        // Files that came before it join it now; those still on their way join it when they arrive.
        if (values.filesKeyHash) await settleRequestFiles(db, values.filesKeyHash, received);
        if (created && teamEmail) {
          const source = sourceOf({ kind: 'request', subject: row.subject, transaction_type: row.transactionType });
          mailer.send(newInboxItemMail(teamEmail, { kind: 'request', source, id: row.id }, publicOrigin), 'team notification');
        }
        const bookingToken = await issueBookingToken(db, codeCrypto.bookingToken(row.id), row.id, received);
        if (created && link && email && confirmationMails.take(email)) {
          mailer.send(requestConfirmationMail(email, confirmationLink(publicOrigin, link.token), bookingLinkOf(publicOrigin, bookingToken), CONFIRMATION_LINK_DAYS), 'request confirmation');
        }
        // Built from what this sender sent (a retry's content matches the stored row's), with the stored id and time.
        return reply.code(201).send({
          status: 'success',
          data: toServiceRecord({ ...values, id: row.id, createdAt: row.createdAt, confirmedAt: row.confirmedAt }),
          booking_token: bookingToken,
        });
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
