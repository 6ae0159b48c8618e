import {
  caseReference,
  caseStatusLabel,
  INBOX_KINDS,
  labelOf,
  REQUEST_SOURCES,
  SCAM_TYPES,
  type CaseDocument,
  type CaseMessage,
  type CaseRoomAuthor,
  type CaseStatus,
  type ClientCase,
  type ClientCaseListItem,
} from '@frc/contracts';
import { and, asc, eq, gt, inArray, isNull, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { caseDocuments, caseMessages, cases, caseStatusChanges, requestFiles, staffCaseReads, staffMembers, whistleblowingEvidence } from '../db/schema';
import { itemsOfCase, unreadByMember } from '../backOffice/inbox';
import { rows, tableAs } from '../db/rows';
import { parseCaseRef } from '../backOffice/cases';
import { insertOnce } from '../leads/insertOnce';

/** The case a room belongs to, as the room's routes need it. */
export interface RoomCase {
  id: number;
  ref: string;
  clientEmail: string;
  clientName: string;
  status: CaseStatus;
  managerId: number | null;
  managerName: string | null;
  managerEmail: string | null;
  openedAt: Date;
  updatedAt: Date;
}

/** Who is in the room: the client, or a team member. */
export type Participant = { side: 'client'; email: string } | { side: 'team'; staffId: number };

const otherSide = (side: CaseRoomAuthor): CaseRoomAuthor => (side === 'client' ? 'team' : 'client');
const TEAM_NAME = 'The team';

async function roomCases(db: Database, where: ReturnType<typeof and>): Promise<RoomCase[]> {
  const found = await db
    .select({
      id: cases.id,
      clientEmail: cases.clientEmail,
      clientName: cases.clientName,
      status: cases.status,
      managerId: cases.managerId,
      managerName: staffMembers.name,
      managerEmail: staffMembers.email,
      openedAt: cases.openedAt,
      updatedAt: cases.updatedAt,
    })
    .from(cases)
    .leftJoin(staffMembers, eq(staffMembers.id, cases.managerId))
    .where(where)
    .orderBy(sql`${cases.updatedAt} desc`, sql`${cases.id} desc`);
  return found.map((row) => ({ ...row, ref: caseReference(row.id) }));
}

/** The client's case at `ref`; null for a case of another address, or none. */
export async function findClientCase(db: Database, email: string, ref: string): Promise<RoomCase | null> {
  const id = parseCaseRef(ref);
  if (id === null) return null;
  const [found] = await roomCases(db, and(eq(cases.id, id), eq(cases.clientEmail, email)));
  return found ?? null;
}

/** The room's case once the back office's scope let the viewer see it. */
export async function roomCase(db: Database, id: number): Promise<RoomCase> {
  const [found] = await roomCases(db, and(eq(cases.id, id)));
  if (!found) throw new Error(`case ${id} is gone`);
  return found;
}

/** Messages of `caseId` the `reader` side has not read (the other side's). */
export async function unreadCounts(db: Database, caseIds: readonly number[], reader: CaseRoomAuthor): Promise<Map<number, number>> {
  if (caseIds.length === 0) return new Map();
  const counted = await db
    .select({ caseId: caseMessages.caseId, unread: sql<number>`count(*)::int` })
    .from(caseMessages)
    .where(and(inArray(caseMessages.caseId, [...caseIds]), eq(caseMessages.author, otherSide(reader)), isNull(caseMessages.readAt)))
    .groupBy(caseMessages.caseId);
  return new Map(counted.map((row) => [row.caseId, Number(row.unread)]));
}

/** What of the room's documents the client may see: the team's team-only ones never reach them. */
const sharedWithClient = eq(caseDocuments.visibility, 'client');

/** A team document shared with the client, standing, that they have not read and no message brings (an attached one counts with its message). */
const unreadByClient = and(
  eq(caseDocuments.uploadedBy, 'team'),
  sharedWithClient,
  isNull(caseDocuments.withdrawnAt),
  isNull(caseDocuments.clientReadAt),
  isNull(caseDocuments.messageId),
);

/** The team's documents of `caseIds`, not attached to a message, the client has not read. */
export async function unreadDocumentCounts(db: Database, caseIds: readonly number[]): Promise<Map<number, number>> {
  if (caseIds.length === 0) return new Map();
  const counted = await db
    .select({ caseId: caseDocuments.caseId, unread: sql<number>`count(*)::int` })
    .from(caseDocuments)
    .where(and(inArray(caseDocuments.caseId, [...caseIds]), unreadByClient))
    .groupBy(caseDocuments.caseId);
  return new Map(counted.map((row) => [row.caseId, Number(row.unread)]));
}

/** The case `caseId` holds something from the team the client has not read: a message, or a document of its own. */
// Raw: an expression for other queries' WHERE and ORDER BY (the client's list sorts by it), not a query of its own.
const cm = alias(caseMessages, 'cm');
const cd = alias(caseDocuments, 'cd');
export const unreadForClient = (caseId: SQLWrapper): SQL => sql`(exists (select 1 from ${tableAs(caseMessages, cm)} where ${cm.caseId} = ${caseId} and ${cm.author} = 'team' and ${cm.readAt} is null)
  or exists (select 1 from ${tableAs(caseDocuments, cd)} where ${cd.caseId} = ${caseId} and ${cd.uploadedBy} = 'team' and ${cd.visibility} = 'client'
    and ${cd.withdrawnAt} is null and ${cd.clientReadAt} is null and ${cd.messageId} is null))`;

/** The client's cases for the portal's list and side menu. */
export async function clientCases(db: Database, email: string): Promise<{ items: ClientCaseListItem[]; unreadTotal: number; unreadDocumentsTotal: number }> {
  const found = await roomCases(db, and(eq(cases.clientEmail, email)));
  const ids = found.map((each) => each.id);
  const unread = await unreadCounts(db, ids, 'client');
  const unreadDocuments = await unreadDocumentCounts(db, ids);
  const items = found.map((each) => ({
    ref: each.ref,
    status: each.status,
    statusLabel: caseStatusLabel(each.status),
    managerName: each.managerName,
    unread: unread.get(each.id) ?? 0,
    unreadDocuments: unreadDocuments.get(each.id) ?? 0,
    updatedAt: each.updatedAt.toISOString(),
  }));
  const unreadDocumentsTotal = items.reduce((total, item) => total + item.unreadDocuments, 0);
  return { items, unreadTotal: items.reduce((total, item) => total + item.unread, 0) + unreadDocumentsTotal, unreadDocumentsTotal };
}

interface DocumentRow {
  id: number;
  fileName: string;
  sizeBytes: number;
  mediaType: CaseDocument['type'];
  sha256: string;
  uploadedBy: CaseRoomAuthor;
  staffName: string | null;
  at: Date;
  isReport: boolean;
  messageId: number | null;
  storageKey: string;
  readByClient: boolean;
  visibility: CaseDocument['visibility'];
  withdrawnAt: Date | null;
  sentWithRequest: boolean;
}

const rm = alias(caseMessages, 'rm');
const rf = alias(requestFiles, 'rf');
const we = alias(whistleblowingEvidence, 'we');
const documentColumns = {
  id: caseDocuments.id,
  fileName: caseDocuments.fileName,
  sizeBytes: caseDocuments.sizeBytes,
  mediaType: caseDocuments.mediaType,
  sha256: caseDocuments.sha256,
  uploadedBy: caseDocuments.uploadedBy,
  staffName: staffMembers.name,
  at: caseDocuments.at,
  isReport: caseDocuments.isReport,
  messageId: caseDocuments.messageId,
  storageKey: caseDocuments.storageKey,
  // Raw: boolean columns of correlated EXISTS, which the builder's select list cannot write.
  readByClient: sql<boolean>`(${caseDocuments.uploadedBy} = 'client' or ${caseDocuments.clientReadAt} is not null
    or exists (select 1 from ${tableAs(caseMessages, rm)} where ${rm.id} = ${caseDocuments.messageId} and ${rm.readAt} is not null))`.mapWith(Boolean),
  visibility: caseDocuments.visibility,
  withdrawnAt: caseDocuments.withdrawnAt,
  sentWithRequest: sql<boolean>`(exists (select 1 from ${tableAs(requestFiles, rf)} where ${rf.caseDocumentId} = ${caseDocuments.id})
    or exists (select 1 from ${tableAs(whistleblowingEvidence, we)} where ${we.caseDocumentId} = ${caseDocuments.id}))`.mapWith(Boolean),
};

function toDocument(room: RoomCase, row: DocumentRow): CaseDocument {
  return {
    id: row.id,
    name: row.fileName,
    size: row.sizeBytes,
    type: row.mediaType,
    sha256: row.sha256,
    uploadedBy: row.uploadedBy,
    uploaderName: row.uploadedBy === 'client' ? room.clientName : (row.staffName ?? TEAM_NAME),
    at: row.at.toISOString(),
    isReport: row.isReport,
    messageId: row.messageId,
    readByClient: row.readByClient,
    visibility: row.visibility,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    ...(row.sentWithRequest && { sentWithRequest: true }),
  };
}

async function documentRows(db: Database, where: ReturnType<typeof and>): Promise<DocumentRow[]> {
  return db.select(documentColumns).from(caseDocuments).leftJoin(staffMembers, eq(staffMembers.id, caseDocuments.staffId)).where(where).orderBy(asc(caseDocuments.id));
}

/** The documents `viewer`'s side may see: the team, all of them; the client, those shared with them. */
const visibleTo = (viewer: CaseRoomAuthor) => (viewer === 'client' ? sharedWithClient : undefined);

/** The room's documents `viewer`'s side may see, withdrawn ones included (they say so). */
export async function listDocuments(db: Database, room: RoomCase, viewer: CaseRoomAuthor): Promise<CaseDocument[]> {
  return (await documentRows(db, and(eq(caseDocuments.caseId, room.id), visibleTo(viewer)))).map((row) => toDocument(room, row));
}

/** One document of the room `viewer`'s side may see, with its storage key; null when the room has no such document for them. */
export async function findDocument(db: Database, room: RoomCase, id: number, viewer: CaseRoomAuthor): Promise<{ document: CaseDocument; storageKey: string } | null> {
  const [row] = await documentRows(db, and(eq(caseDocuments.caseId, room.id), eq(caseDocuments.id, id), visibleTo(viewer)));
  return row ? { document: toDocument(room, row), storageKey: row.storageKey } : null;
}

/** The room's messages (only those after `after`, or the one `id`, when given), oldest first, with the documents `viewer`'s side may see. */
export async function listMessages(db: Database, room: RoomCase, viewer: CaseRoomAuthor, { after, id }: { after?: number; id?: number } = {}): Promise<CaseMessage[]> {
  const found = await db
    .select({ id: caseMessages.id, author: caseMessages.author, staffName: staffMembers.name, text: caseMessages.text, at: caseMessages.at, readAt: caseMessages.readAt })
    .from(caseMessages)
    .leftJoin(staffMembers, eq(staffMembers.id, caseMessages.staffId))
    .where(and(eq(caseMessages.caseId, room.id), after === undefined ? undefined : gt(caseMessages.id, after), id === undefined ? undefined : eq(caseMessages.id, id)))
    .orderBy(asc(caseMessages.id));
  const ids = found.map((message) => message.id);
  const attached = ids.length ? await documentRows(db, and(eq(caseDocuments.caseId, room.id), inArray(caseDocuments.messageId, ids), visibleTo(viewer))) : [];
  return found.map((message) => ({
    id: message.id,
    author: message.author,
    authorName: message.author === 'client' ? room.clientName : (message.staffName ?? TEAM_NAME),
    text: message.text,
    at: message.at.toISOString(),
    documents: attached.filter((document) => document.messageId === message.id).map((document) => toDocument(room, document)),
    readByOther: message.readAt !== null,
    readAt: message.readAt?.toISOString() ?? null,
  }));
}

/** Marks the other side's messages up to `upTo` read by `reader`. */
export async function markRead(db: Database, room: RoomCase, reader: CaseRoomAuthor, upTo: number, at: Date): Promise<void> {
  await db
    .update(caseMessages)
    .set({ readAt: at })
    .where(and(eq(caseMessages.caseId, room.id), eq(caseMessages.author, otherSide(reader)), isNull(caseMessages.readAt), lte(caseMessages.id, upTo)));
}

/**
 * Team member `staffId` has read the client's messages up to `upTo` (never back: an older mark keeps the newer
 * reading). Only their own unread count changes; the team's mark for the client is markRead's.
 */
export async function markReadByMember(db: Database, room: RoomCase, staffId: number, upTo: number): Promise<void> {
  const [newest] = await db
    .select({ id: sql<number | null>`max(${caseMessages.id})` })
    .from(caseMessages)
    .where(and(eq(caseMessages.caseId, room.id), eq(caseMessages.author, 'client'), lte(caseMessages.id, upTo)));
  if (newest?.id == null) return;
  await db
    .insert(staffCaseReads)
    .values({ staffId, caseId: room.id, readUpTo: newest.id })
    .onConflictDoUpdate({ target: [staffCaseReads.staffId, staffCaseReads.caseId], set: { readUpTo: sql`greatest(${staffCaseReads.readUpTo}, excluded.read_up_to)` } });
}

/** The client's room has shown the team's documents up to `upTo`: they are read by the client (their first reading kept). */
export async function markDocumentsReadByClient(db: Database, room: RoomCase, upTo: number, at: Date): Promise<void> {
  await db
    .update(caseDocuments)
    .set({ clientReadAt: at })
    .where(and(eq(caseDocuments.caseId, room.id), eq(caseDocuments.uploadedBy, 'team'), sharedWithClient, isNull(caseDocuments.clientReadAt), lte(caseDocuments.id, upTo)));
}

/** The client's messages of case `caseId` team member `staffId` has not read. */
export async function unreadByMemberOf(db: Database, caseId: number, staffId: number): Promise<number> {
  // Raw: a select of one expression and no table, which the builder cannot write.
  const [row] = await rows<{ unread: number }>(db, sql`select ${unreadByMember(sql`${caseId}::int`, staffId)} as unread`);
  return Number(row?.unread ?? 0);
}

/** A document to attach is not the sender's side's, not this case's, already attached, team-only or withdrawn. */
export class DocumentNotAttachable extends Error {}

/**
 * Stores a message once per Idempotency-Key (a retry answers the first message) and attaches the documents the
 * sender's side uploaded to this case and has not attached yet, in one transaction. Answers the message's id and
 * whether it is new.
 */
export async function sendMessage(
  db: Database,
  room: RoomCase,
  sender: Participant,
  message: { text: string; documentIds: readonly number[] },
  idempotencyKey: string | undefined,
  at: Date,
): Promise<{ id: number; created: boolean }> {
  const staffId = sender.side === 'team' ? sender.staffId : null;
  // Whose message it is belongs in the fingerprint: a key reused by someone else never answers another's message.
  const content = { caseId: room.id, sender, text: message.text, documentIds: [...message.documentIds].sort((a, b) => a - b) };
  return db.transaction(async (tx) => {
    const stored = await insertOnce(tx, caseMessages, { caseId: room.id, author: sender.side, staffId, text: message.text, at }, idempotencyKey, content);
    if (stored.created && message.documentIds.length > 0) {
      const ids = [...new Set(message.documentIds)];
      const attached = await tx
        .update(caseDocuments)
        .set({ messageId: stored.row.id })
        .where(
          and(
            eq(caseDocuments.caseId, room.id),
            eq(caseDocuments.uploadedBy, sender.side),
            sharedWithClient,
            isNull(caseDocuments.withdrawnAt),
            isNull(caseDocuments.messageId),
            inArray(caseDocuments.id, ids),
          ),
        )
        .returning({ id: caseDocuments.id });
      if (attached.length !== ids.length) throw new DocumentNotAttachable();
    }
    if (stored.created) await tx.update(cases).set({ updatedAt: at }).where(eq(cases.id, room.id));
    return { id: stored.row.id, created: stored.created };
  });
}

/**
 * Withdraws the team's document `id`: marked withdrawn (and no longer the report) in the same step that checks it is
 * the team's and still standing. Answers its storage key, for deleting the file, or null when there is nothing to withdraw.
 */
export async function withdrawDocument(db: Database, room: RoomCase, id: number, staffId: number, at: Date): Promise<string | null> {
  const [withdrawn] = await db
    .update(caseDocuments)
    .set({ withdrawnAt: at, withdrawnBy: staffId, isReport: false })
    .where(and(eq(caseDocuments.caseId, room.id), eq(caseDocuments.id, id), eq(caseDocuments.uploadedBy, 'team'), isNull(caseDocuments.withdrawnAt)))
    .returning({ storageKey: caseDocuments.storageKey });
  return withdrawn?.storageKey ?? null;
}

/** Makes `documentId` the case's report (one per case: any other loses the mark) or takes the mark away. */
export async function markReport(db: Database, room: RoomCase, documentId: number, isReport: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    if (isReport) await tx.update(caseDocuments).set({ isReport: false }).where(and(eq(caseDocuments.caseId, room.id), eq(caseDocuments.isReport, true)));
    await tx.update(caseDocuments).set({ isReport }).where(and(eq(caseDocuments.caseId, room.id), eq(caseDocuments.id, documentId)));
  });
}

