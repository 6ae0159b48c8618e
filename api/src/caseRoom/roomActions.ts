import {
  caseRoomMessages,
  CLIENT_MESSAGES_PER_WINDOW,
  DOCUMENTS_PER_DAY,
  MESSAGE_RATE_WINDOW_MINUTES,
  NEW_DOCUMENT_MAIL_TEXT,
  NEW_MESSAGE_MAIL_TEXT,
  REPORT_READY_MAIL_TEXT,
  STAFF_MESSAGES_PER_WINDOW,
  type CaseMessageRequest,
} from '@frc/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { notifyCaseManager } from '../backOffice/notifications';
import { AUDIT_ACTIONS, type Audit } from '../backOffice/audit';
import { caseDocuments, caseMessages, cases } from '../db/schema';
import { sendDownload } from '../http/download';
import { caseRoomNoticeMail } from '../mail/messages';
import {
  clientUploadsSince,
  sendMessage as storeMessage,
  DocumentNotAttachable,
  findDocument,
  listMessages,
  markRead,
  markReadByMember,
  markReport,
  messagesSince,
  type Participant,
  type RoomCase,
  unreadByMemberOf,
  unreadCounts,
  withdrawDocument,
} from './caseRoom';
import { readDocumentUpload } from './documentUpload';

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_MS = MESSAGE_RATE_WINDOW_MINUTES * 60 * 1000;
const NOT_FOUND = { status: 'error', message: caseRoomMessages.notFound } as const;

/** Who did it, for the audit: a team member, or the client themselves (no staff member). */
const staffIdOf = (participant: Participant) => (participant.side === 'team' ? participant.staffId : null);

/**
 * What both sides of a case room do, once their routes have found the room (the client's own case, or a case in the
 * staff member's scope): read the thread, send, upload, download. The routes differ in who may reach a room and in
 * what they may do there, not in how it is done.
 */
