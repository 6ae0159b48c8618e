import type { CaseDocument, CaseMessage } from '@frc/contracts/browser';

/** A case room document, as the API answers it, for tests. */
export function caseDocument(overrides: Partial<CaseDocument> = {}): CaseDocument {
  return {
    id: 31,
    name: 'bank-statement.pdf',
    size: 48_000,
    type: 'application/pdf',
    sha256: 'a'.repeat(64),
    uploadedBy: 'client',
    uploaderName: 'Amina Rahman',
    at: '2026-11-26T10:00:00.000Z',
    isReport: false,
    messageId: null,
    readByClient: true,
    visibility: 'client',
    withdrawnAt: null,
    ...overrides,
  };
}

/** A case room message, as the API answers it, for tests. */
export function caseMessage(overrides: Partial<CaseMessage> = {}): CaseMessage {
  return {
    id: 1,
    author: 'client',
    authorName: 'Amina Rahman',
    text: 'Hello, I sent the statements.',
    at: '2026-11-26T10:05:00.000Z',
    documents: [],
    readByOther: false,
    readAt: null,
    ...overrides,
  };
}
