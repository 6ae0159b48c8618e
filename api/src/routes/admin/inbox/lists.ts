import {
  AUDIT_ACTIONS,
  bulkResultSchema,
  caseStatusLabel,
  errorResponseSchema,
  EXPORT_MAX_ROWS,
  inboxBulkRequestSchema,
  inboxExportQuerySchema,
  formatAmount,
  labelOf,
  REQUEST_SOURCES,
  INBOX_KINDS,
  SCAM_TYPES,
  type BulkResult,
  type InboxSummary,
} from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../appContext';
import type { Audit } from '../../../backOffice/audit';
import { findItem, inboxRows, parseInboxRef, setTriage } from '../../../backOffice/inbox';
import { openCaseFor } from '../../../backOffice/openCase';
import { caseWorker } from '../../../backOffice/staffMembers';
import { caseAssignedMail } from '../../../mail/messages';
import { viewerOf } from '../caseAccess';
import { listExporter } from '../listReads';
import { caseAssignment, casesText, ONLY_ADMINS_ASSIGN } from '../cases/assignment';

const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

/** What the inbox list does beyond a page: bulk actions on selected items, and its CSV export (audited with its filters and row count). */
export function inboxListRoutes(context: AppContext, audit: Audit): FastifyPluginAsyncZod {
  const { db, now, mailer, publicOrigin, evidence, documents } = context;
  const assignCase = caseAssignment(context, audit);
  const sendCsv = listExporter({ audit, db, now });

  return async (app) => {
    app.post(
      '/inbox/bulk',
      { schema: { body: inboxBulkRequestSchema, response: { 200: bulkResultSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { refs, action, managerId } = request.body;
        if (action === 'assign' && viewer.role !== 'admin') return reply.code(403).send({ message: ONLY_ADMINS_ASSIGN });
        const chosen = action === 'assign' ? await caseWorker(db, managerId ?? null, 'managerId') : { member: null };
        if (chosen.refusal) return reply.code(422).send(chosen.refusal);
        const assignee = chosen.member;
        const result: BulkResult = { summary: '', done: [], skipped: [] };
        const found: InboxSummary[] = [];
        for (const ref of new Set(refs)) {
          const item = await findItem(db, viewer, ref);
          if (item) found.push(item);
          else result.skipped.push({ ref, message: 'Not found' });
        }
        const time = now();

        if (action === 'spam' || action === 'duplicate' || action === 'restore') {
          const triage = action === 'restore' ? 'new' : action;
          for (const item of found) {
            const previous = item.triage === 'case' ? 'new' : item.triage;
            await setTriage(db, parseInboxRef(item.ref)!, triage);
            await audit(db, request, { staffId: viewer.id, action: AUDIT_ACTIONS.triage, target: `${item.ref}: ${action}`, clientEmail: item.email });
            result.done.push({ ref: item.ref, previousTriage: previous, caseRef: item.caseRef });
          }
          const what = { spam: 'marked as spam', duplicate: 'marked as duplicate', restore: 'restored to the inbox' }[action];
          result.summary = `${items(result.done.length)} ${what}.`;
        } else {
          // Open a case per client address for the items without one (both actions), then (assign) give the cases away.
          const byAddress = new Map<string, InboxSummary[]>();
          const inCases: InboxSummary[] = [];
          for (const item of found) {
            if (item.caseRef) {
              if (action === 'case') result.skipped.push({ ref: item.ref, message: `Already in case ${item.caseRef}` });
              else inCases.push(item);
            } else if (!item.email) {
              result.skipped.push({ ref: item.ref, message: 'No e-mail address: a case belongs to one' });
            } else {
              const address = item.email.toLowerCase();
              byAddress.set(address, [...(byAddress.get(address) ?? []), item]);
            }
          }
          const opened: string[] = [];
          for (const group of byAddress.values()) {
            const caseRef = await db.transaction((tx) => openCaseFor(tx, { evidence, documents }, viewer, group, time, action === 'assign' ? (assignee?.id ?? null) : undefined));
            opened.push(caseRef);
            for (const item of group) {
              await audit(db, request, { staffId: viewer.id, action: AUDIT_ACTIONS.caseOpened, target: `${caseRef} from ${item.ref}`, clientEmail: item.email });
              result.done.push({ ref: item.ref, previousTriage: null, caseRef });
            }
            if (action === 'assign' && assignee && assignee.id !== viewer.id) {
              mailer.send(caseAssignedMail(assignee.email, caseRef, `${publicOrigin}/admin/cases/${caseRef}`), 'case assigned');
            }
          }
          if (action === 'case') {
            result.summary = `${casesText(opened.length)} opened for ${items(result.done.length)}${opened.length ? `: ${opened.join(', ')}` : ''}.`;
          } else {
            const assigned = new Set<string>();
            for (const item of inCases) {
              if (!assigned.has(item.caseRef!)) {
                await assignCase(request, item.caseRef!, assignee ?? null, item.email ?? '');
                assigned.add(item.caseRef!);
              }
              result.done.push({ ref: item.ref, previousTriage: null, caseRef: item.caseRef });
            }
            const whom = assignee ? `assigned to ${assignee.name}` : 'left without a case manager';
            result.summary = `${items(result.done.length)} ${whom}${opened.length ? ` (${casesText(opened.length)} opened)` : ''}.`;
          }
        }
        if (result.skipped.length) result.summary += ` ${items(result.skipped.length)} left as they were.`;
        await audit(db, request, { staffId: viewer.id, action: AUDIT_ACTIONS.bulkAction, target: `inbox ${action}: ${result.done.length} of ${refs.length}` });
        return result;
      },
    );

    app.get('/inbox/export', { schema: { querystring: inboxExportQuerySchema } }, async (request, reply) => {
      const found = await inboxRows(db, viewerOf(request), request.query, EXPORT_MAX_ROWS);
      return sendCsv(request, reply, AUDIT_ACTIONS.inboxExported, 'inbox', request.query, {
        header: ['Reference', 'Kind', 'Source', 'Received', 'Name', 'Email', 'Phone', 'Scam type', 'Amount', 'Confirmed', 'Triage', 'Case', 'Status', 'Case manager', 'Unread messages'],
        rows: found.map((item) => [
          item.ref,
          labelOf(INBOX_KINDS, item.kind),
          item.source ? labelOf(REQUEST_SOURCES, item.source) : '',
          item.receivedAt,
          item.name,
          item.email,
          item.phone,
          item.scamType ? labelOf(SCAM_TYPES, item.scamType) : '',
          formatAmount(item.amount, item.currency),
          item.confirmed ? 'Yes' : 'No',
          item.triage,
          item.caseRef,
          item.caseStatus ? caseStatusLabel(item.caseStatus) : '',
          item.managerName,
          item.unreadMessages,
        ]),
      });
    });
  };
}
