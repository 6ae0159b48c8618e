import {
  AUDIT_ACTIONS,
  auditExportQuerySchema,
  bulkResultSchema,
  caseBulkRequestSchema,
  casesExportQuerySchema,
  caseStatusLabel,
  deleteSavedViewRequestSchema,
  errorResponseSchema,
  EXPORT_MAX_ROWS,
  inboxBulkRequestSchema,
  inboxExportQuerySchema,
  formatAmount,
  labelOf,
  recordIdText,
  REQUEST_SOURCES,
  SAVED_VIEWS_MAX,
  savedViewRequestSchema,
  savedViewResponseSchema,
  savedViewsResponseSchema,
  INBOX_KINDS,
  SCAM_TYPES,
  type BulkResult,
  type InboxSummary,
} from '@frc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../appContext';
import { auditEntries, type Audit } from '../../backOffice/audit';
import { notifyMember } from '../../backOffice/notifications';
import { caseRows, findCase, parseCaseRef, setCaseManager } from '../../backOffice/cases';
import { findItem, inboxRows, parseInboxRef, setTriage, type Viewer } from '../../backOffice/inbox';
import { openCaseFor } from '../../backOffice/openCase';
import { countSavedViews, deleteSavedView, hasSavedView, savedViewsOf, saveView } from '../../backOffice/savedViews';
import { caseWorker } from '../../backOffice/staffMembers';
import { csvFile } from '../../http/csv';
import { sendDownload } from '../../http/download';
import { caseAssignedMail } from '../../mail/messages';
import type { CodeCrypto } from '../../otp/codeCrypto';
import { signedInStaff } from './guard';
import { auditListRead } from './listReads';

const ONLY_ADMINS_ASSIGN = 'Only an admin may assign a case manager.';

const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;
const casesText = (n: number) => `${n} case${n === 1 ? '' : 's'}`;
const day = (time: Date) => time.toISOString().slice(0, 10);

/**
 * What the lists do beyond a page: bulk actions on selected rows, CSV exports of a view (every export audited with its
 * filters and row count), and each member's saved views.
 */
export function listRoutes({ db, now, mailer, publicOrigin, evidence, documents }: AppContext, { audit, codeCrypto }: { audit: Audit; codeCrypto: CodeCrypto }): FastifyPluginAsyncZod {
  const viewerOf = (request: FastifyRequest): Viewer => {
    const staff = signedInStaff(request);
    return { id: staff.id, role: staff.role };
  };

  /** Gives case `caseId` to `assignee` (a new version); mails them when it is someone else's to take. */
  async function assignCase(request: FastifyRequest, caseRef: string, assignee: { id: number; email: string } | null, clientEmail: string) {
    const viewer = viewerOf(request);
    const id = parseCaseRef(caseRef)!;
    await setCaseManager(db, id, assignee?.id ?? null, now());
    await audit(db, request, { staffId: viewer.id, action: AUDIT_ACTIONS.caseUpdated, target: `${caseRef}: managerId`, clientEmail });
    if (assignee && assignee.id !== viewer.id) {
      mailer.send(caseAssignedMail(assignee.email, caseRef, `${publicOrigin}/admin/cases/${caseRef}`), 'case assigned');
      await notifyMember(db, assignee.id, id, 'case-assigned', now());
    }
  }

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

    /** Answers `body` as a CSV download named after the list and the day, after auditing the export. */
    async function sendCsv(request: FastifyRequest, reply: FastifyReply, action: string, list: string, filters: Record<string, unknown>, body: { header: string[]; rows: unknown[][] }) {
      await auditListRead(audit, db, request, action, { ...filters, rows: body.rows.length });
      return sendDownload(reply, { name: `${list}-${day(now())}.csv`, type: 'text/csv; charset=utf-8', body: csvFile(body.header, body.rows as (string | number | null)[][]) });
    }

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

    app.get('/audit/export', { config: { adminOnly: true }, schema: { querystring: auditExportQuerySchema } }, async (request, reply) => {
      const { staffId, action, client } = request.query;
      const found = await auditEntries(db, { staffId, action, clientEmailHash: client ? codeCrypto.hashErasedAddress(client) : undefined }, EXPORT_MAX_ROWS);
      return sendCsv(request, reply, AUDIT_ACTIONS.auditExported, 'audit', request.query, {
        header: ['When', 'Staff member', 'Staff email', 'What', 'Target', 'Client address hash', 'IP'],
        rows: found.map((entry) => [new Date(entry.at).toISOString(), entry.staff_name, entry.staff_email, entry.action, entry.target, entry.client_email_hash, entry.ip]),
      });
    });

    app.get('/views', { schema: { response: { 200: savedViewsResponseSchema } } }, async (request) => ({ items: await savedViewsOf(db, viewerOf(request).id) }));

    app.post('/views', { schema: { body: savedViewRequestSchema, response: { 201: savedViewResponseSchema, '4xx': errorResponseSchema } } }, async (request, reply) => {
      const staffId = viewerOf(request).id;
      const { list, name, query } = request.body;
      if (!(await hasSavedView(db, staffId, list, name))) {
        if ((await countSavedViews(db, staffId, list)) >= SAVED_VIEWS_MAX) return reply.code(400).send({ message: `You can keep ${SAVED_VIEWS_MAX} views of a list: delete one first.` });
      }
      return reply.code(201).send({ view: await saveView(db, staffId, { list, name, query }) });
    });

    app.post(
      '/views/:id/delete',
      { schema: { params: z.object({ id: recordIdText }), body: deleteSavedViewRequestSchema } },
      async (request, reply) => {
        if (!(await deleteSavedView(db, viewerOf(request).id, request.params.id))) return reply.code(404).send({ message: 'Not found' });
        return reply.code(204).send();
      },
    );
  };
}
