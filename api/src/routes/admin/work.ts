import {
  attachRequestSchema,
  CASE_EDIT_CONFLICT,
  dayAfter,
  FOLLOW_UP_TASK_TITLE,
  caseDetailResponseSchema,
  caseStatusResponseSchema,
  caseRefResponseSchema,
  casesPageSchema,
  casesQuerySchemaForStaff,
  caseStatusRequestSchema,
  caseUpdateRequestSchema,
  errorResponseSchema,
  inboxItemResponseSchema,
  inboxPageSchema,
  inboxQuerySchema,
  internalNoteRequestSchema,
  openCaseRequestSchema,
  openedRequestSchema,
  recordIdText,
  triageRequestSchema,
  type CaseSummary,
} from '@frc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../appContext';
import { AUDIT_ACTIONS, type Audit } from '../../backOffice/audit';
import { notifyMember } from '../../backOffice/notifications';
import { auditListRead } from './listReads';
import { addCaseNote, addStatusChange, caseDetail, changeCase as changeCaseAt, findCase, listCases, touchCase, type CaseChanges } from '../../backOffice/cases';
import { joinItemToCase, openCaseFor } from '../../backOffice/openCase';
import { caseWorker } from '../../backOffice/staffMembers';
import { findItem, itemDetail, listInbox, markOpened, parseInboxRef, setTriage, type Viewer } from '../../backOffice/inbox';
import { addTask } from '../../backOffice/tasks';
import type { Database } from '../../db/client';
import { sendDownload } from '../../http/download';
import { filesOfRequest } from '../../leads/requestFiles';
import { findEvidenceFile } from '../../reports/storeReport';
import { ObjectNotFound } from '../../storage/documentStore';
import { caseAssignedMail, caseNewsMail } from '../../mail/messages';
import { caseOr404 as caseOr404In, NOT_FOUND, viewerOf } from './caseAccess';
import { signedInStaff } from './guard';

const refParams = z.object({ ref: z.string().max(40) });

