import {
  CASE_EDIT_CONFLICT,
  dayAfter,
  FOLLOW_UP_TASK_TITLE,
  caseDetailResponseSchema,
  caseStatusResponseSchema,
  casesPageSchema,
  casesQuerySchemaForStaff,
  caseStatusRequestSchema,
  caseUpdateRequestSchema,
  errorResponseSchema,
  internalNoteRequestSchema,
  type CaseSummary,
} from '@frc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../appContext';
import { AUDIT_ACTIONS, type Audit } from '../../../backOffice/audit';
import { notifyMember } from '../../../backOffice/notifications';
import { addCaseNote, addStatusChange, caseDetail, changeCase as changeCaseAt, findCase, listCases, type CaseChanges } from '../../../backOffice/cases';
import { caseWorker } from '../../../backOffice/staffMembers';
import type { Viewer } from '../../../backOffice/inbox';
import { addTask } from '../../../backOffice/tasks';
import type { Database } from '../../../db/client';
import { caseAssignedMail, caseNewsMail } from '../../../mail/messages';
import { auditListRead } from '../listReads';
import { caseOr404 as caseOr404In, viewerOf } from '../caseAccess';
import { signedInStaff } from '../guard';

const refParams = z.object({ ref: z.string().max(40) });

/** The cases: their list, each case, its manager and amounts, its status (with a follow-up) and the team's notes. */
export function caseRoutes({ db, now, mailer, clientNotices, publicOrigin }: AppContext, audit: Audit): FastifyPluginAsyncZod {
  return async (app) => {
    const caseOr404 = (request: FastifyRequest, reply: FastifyReply, ref: string) => caseOr404In(db, request, reply, ref);
    /** The case as `viewer` sees it, for an answer: it shows the client's record, so it is audited as a read of it. */
    const detailOf = async (request: FastifyRequest, id: number, viewer: Viewer) => {
      const summary = (await findCase(db, viewer, id))!;
      await audit(db, request, { staffId: signedInStaff(request).id, action: AUDIT_ACTIONS.caseRead, target: summary.ref, clientEmail: summary.clientEmail });
      return caseDetail(db, summary, signedInStaff(request).id);
    };

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