export function createRoomActions({ db, now, mailer, clientNotices, publicOrigin, teamEmail, documents }: AppContext, audit: Audit) {
  /**
   * Tells the other side, with no content: the client at their sign-in page (at most one mail per case in a window,
   * clientNotices), the team at the case.
   */
  async function notify(room: RoomCase, to: Participant['side'], notice: string) {
    if (to === 'client') {
      await clientNotices.notify(room.id, caseRoomNoticeMail(room.clientEmail, notice, `${publicOrigin}/login`));
      return;
    }
    const address = room.managerEmail ?? teamEmail;
    if (address) mailer.send(caseRoomNoticeMail(address, notice, `${publicOrigin}/admin/cases/${room.ref}`, room.ref), 'case room notice');
  }

  /** What the reader has not read: the client, the team's messages; a team member, the client's messages they have not. */
  async function unreadFor(room: RoomCase, reader: Participant): Promise<number> {
    if (reader.side === 'team') return unreadByMemberOf(db, room.id, reader.staffId);
    return (await unreadCounts(db, [room.id], reader.side)).get(room.id) ?? 0;
  }

  return {
    /**
     * The thread (after `after` when given) as it stands: reading marks nothing (the page then says what it showed,
     * markRead). A team member's read is audited whenever it shows them messages.
     */
    async messages(request: FastifyRequest, room: RoomCase, reader: Participant, after: number | undefined) {
      const items = await listMessages(db, room, reader.side, { after });
      const unread = await unreadFor(room, reader);
      if (reader.side === 'team' && (after === undefined || items.length > 0)) {
        await audit(db, request, { staffId: reader.staffId, action: AUDIT_ACTIONS.caseMessagesRead, target: room.ref, clientEmail: room.clientEmail });
      }
      return { items, unread };
    },

    /** The reader has seen the thread up to `upTo`: the other side's messages up to it are read. */
    async markRead(room: RoomCase, reader: Participant, upTo: number) {
      await markRead(db, room, reader.side, upTo, now());
      if (reader.side === 'team') await markReadByMember(db, room, reader.staffId, upTo);
      return { unread: await unreadFor(room, reader) };
    },

    async send(reply: FastifyReply, room: RoomCase, sender: Participant, body: CaseMessageRequest, idempotencyKey: string | undefined) {
      const time = now();
      // A retry of a stored message is answered whatever the limit: it sends nothing new.
      const retry = idempotencyKey ? (await db.select({ id: caseMessages.id }).from(caseMessages).where(eq(caseMessages.idempotencyKey, idempotencyKey))).length > 0 : false;
      const limit = sender.side === 'client' ? CLIENT_MESSAGES_PER_WINDOW : STAFF_MESSAGES_PER_WINDOW;
      if (!retry && (await messagesSince(db, sender, new Date(time.getTime() - WINDOW_MS))) >= limit) {
        return reply
          .code(429)
          .header('retry-after', String(WINDOW_MS / 1000))
          .send({ message: `Too many requests. Please try again in ${MESSAGE_RATE_WINDOW_MINUTES} minutes.` });
      }
      let stored;
      try {
        stored = await storeMessage(db, room, sender, { text: body.text, documentIds: body.documentIds ?? [] }, idempotencyKey, time);
      } catch (error) {
        if (error instanceof DocumentNotAttachable) return reply.code(422).send({ message: caseRoomMessages.documentNotAttachable, errors: [{ field: 'documentIds', message: caseRoomMessages.documentNotAttachable }] });
        throw error;
      }
      if (stored.created) await notify(room, sender.side === 'client' ? 'team' : 'client', NEW_MESSAGE_MAIL_TEXT);
      if (stored.created && sender.side === 'client') await notifyCaseManager(db, room.id, 'client-message', time);
      const [message] = await listMessages(db, room, sender.side, { id: stored.id });
      return reply.code(201).send({ message: message! });
    },

    async upload(request: FastifyRequest, reply: FastifyReply, room: RoomCase, uploader: Participant) {
      const time = now();
      // A client at the day's limit is told before the file is read; the limit is checked again as the file is kept.
      if (uploader.side === 'client' && (await clientUploadsSince(db, uploader.email, new Date(time.getTime() - DAY_MS))) >= DOCUMENTS_PER_DAY) {
        return reply.code(429).send({ message: caseRoomMessages.tooManyToday });
      }
      const upload = await readDocumentUpload(request, documents, { fromTeam: uploader.side === 'team' });
      if ('refusal' in upload) return reply.code(upload.refusal.status).send({ message: upload.refusal.message });
      const { document } = upload;
      let id: number | null;
      try {
        // The day's count and the new row in one transaction, behind a lock on the client's cases: parallel uploads
        // are counted one after the other, so none passes the limit.
        id = await db.transaction(async (tx) => {
          if (uploader.side === 'client') {
            await tx.select({ id: cases.id }).from(cases).where(eq(cases.clientEmail, uploader.email)).for('update');
            if ((await clientUploadsSince(tx, uploader.email, new Date(time.getTime() - DAY_MS))) >= DOCUMENTS_PER_DAY) return null;
          }
          const [inserted] = await tx
            .insert(caseDocuments)
            .values({
              caseId: room.id,
              uploadedBy: uploader.side,
              staffId: staffIdOf(uploader),
              fileName: document.name,
              mediaType: document.type,
              sizeBytes: document.size,
              sha256: document.sha256,
              storageKey: document.key,
              visibility: document.visibility ?? 'client',
              at: time,
            })
            .returning({ id: caseDocuments.id });
          return inserted!.id;
        });
        if (id !== null && document.markAsReport) await markReport(db, room, id, true);
      } catch (error) {
        await documents.delete(document.key);
        throw error;
      }
      if (id === null) {
        await documents.delete(document.key);
        return reply.code(429).send({ message: caseRoomMessages.tooManyToday });
      }
      // A team-only document is never told to the client.
      if (uploader.side === 'team' && document.visibility === 'client') await notify(room, 'client', document.markAsReport ? REPORT_READY_MAIL_TEXT : NEW_DOCUMENT_MAIL_TEXT);
      else if (uploader.side === 'client') await notifyCaseManager(db, room.id, 'client-document', time);
      const found = await findDocument(db, room, id, uploader.side);
      return reply.code(201).send({ document: found!.document });
    },

    /** Marks a document as the case's report (the client is told it is ready) or takes the mark away; audited. */
    async markReport(request: FastifyRequest, reply: FastifyReply, room: RoomCase, staffId: number, id: number, isReport: boolean) {
      const before = await findDocument(db, room, id, 'team');
      if (!before) return reply.code(404).send(NOT_FOUND);
      if (isReport && (before.document.visibility === 'team' || before.document.withdrawnAt)) return reply.code(422).send({ message: caseRoomMessages.teamOnlyReport });
      await markReport(db, room, id, isReport);
      await audit(db, request, { staffId, action: AUDIT_ACTIONS.caseReportMarked, target: `${room.ref}/${id}: ${isReport}`, clientEmail: room.clientEmail });
      if (isReport && !before.document.isReport) await notify(room, 'client', REPORT_READY_MAIL_TEXT);
      const after = await findDocument(db, room, id, 'team');
      return { document: after!.document };
    },

    /**
     * The team takes back one of its documents: marked withdrawn (a report loses its mark, and the case has none until
     * another is marked), its file deleted from the store, and the withdrawal audited. The client is not mailed: their
     * room shows the withdrawal in the document's place.
     */
    async withdraw(request: FastifyRequest, reply: FastifyReply, room: RoomCase, staffId: number, id: number) {
      const before = await findDocument(db, room, id, 'team');
      if (!before) return reply.code(404).send(NOT_FOUND);
      const storageKey = await withdrawDocument(db, room, id, staffId, now());
      if (storageKey === null) return reply.code(409).send({ message: caseRoomMessages.notWithdrawable });
      await audit(db, request, { staffId, action: AUDIT_ACTIONS.caseDocumentWithdrawn, target: `${room.ref}/${id}`, clientEmail: room.clientEmail });
      await documents.delete(storageKey);
      const after = await findDocument(db, room, id, 'team');
      return { document: after!.document };
    },

    /** The document's bytes as a download, after the room's check; every download is in the audit. */
    async download(request: FastifyRequest, reply: FastifyReply, room: RoomCase, downloader: Participant, id: number) {
      const found = await findDocument(db, room, id, downloader.side);
      // A withdrawn document's file is gone: it is not there to download, for either side.
      if (!found || found.document.withdrawnAt) return reply.code(404).send(NOT_FOUND);
      const body = await documents.get(found.storageKey);
      await audit(db, request, {
        staffId: staffIdOf(downloader),
        action: downloader.side === 'team' ? AUDIT_ACTIONS.caseDocumentDownload : AUDIT_ACTIONS.clientDocumentDownload,
        target: `${room.ref}/${found.document.id}`,
        clientEmail: room.clientEmail,
      });
      return sendDownload(reply, { name: found.document.name, type: found.document.type, size: found.document.size, body });
    },
  };
}

export type RoomActions = ReturnType<typeof createRoomActions>;
