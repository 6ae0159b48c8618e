import multipart from '@fastify/multipart';
import { errorResponseSchema, HONEYPOT_FIELD, submissionReceivedResponseSchema, whistleblowingReportSchema } from '@frc/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../appContext';
import { whistleblowingEvidence, whistleblowingReports } from '../db/schema';
import { idempotentSubmissionHeaders } from '../http/idempotency';
import { perMinute } from '../http/rateLimits';
import { insertOnce } from '../leads/insertOnce';
import { teamNotificationMail } from '../mail/messages';
import { readReportUpload, refuseUnboundedUpload, type EvidenceFile } from '../reports/evidenceUpload';

/**
 * POST /api/whistleblowing: a report about a scam, as JSON, or as multipart/form-data when it
 * carries evidence images. Both forms go through the same schema; the report and its files are
 * committed together, and a retry with the same Idempotency-Key stores nothing new.
 */
export function whistleblowingRoutes({ db, mailer, teamEmail, limits, now }: AppContext): FastifyPluginAsyncZod {
  const evidenceOf = new WeakMap<FastifyRequest, EvidenceFile[]>();

  return async (app) => {
    // Registered in this plugin only: every other route still accepts JSON alone.
    await app.register(multipart);

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
          const upload = await readReportUpload(request);
          if ('refusal' in upload) return reply.code(upload.refusal.status).send({ message: upload.refusal.message });
          request.body = upload.report as typeof request.body;
          evidenceOf.set(request, upload.files);
        },
      },
      async (request, reply) => {
        const { [HONEYPOT_FIELD]: honeypot, ...report } = request.body;
        const evidence = evidenceOf.get(request) ?? [];
        if (honeypot) return reply.code(201).send({ status: 'success' as const, data: { id: 0, created_at: now().toISOString() } });

        const { row, created } = await db.transaction(async (tx) => {
          const stored = await insertOnce(tx, whistleblowingReports, report, request.headers['idempotency-key']);
          if (stored.created && evidence.length > 0) {
            // Sent as hex text and decoded by the database: PGlite's own bytea encoding is a slow JavaScript loop.
            const rows = evidence.map(({ content, ...file }) => ({ ...file, reportId: stored.row.id, content: sql<Buffer>`decode(${content.toString('hex')}, 'hex')` }));
            await tx.insert(whistleblowingEvidence).values(rows);
          }
          return stored;
        });

        if (created && teamEmail) {
          const evidenceLine = evidence.length > 0 ? evidence.map((file) => `${file.fileName} (${file.mediaType}, ${file.sizeBytes} bytes)`).join('; ') : null;
          mailer.send(teamNotificationMail(teamEmail, `whistleblowing report #${row.id}`, { ...report, evidence: evidenceLine }), 'team notification');
        }
        return reply.code(201).send({ status: 'success' as const, data: { id: row.id, created_at: row.createdAt.toISOString() } });
      },
    );
  };
}