/** How many documents the client uploaded, over all their cases, since `since`. */
export async function clientUploadsSince(db: Database, email: string, since: Date): Promise<number> {
  const [counted] = await db
    .select({ uploads: sql<number>`count(*)::int` })
    .from(caseDocuments)
    .innerJoin(cases, eq(cases.id, caseDocuments.caseId))
    .where(and(eq(cases.clientEmail, email), eq(caseDocuments.uploadedBy, 'client'), gt(caseDocuments.at, since)));
  return Number(counted?.uploads ?? 0);
}

/** Messages a side sent in the room's cases since `since` (the client: over all their cases). */
export async function messagesSince(db: Database, sender: Participant, since: Date): Promise<number> {
  const bySender =
    sender.side === 'client'
      ? and(eq(caseMessages.author, 'client'), inArray(caseMessages.caseId, db.select({ id: cases.id }).from(cases).where(eq(cases.clientEmail, sender.email))))
      : and(eq(caseMessages.author, 'team'), eq(caseMessages.staffId, sender.staffId));
  const [counted] = await db.select({ sent: sql<number>`count(*)::int` }).from(caseMessages).where(and(bySender, gt(caseMessages.at, since)));
  return Number(counted?.sent ?? 0);
}

/** The client's view of the case: status, timeline, manager, the requests it came from, the report, unread count. */
export async function clientCase(db: Database, room: RoomCase): Promise<ClientCase> {
  const timeline = await db
    .select({ status: caseStatusChanges.status, clientNote: caseStatusChanges.clientNote, at: caseStatusChanges.at })
    .from(caseStatusChanges)
    .where(eq(caseStatusChanges.caseId, room.id))
    .orderBy(asc(caseStatusChanges.at), asc(caseStatusChanges.id));
  const items = (await itemsOfCase(db, room.id, null)).filter((item) => item.email?.toLowerCase() === room.clientEmail);
  const [report] = await documentRows(db, and(eq(caseDocuments.caseId, room.id), eq(caseDocuments.isReport, true), sharedWithClient, isNull(caseDocuments.withdrawnAt)));
  const unread = await unreadCounts(db, [room.id], 'client');
  const unreadDocuments = await unreadDocumentCounts(db, [room.id]);
  return {
    ref: room.ref,
    status: room.status,
    statusLabel: caseStatusLabel(room.status),
    managerName: room.managerName,
    openedAt: room.openedAt.toISOString(),
    timeline: timeline.map((entry) => ({ status: entry.status, clientNote: entry.clientNote, at: entry.at.toISOString() })),
    requests: items
      .slice()
      .reverse()
      .map((item) => ({
        // A consultation request by its number, as the portal's cases list shows it; the others by their kind and number.
        ref: item.kind === 'request' ? item.ref.slice('request-'.length) : item.ref,
        createdAt: item.receivedAt,
        scamType: item.scamType ? labelOf(SCAM_TYPES, item.scamType) : null,
        summary: item.source ? `${labelOf(INBOX_KINDS, item.kind)} (${labelOf(REQUEST_SOURCES, item.source)})` : labelOf(INBOX_KINDS, item.kind),
      })),
    report: report ? toDocument(room, report) : null,
    unread: unread.get(room.id) ?? 0,
    unreadDocuments: unreadDocuments.get(room.id) ?? 0,
  };
}

