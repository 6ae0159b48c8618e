import { REQUEST_FILES_MAX, type EvidenceFile } from '@frc/contracts';
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, type SQLWrapper } from 'drizzle-orm';
import type { ReceivedDocument } from '../caseRoom/documentUpload';
import type { Database } from '../db/client';
import { caseDocuments, requestFiles, serviceRequests } from '../db/schema';

/**
 * Keeps a file received under a form's files key (its hash). Null when the key already has its most files: the row is
 * then not kept (two uploads racing for the last place may both be refused, never both kept).
 */
export async function keepRequestFile(db: Database, filesKeyHash: string, file: ReceivedDocument): Promise<EvidenceFile | null> {
  const [row] = await db
    .insert(requestFiles)
    .values({ filesKeyHash, fileName: file.name, mediaType: file.type as typeof requestFiles.$inferInsert.mediaType, sizeBytes: file.size, sha256: file.sha256, storageKey: file.key })
    .returning();
  const [kept] = await db.select({ files: count() }).from(requestFiles).where(eq(requestFiles.filesKeyHash, filesKeyHash));
  if ((kept?.files ?? 0) > REQUEST_FILES_MAX) {
    await db.delete(requestFiles).where(eq(requestFiles.id, row!.id));
    return null;
  }
  return { id: row!.id, name: row!.fileName, size: row!.sizeBytes, type: row!.mediaType };
}

/**
 * Joins the files under a files key to the request that names it, and moves them into its case when it has one. Run
 * after each file is kept and after the request is stored, so whichever comes last joins them: the request's row is
 * locked first, so a case opened from it meanwhile either waits for this or is seen by it.
 */
export async function settleRequestFiles(db: Database, filesKeyHash: string, time: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select({ id: serviceRequests.id, caseId: serviceRequests.caseId })
      .from(serviceRequests)
      .where(eq(serviceRequests.filesKeyHash, filesKeyHash))
      .orderBy(asc(serviceRequests.id))
      .limit(1)
      .for('update');
    if (!request) return;
    await tx
      .update(requestFiles)
      .set({ requestId: request.id })
      .where(and(eq(requestFiles.filesKeyHash, filesKeyHash), isNull(requestFiles.requestId)));
    if (request.caseId !== null) await moveRequestFilesIntoCase(tx, request.id, request.caseId, time);
  });
}

/**
 * The files sent with the request become the case's documents, as the client's own ("sent with the request"): each
 * file's storage key moves to its document, so the file has one owner and goes with the case.
 */
export async function moveRequestFilesIntoCase(tx: Database, requestId: number, caseId: number, time: Date): Promise<void> {
  const waiting = await tx
    .select()
    .from(requestFiles)
    .where(and(eq(requestFiles.requestId, requestId), isNotNull(requestFiles.storageKey)))
    .orderBy(asc(requestFiles.id))
    .for('update');
  for (const file of waiting) {
    const [document] = await tx
      .insert(caseDocuments)
      .values({
        caseId,
        uploadedBy: 'client',
        fileName: file.fileName,
        mediaType: file.mediaType,
        sizeBytes: file.sizeBytes,
        sha256: file.sha256,
        storageKey: file.storageKey!,
        visibility: 'client',
        at: time,
      })
      .returning({ id: caseDocuments.id });
    await tx.update(requestFiles).set({ storageKey: null, caseDocumentId: document!.id }).where(eq(requestFiles.id, file.id));
  }
}

/**
 * The files sent with a request as its inbox item lists them: those still the request's, and those moved into its
 * case while that document stands; each with the key its bytes are under.
 */
export async function filesOfRequest(db: Database, requestId: number): Promise<(EvidenceFile & { storageKey: string })[]> {
  const rows = await db
    .select({
      id: requestFiles.id,
      name: requestFiles.fileName,
      size: requestFiles.sizeBytes,
      type: requestFiles.mediaType,
      storageKey: requestFiles.storageKey,
      documentKey: caseDocuments.storageKey,
      withdrawnAt: caseDocuments.withdrawnAt,
    })
    .from(requestFiles)
    .leftJoin(caseDocuments, eq(caseDocuments.id, requestFiles.caseDocumentId))
    .where(eq(requestFiles.requestId, requestId))
    .orderBy(asc(requestFiles.id));
  return rows.flatMap(({ storageKey, documentKey, withdrawnAt, ...file }) => {
    const key = storageKey ?? (withdrawnAt ? null : documentKey);
    return key ? [{ ...file, storageKey: key }] : [];
  });
}

/** The keys of the files still held for the requests `requestIds` (moved ones go with their case). */
export async function storageKeysOfRequests(db: Database, requestIds: SQLWrapper | readonly number[]): Promise<string[]> {
  const found = await db
    .select({ storageKey: requestFiles.storageKey })
    .from(requestFiles)
    .where(and(inArray(requestFiles.requestId, requestIds), isNotNull(requestFiles.storageKey)));
  return found.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}

/** Deletes the files no request named by `cutoff` (a form never sent): answers their keys, to remove from the store. */
export async function deleteUnclaimedRequestFiles(db: Database, cutoff: Date): Promise<string[]> {
  const deleted = await db
    .delete(requestFiles)
    .where(and(isNull(requestFiles.requestId), lt(requestFiles.createdAt, cutoff)))
    .returning({ storageKey: requestFiles.storageKey });
  return deleted.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}

/**
 * Deletes a file its form's key still holds for a request not yet stored (the sender took it back): answers its key,
 * to remove from the store; null when there is no such file waiting under that key.
 */
export async function removeWaitingRequestFile(db: Database, filesKeyHash: string, id: number): Promise<string | null> {
  const [deleted] = await db
    .delete(requestFiles)
    .where(and(eq(requestFiles.id, id), eq(requestFiles.filesKeyHash, filesKeyHash), isNull(requestFiles.requestId)))
    .returning({ storageKey: requestFiles.storageKey });
  return deleted?.storageKey ?? null;
}
