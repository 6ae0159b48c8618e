import multipart from '@fastify/multipart';
import { errorResponseSchema, HONEYPOT_FIELD, submissionReceivedResponseSchema, whistleblowingReportSchema } from '@frc/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../appContext';
import { idempotentSubmissionHeaders } from '../http/idempotency';
import { perMinute } from '../http/rateLimits';
import { newInboxItemMail } from '../mail/messages';
import { readReportUpload, refuseUnboundedUpload, type EvidenceFile } from '../reports/evidenceUpload';
import { storeReport } from '../reports/storeReport';

/**
 * POST /api/whistleblowing: a report about a scam, as JSON, or as multipart/form-data when it
 * carries evidence images. Both forms go through the same schema. Evidence is streamed to the
 * evidence store while it arrives; the report and its files' rows are committed together, and a
 * retry with the same Idempotency-Key (and the same report and files) stores nothing new.
 */
export function whistleblowingRoutes({ db, mailer, teamEmail, limits, now, publicOrigin, evidence: store }: AppContext): FastifyPluginAsyncZod {
  const evidenceOf = new WeakMap<FastifyRequest, EvidenceFile[]>();

  return async (app) => {
    // Registered in this plugin only: every other route still accepts JSON alone.
    await app.register(multipart);

    // Files received for a request that ends without storing them (refused by the schema, a retry, a failure) are deleted.
    app.addHook('onResponse', async (request) => {
      const files = evidenceOf.get(request);
      if (files) await store.discard(files.map((file) => file.received));
    });

    app.post(
      '/whistleblowing',
      {
        schema: { body: whistleblowingReportSchema, headers: idempotentSubmissionHeaders, response: { 201: submissionReceivedResponseSchema, '4xx': errorResponseSchema } },
        config: perMinute(limits.submissionsPerMinutePerIp),
        onRequest: async (request, reply) => {
          if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data')) return;
          const refusal = refuseUnboundedUpload(request.headers['content-length']);
          if (refusal) return reply.code(refusal.status).send({ message: refusal.message });
        },
        // Runs before the schema check, so the report inside a multipart request is validated like a JSON body.
        preValidation: async (request, reply) => {
          if (!request.isMultipart()) return;
          const upload = await readReportUpload(request, store);
          if ('refusal' in upload) return reply.code(upload.refusal.status).send({ message: upload.refusal.message });
          request.body = upload.report as typeof request.body;
          evidenceOf.set(request, upload.files);
        },
      },
      async (request, reply) => {
        const { [HONEYPOT_FIELD]: honeypot, noticeVersion, ...fields } = request.body;
        const report = { ...fields, noticeVersion: noticeVersion ?? null };
        const evidence = evidenceOf.get(request) ?? [];
        if (honeypot) return reply.code(201).send({ status: 'success' as const, data: { id: 0, created_at: now().toISOString() } });

        const { row, created } = await storeReport(db, store, report, evidence, request.headers['idempotency-key']);

        if (created && teamEmail) mailer.send(newInboxItemMail(teamEmail, { kind: 'report', source: null, id: row.id, files: evidence.length }, publicOrigin), 'team notification');
        return reply.code(201).send({ status: 'success' as const, data: { id: row.id, created_at: row.createdAt.toISOString() } });
      },
    );
  };
}
