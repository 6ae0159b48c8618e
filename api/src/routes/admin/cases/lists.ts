import { AUDIT_ACTIONS, bulkResultSchema, caseBulkRequestSchema, casesExportQuerySchema, caseStatusLabel, errorResponseSchema, EXPORT_MAX_ROWS, type BulkResult } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../appContext';
import type { Audit } from '../../../backOffice/audit';
import { caseRows, findCase, parseCaseRef } from '../../../backOffice/cases';
import { caseWorker } from '../../../backOffice/staffMembers';
import { viewerOf } from '../caseAccess';
import { listExporter } from '../listReads';
import { caseAssignment, casesText } from './assignment';

/** What the cases list does beyond a page: the admins' bulk assignment, and its CSV export (audited with its filters and row count). */
export function caseListRoutes(context: AppContext, audit: Audit): FastifyPluginAsyncZod {
  const { db, now } = context;
  const assignCase = caseAssignment(context, audit);
  const sendCsv = listExporter({ audit, db, now });

  return async (app) => {
    app.post(
      '/cases/bulk',
      { config: { adminOnly: true }, schema: { body: caseBulkRequestSchema, response: { 200: bulkResultSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const chosen = await caseWorker(db, request.body.managerId, 'managerId');
        if (chosen.refusal) return reply.code(422).send(chosen.refusal);
        const assignee = chosen.member;
        const result: BulkResult = { summary: '', done: [], skipped: [] };
        for (const ref of new Set(request.body.refs)) {
          const id = parseCaseRef(ref);
          const found = id === null ? null : await findCase(db, viewer, id);
          if (!found) {
            result.skipped.push({ ref, message: 'Not found' });
            continue;
          }
          await assignCase(request, found.ref, assignee, found.clientEmail);
          result.done.push({ ref: found.ref, previousTriage: null, caseRef: found.ref });
        }
        result.summary = `${casesText(result.done.length)} ${assignee ? `assigned to ${assignee.name}` : 'left without a case manager'}.`;
        if (result.skipped.length) result.summary += ` ${casesText(result.skipped.length)} not found.`;
        await audit(db, request, { staffId: viewer.id, action: AUDIT_ACTIONS.bulkAction, target: `cases assign: ${result.done.length} of ${request.body.refs.length}` });
        return result;
      },
    );

    app.get('/cases/export', { schema: { querystring: casesExportQuerySchema } }, async (request, reply) => {
      const found = await caseRows(db, viewerOf(request), request.query, EXPORT_MAX_ROWS);
      return sendCsv(request, reply, AUDIT_ACTIONS.casesExported, 'cases', request.query, {
        header: ['Case', 'Client', 'Email', 'Status', 'Case manager', 'Amount lost', 'Amount recovered', 'Requests', 'Unread messages', 'Opened', 'Updated'],
        rows: found.map((each) => [
          each.ref,
          each.clientName,
          each.clientEmail,
          caseStatusLabel(each.status),
          each.managerName,
          each.amountLost,
          each.amountRecovered,
          each.requests,
          each.unreadMessages,
          each.openedAt,
          each.updatedAt,
        ]),
      });
    });
  };
}
