import { Readable } from 'node:stream';
import type { Database } from '../db/client';
import { caseDocuments } from '../db/schema';
import { newStorageKey, type DocumentStore } from '../storage/documentStore';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The name a letter's PDF is downloaded under, from the case room's documents as from the letter itself. */
export const letterFileName = (caseRef: string, letterId: number, signed: boolean) => `${caseRef}-engagement-letter-${letterId}${signed ? '-signed' : ''}.pdf`;

/**
 * The sealed letter becomes a document of its case, from the firm, shared with the client (who has just signed it, so
 * it is not new to them). It is a copy under its own key: the case's documents go with the case (an erasure, a
 * withdrawal), while the letter's own sealed file stays as long as the firm's legal retention says (retainSignedLetters).
 */
export async function addSealedLetterToCase(tx: Database | Transaction, documents: DocumentStore, letter: { caseId: number; caseRef: string; letterId: number; pdf: Buffer; at: Date }) {
  const storageKey = newStorageKey();
  const stored = await documents.put(storageKey, Readable.from([letter.pdf]), { maxBytes: letter.pdf.length });
  await tx.insert(caseDocuments).values({
    caseId: letter.caseId,
    uploadedBy: 'team',
    fileName: letterFileName(letter.caseRef, letter.letterId, true),
    mediaType: 'application/pdf',
    sizeBytes: letter.pdf.length,
    sha256: stored.sha256,
    storageKey,
    visibility: 'client',
    at: letter.at,
    clientReadAt: letter.at,
  });
}
