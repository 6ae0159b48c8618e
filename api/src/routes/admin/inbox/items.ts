import {
  attachRequestSchema,
  caseRefResponseSchema,
  errorResponseSchema,
  inboxItemResponseSchema,
  inboxPageSchema,
  inboxQuerySchema,
  openCaseRequestSchema,
  openedRequestSchema,
  recordIdText,
  triageRequestSchema,
} from '@frc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../appContext';
import { AUDIT_ACTIONS, type Audit } from '../../../backOffice/audit';
import { touchCase } from '../../../backOffice/cases';
import { joinItemToCase, openCaseFor } from '../../../backOffice/openCase';
import { findItem, itemDetail, listInbox, markOpened, parseInboxRef, setTriage } from '../../../backOffice/inbox';
import { sendDownload } from '../../../http/download';
import { filesOfRequest } from '../../../leads/requestFiles';
import { findEvidenceFile } from '../../../reports/storeReport';
import { ObjectNotFound } from '../../../storage/documentStore';
import { auditListRead } from '../listReads';
import { caseOr404 as caseOr404In, NOT_FOUND, viewerOf } from '../caseAccess';

const refParams = z.object({ ref: z.string().max(40) });

/** The inbox: what came in, each item read, opened, triaged, its files downloaded, and a case opened from it or joined. */
export function inboxItemRoutes({ db, now, evidence, documents }: AppContext, audit: Audit): FastifyPluginAsyncZod {
  return async (app) => {
    /** The item at `ref` if the viewer may see it; else answers 404 and gives null. */
    async function itemOr404(request: FastifyRequest, reply: FastifyReply, ref: string) {
      const item = await findItem(db, viewerOf(request), ref);
      if (!item) await reply.code(404).send(NOT_FOUND);
      return item;
    }
    const caseOr404 = (request: FastifyRequest, reply: FastifyReply, ref: string) => caseOr404In(db, request, reply, ref);

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
  };
}