/** The inbox and the cases: what came in, its triage, the cases opened from it, their status, notes and history. */
export function workRoutes({ db, now, mailer, clientNotices, publicOrigin, evidence, documents }: AppContext, audit: Audit): FastifyPluginAsyncZod {
  return async (app) => {
    /** The item at `ref` if the viewer may see it; else answers 404 and gives null. */
    async function itemOr404(request: FastifyRequest, reply: FastifyReply, ref: string) {
      const item = await findItem(db, viewerOf(request), ref);
      if (!item) await reply.code(404).send(NOT_FOUND);
      return item;
    }
    const caseOr404 = (request: FastifyRequest, reply: FastifyReply, ref: string) => caseOr404In(db, request, reply, ref);
    /** The case as `viewer` sees it, for an answer: it shows the client's record, so it is audited as a read of it. */
    const detailOf = async (request: FastifyRequest, id: number, viewer: Viewer) => {
      const summary = (await findCase(db, viewer, id))!;
      await audit(db, request, { staffId: signedInStaff(request).id, action: AUDIT_ACTIONS.caseRead, target: summary.ref, clientEmail: summary.clientEmail });
      return caseDetail(db, summary, signedInStaff(request).id);
    };

    /** A report's evidence file, as a download; null when it has none by that id (or its bytes are gone). */
    async function reportEvidence(reportId: number, fileId: number) {
      const file = await findEvidenceFile(db, reportId, fileId);
      const content = file?.storageKey ? await evidence.read(file.storageKey) : file?.content;
      return file && content ? { name: file.fileName, type: file.mediaType, body: content } : null;
    }

    /** A file sent with a request (still its own, or moved into its case), as a download. */
    async function requestFile(requestId: number, fileId: number) {
      const file = (await filesOfRequest(db, requestId)).find((candidate) => candidate.id === fileId);
      if (!file) return null;
      try {
        return { name: file.name, type: file.type, size: file.size, body: await documents.get(file.storageKey) };
      } catch (error) {
        if (error instanceof ObjectNotFound) return null;
        throw error;
      }
    }

    app.get('/inbox', { schema: { querystring: inboxQuerySchema, response: { 200: inboxPageSchema } } }, async (request) => {
      await auditListRead(audit, db, request, AUDIT_ACTIONS.inboxListed, request.query, now());
      return listInbox(db, viewerOf(request), request.query);
    });

    /** The item as it stands: reading it marks nothing (the page then says it opened it, POST …/opened). */
    app.get('/inbox/:ref', { schema: { params: refParams, response: { 200: inboxItemResponseSchema, 404: errorResponseSchema } } }, async (request, reply) => {
      const item = await itemOr404(request, reply, request.params.ref);
      if (!item) return reply;
      await audit(db, request, { staffId: viewerOf(request).id, action: AUDIT_ACTIONS.inboxRead, target: item.ref, clientEmail: item.email });
      return { item: await itemDetail(db, item) };
    });

    app.post('/inbox/:ref/opened', { schema: { params: refParams, body: openedRequestSchema } }, async (request, reply) => {
      const item = await itemOr404(request, reply, request.params.ref);
      if (!item) return reply;
      await markOpened(db, parseInboxRef(item.ref)!, now());
      return reply.code(204).send();
    });

    app.get(
      '/inbox/:ref/evidence/:fileId',
      { schema: { params: refParams.extend({ fileId: recordIdText }) } },
      async (request, reply) => {
        const item = await itemOr404(request, reply, request.params.ref);
        if (!item) return reply;
        const parsed = parseInboxRef(item.ref)!;
        const file = parsed.kind === 'report' ? await reportEvidence(parsed.id, request.params.fileId) : parsed.kind === 'request' ? await requestFile(parsed.id, request.params.fileId) : null;
        if (!file) return reply.code(404).send(NOT_FOUND);
        await audit(db, request, { staffId: viewerOf(request).id, action: AUDIT_ACTIONS.evidenceDownload, target: `${item.ref}/${request.params.fileId}`, clientEmail: item.email });
        return sendDownload(reply, file);
      },
    );

    app.post(
      '/inbox/:ref/triage',
      { schema: { params: refParams, body: triageRequestSchema, response: { 200: inboxItemResponseSchema, 404: errorResponseSchema } } },
      async (request, reply) => {
        const item = await itemOr404(request, reply, request.params.ref);
        if (!item) return reply;
        await setTriage(db, parseInboxRef(item.ref)!, request.body.action === 'restore' ? 'new' : request.body.action);
        await audit(db, request, { staffId: viewerOf(request).id, action: AUDIT_ACTIONS.triage, target: `${item.ref}: ${request.body.action}`, clientEmail: item.email });
        const updated = await findItem(db, viewerOf(request), item.ref);
        // The answer shows the item's record: a read of it (the triage entry is one too).
        return { item: await itemDetail(db, updated!) };
      },
    );

    app.post(
      '/inbox/:ref/case',
      { schema: { params: refParams, body: openCaseRequestSchema, response: { 201: caseRefResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const item = await itemOr404(request, reply, request.params.ref);
        if (!item) return reply;
        if (!item.email) return reply.code(400).send({ message: 'This item has no e-mail address, and a case belongs to one.' });
        if (item.caseRef) return reply.code(409).send({ message: `This item is already in case ${item.caseRef}.` });
        const viewer = viewerOf(request);
        const caseRef = await db.transaction((tx) => openCaseFor(tx, { evidence, documents }, viewer, [item], now()));
        await audit(db, request, { staffId: viewer.id, action: AUDIT_ACTIONS.caseOpened, target: `${caseRef} from ${item.ref}`, clientEmail: item.email });
        return reply.code(201).send({ caseRef });
      },
    );

    app.post(
      '/inbox/:ref/attach',
      { schema: { params: refParams, body: attachRequestSchema, response: { 200: caseRefResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const item = await itemOr404(request, reply, request.params.ref);
        if (!item) return reply;
        if (item.caseRef) return reply.code(409).send({ message: `This item is already in case ${item.caseRef}.` });
        const target = await caseOr404(request, reply, request.body.caseRef);
        if (!target) return reply;
        // A case is one client's: another address's request would show that person's data to this case's team.
        if (item.email?.toLowerCase() !== target.summary.clientEmail) {
          return reply.code(400).send({ message: `This item was sent from another address than case ${target.summary.ref}'s.` });
        }
        await db.transaction(async (tx) => {
          await joinItemToCase(tx, { evidence, documents }, item.ref, target.id, now());
          await touchCase(tx, target.id, now());
        });
        await audit(db, request, { staffId: viewerOf(request).id, action: AUDIT_ACTIONS.caseAttached, target: `${item.ref} to ${target.summary.ref}`, clientEmail: item.email });
        return { caseRef: target.summary.ref };
      },
    );

    app.get('/cases', { schema: { querystring: casesQuerySchemaForStaff, response: { 200: casesPageSchema } } }, async (request) => {
      await auditListRead(audit, db, request, AUDIT_ACTIONS.casesListed, request.query, now());
      return listCases(db, viewerOf(request), request.query);
    });

    app.get('/cases/:ref', { schema: { params: refParams, response: { 200: caseDetailResponseSchema, 404: errorResponseSchema } } }, async (request, reply) => {
      const found = await caseOr404(request, reply, request.params.ref);
      if (!found) return reply;
      return { case: await detailOf(request, found.id, viewerOf(request)) };
    });

    /** Applies `changes` if the case is still at `version`: else 409, nothing written. */
    async function changeCase(reply: FastifyReply, target: { id: number; summary: CaseSummary }, version: number, changes: CaseChanges, alsoInTx?: (tx: Database) => Promise<void>) {
      const applied = await db.transaction(async (tx) => {
        if (!(await changeCaseAt(tx, target.id, version, changes, now()))) return false;
        await alsoInTx?.(tx);
        return true;
      });
      if (!applied) await reply.code(409).send({ message: CASE_EDIT_CONFLICT });
      return applied;
    }

    app.post(
      '/cases/:ref',
      { schema: { params: refParams, body: caseUpdateRequestSchema, response: { 200: caseDetailResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const target = await caseOr404(request, reply, request.params.ref);
        if (!target) return reply;
        const { version, managerId, amountLost, amountRecovered } = request.body;
        const changes: CaseChanges = {};
        let assignee: { id: number; email: string } | null = null;
        if (managerId !== undefined && managerId !== target.summary.managerId) {
          if (viewer.role !== 'admin') return reply.code(403).send({ message: 'Only an admin may assign a case manager.' });
          if (managerId !== null) {
            const chosen = await caseWorker(db, managerId, 'managerId');
            if (chosen.refusal) return reply.code(422).send(chosen.refusal);
            assignee = chosen.member;
          }
          changes.managerId = managerId;
        }
        if (amountLost !== undefined) changes.amountLost = amountLost;
        if (amountRecovered !== undefined) changes.amountRecovered = amountRecovered;
        if (!(await changeCase(reply, target, version, changes))) return reply;
        const what = Object.keys(changes).join(', ') || 'nothing';
        await audit(db, request, { staffId: viewer.id, action: AUDIT_ACTIONS.caseUpdated, target: `${target.summary.ref}: ${what}`, clientEmail: target.summary.clientEmail });
        // The new case manager learns of it by mail (the reference and a link, nothing of the victim); an admin who takes a case knows.
        if (assignee && assignee.id !== viewer.id) {
          mailer.send(caseAssignedMail(assignee.email, target.summary.ref, `${publicOrigin}/admin/cases/${target.summary.ref}`), 'case assigned');
          await notifyMember(db, assignee.id, target.id, 'case-assigned', now());
        }
        // An admin may have given the case to someone else: the answer is the case as an admin sees it then.
        return { case: await detailOf(request, target.id, { id: viewer.id, role: 'admin' }) };
      },
    );

    app.post(
      '/cases/:ref/status',
      { schema: { params: refParams, body: caseStatusRequestSchema, response: { 200: caseStatusResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const target = await caseOr404(request, reply, request.params.ref);
        if (!target) return reply;
        const { version, status, clientNote, followUpDays } = request.body;
        const time = now();
        let followUp: number | undefined;
        const applied = await changeCase(reply, target, version, { status }, async (tx) => {
          await addStatusChange(tx, { caseId: target.id, status, clientNote: clientNote || null, staffId: viewer.id, at: time });
          if (followUpDays === undefined) return;
          // The case's manager follows it up; a case without one, the member who changed its status.
          followUp = await addTask(tx, { caseId: target.id, title: FOLLOW_UP_TASK_TITLE, dueOn: dayAfter(time, followUpDays), assigneeId: target.summary.managerId ?? viewer.id, createdBy: viewer.id, createdAt: time });
        });
        if (!applied) return reply;
        await audit(db, request, { staffId: viewer.id, action: AUDIT_ACTIONS.caseStatus, target: `${target.summary.ref}: ${status}`, clientEmail: target.summary.clientEmail });
        if (followUp !== undefined) {
          await audit(db, request, { staffId: viewer.id, action: AUDIT_ACTIONS.taskCreated, target: `${target.summary.ref}/task-${followUp}: follow-up in ${followUpDays} days`, clientEmail: target.summary.clientEmail });
        }
        const noticeBy = await clientNotices.notify(target.id, caseNewsMail(target.summary.clientEmail, `${publicOrigin}/login`));
        return { case: await detailOf(request, target.id, viewer), clientNoticeBy: noticeBy?.toISOString() ?? null };
      },
    );

    app.post(
      '/cases/:ref/notes',
      { schema: { params: refParams, body: internalNoteRequestSchema, response: { 201: caseDetailResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const target = await caseOr404(request, reply, request.params.ref);
        if (!target) return reply;
        await addCaseNote(db, { caseId: target.id, staffId: viewer.id, text: request.body.text, at: now() });
        await audit(db, request, { staffId: viewer.id, action: AUDIT_ACTIONS.caseNote, target: target.summary.ref, clientEmail: target.summary.clientEmail });
        return reply.code(201).send({ case: await detailOf(request, target.id, viewer) });
      },
    );
  };
}
