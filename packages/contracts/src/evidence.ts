/**
 * Evidence files sent with a whistleblowing report: screenshots of transfers, chats or the scam
 * site, and statements as PDFs. The browser checks them before sending and the API checks them
 * again by their content.
 */

/** Largest evidence file: 10 MB, as the upload hint says ("PNG, JPG, GIF up to 10MB"). */
export const MAX_EVIDENCE_FILE_BYTES = 10 * 1024 * 1024;

/** Most evidence files one report may carry. */
export const MAX_EVIDENCE_FILES = 5;

/**
 * A report with evidence is sent as multipart/form-data: the report itself as JSON text in the
 * `report` field (the same body as the JSON request), each file in an `evidence` field.
 */
export const REPORT_FORM_FIELD = 'report';
export const EVIDENCE_FORM_FIELD = 'evidence';

export const EVIDENCE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'application/pdf'] as const;
export type EvidenceMediaType = (typeof EVIDENCE_MEDIA_TYPES)[number];

/** For the file picker's `accept`. */
export const EVIDENCE_ACCEPT = EVIDENCE_MEDIA_TYPES.join(',');

/** How many leading bytes `detectEvidenceType` needs to see. */
export const EVIDENCE_SIGNATURE_BYTES = 8;

const SIGNATURES: readonly { type: EvidenceMediaType; bytes: readonly number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/** The type the file's first bytes say it is, whatever its name claims; null for anything else. */
export function detectEvidenceType(head: Uint8Array): EvidenceMediaType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
}

export const evidenceMessages = {
  wrongType: (fileName: string) => `"${fileName}" is not a PDF, PNG, JPG or GIF file.`,
  tooLarge: (fileName: string) => `"${fileName}" is larger than 10 MB.`,
  empty: (fileName: string) => `"${fileName}" is empty.`,
  tooMany: `You can attach up to ${MAX_EVIDENCE_FILES} files.`,
} as const;