/** What the client's data page and download list of their case rooms: every message, every document's checksum. */
export async function caseRoomDataOf(db: Database, email: string) {
  const messages = await db
    .select({ caseId: caseMessages.caseId, author: caseMessages.author, staffName: staffMembers.name, clientName: cases.clientName, text: caseMessages.text, at: caseMessages.at })
    .from(caseMessages)
    .innerJoin(cases, eq(cases.id, caseMessages.caseId))
    .leftJoin(staffMembers, eq(staffMembers.id, caseMessages.staffId))
    .where(eq(cases.clientEmail, email))
    .orderBy(asc(caseMessages.id));
  const documents = await db
    .select({
      caseId: caseDocuments.caseId,
      id: caseDocuments.id,
      name: caseDocuments.fileName,
      size: caseDocuments.sizeBytes,
      type: caseDocuments.mediaType,
      sha256: caseDocuments.sha256,
      uploadedBy: caseDocuments.uploadedBy,
      isReport: caseDocuments.isReport,
      at: caseDocuments.at,
    })
    .from(caseDocuments)
    .innerJoin(cases, eq(cases.id, caseDocuments.caseId))
    .where(and(eq(cases.clientEmail, email), sharedWithClient))
    .orderBy(asc(caseDocuments.id));
  return {
    caseMessages: messages.map((message) => ({
      caseRef: caseReference(message.caseId),
      author: message.author,
      authorName: message.author === 'client' ? message.clientName : (message.staffName ?? TEAM_NAME),
      text: message.text,
      at: message.at.toISOString(),
    })),
    caseDocuments: documents.map(({ caseId, at, ...document }) => ({ caseRef: caseReference(caseId), ...document, at: at.toISOString() })),
  };
}

/** The stored files of every document of `caseIds`, for removing them from the store once their rows are gone. */
export async function storageKeysOfCases(db: Database, caseIds: SQLWrapper | readonly number[]): Promise<string[]> {
  const found = await db.select({ storageKey: caseDocuments.storageKey }).from(caseDocuments).where(inArray(caseDocuments.caseId, caseIds));
  return found.map((row) => row.storageKey);
}
