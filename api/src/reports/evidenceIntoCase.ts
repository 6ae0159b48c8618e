import { Readable } from 'node:stream';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MEDIA_TYPES, type DocumentMediaType } from '@frc/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { caseDocuments, whistleblowingEvidence } from '../db/schema';
import { newStorageKey, type DocumentStore } from '../storage/documentStore';
import type { EvidenceStore } from './evidenceStore';

/** Where a report's evidence is read from and where a case's documents are written. */
export interface EvidenceStores {
  evidence: EvidenceStore;
  documents: DocumentStore;
}

const isDocumentType = (type: string): type is DocumentMediaType => (DOCUMENT_MEDIA_TYPES as readonly string[]).includes(type);

/**
 * A whistleblowing report's evidence becomes the case's documents, as the sender's own ("sent with the request"), as a
 * request's files do. The report keeps its evidence (its own store and retention), so each file is copied into the
 * document store, once: the evidence row then names its document. A GIF, which the case room does not hold, stays on
 * the report alone.
 */
export async function copyReportEvidenceIntoCase(tx: Database, stores: EvidenceStores, reportId: number, caseId: number, time: Date): Promise<void> {
  const waiting = await tx
    .select()
    .from(whistleblowingEvidence)
    .where(and(eq(whistleblowingEvidence.reportId, reportId), isNull(whistleblowingEvidence.caseDocumentId)))
    .orderBy(asc(whistleblowingEvidence.id))
    .for('update');
  const written: string[] = [];
  try {
    for (const file of waiting) {
      const mediaType = file.mediaType;
      const bytes = file.storageKey ? await stores.evidence.read(file.storageKey) : file.content;
      if (!bytes || !isDocumentType(mediaType)) continue;
      const storageKey = newStorageKey();
      const stored = await stores.documents.put(storageKey, Readable.from([bytes]), { maxBytes: DOCUMENT_MAX_BYTES });
      written.push(storageKey);
      const [document] = await tx
        .insert(caseDocuments)
        .values({ caseId, uploadedBy: 'client', fileName: file.fileName, mediaType, sizeBytes: bytes.length, sha256: stored.sha256, storageKey, visibility: 'client', at: time })
        .returning({ id: caseDocuments.id });
      await tx.update(whistleblowingEvidence).set({ caseDocumentId: document!.id }).where(eq(whistleblowingEvidence.id, file.id));
    }
  } catch (error) {
    await Promise.all(written.map((key) => stores.documents.delete(key)));
    throw error;
  }
}
