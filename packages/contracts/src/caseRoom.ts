import { z } from 'zod';
import { CASE_STATUS_CODES } from './backOfficeCodes';
import { CASE_ROOM_AUTHORS, DOCUMENT_MEDIA_TYPES, DOCUMENT_VISIBILITIES, MESSAGE_MAX_LENGTH } from './caseRoomCodes';
import { isoTimestamp, recordId, recordIdText } from './fields';

export * from './caseRoomCodes';

const caseStatus = z.enum(CASE_STATUS_CODES);
const author = z.enum(CASE_ROOM_AUTHORS);

/** Path parameters of the case room's routes; a reference of no case of the caller's answers 404, whatever its shape. */
export const caseRoomParamsSchema = z.object({ ref: z.string().max(40) });
export const caseDocumentParamsSchema = caseRoomParamsSchema.extend({ id: recordIdText });

export const caseDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  type: z.enum(DOCUMENT_MEDIA_TYPES),
  /** Hex SHA-256 of the stored bytes. */
  sha256: z.string(),
  uploadedBy: author,
  uploaderName: z.string(),
  at: isoTimestamp,
  isReport: z.boolean(),
  messageId: z.number().int().nullable(),
  /**
   * A team document: the client's room has shown it and said so (or the message it came with is read), as it was
   * when the documents were read; the client's own: true.
   */
  readByClient: z.boolean(),
  /** `team`: kept for the team alone, never in the client's routes. */
  visibility: z.enum(DOCUMENT_VISIBILITIES),
  /**
   * When the team withdrew it (its file is deleted, its download answers 404); null while it stands. The client's
   * room shows a withdrawn document only as "statement.pdf, withdrawn by the team on …".
   */
  withdrawnAt: isoTimestamp.nullable(),
  /** Present (true) for a file the client sent with the request the case was opened from or joined. */
  sentWithRequest: z.literal(true).optional(),
});
export type CaseDocument = z.infer<typeof caseDocumentSchema>;

export const caseMessageSchema = z.object({
  id: z.number().int(),
  author,
  /** The client's name, or the staff member's. */
  authorName: z.string(),
  text: z.string(),
  at: isoTimestamp,
  documents: z.array(caseDocumentSchema),
  /** Read by the side that did not write it (for the reader's own messages: the other side has read it), as it was when the thread was read. */
  readByOther: z.boolean(),
  /** When the other side first read it (the team's staff page says "Read by the client at …"); null while unread. */
  readAt: isoTimestamp.nullable(),
});
export type CaseMessage = z.infer<typeof caseMessageSchema>;

export const clientCaseSchema = z.object({
  ref: z.string(),
  status: caseStatus,
  statusLabel: z.string(),
  managerName: z.string().nullable(),
  openedAt: isoTimestamp,
  /** Oldest first. */
  timeline: z.array(z.object({ status: caseStatus, clientNote: z.string().nullable(), at: isoTimestamp })),
  /** The requests the case came from; `ref` is the request's own reference as the portal shows it. */
  requests: z.array(z.object({ ref: z.string(), createdAt: isoTimestamp, scamType: z.string().nullable(), summary: z.string() })),
  report: caseDocumentSchema.nullable(),
  /** The team's messages the client has not read. */
  unread: z.number().int(),
  /** The team's documents, not attached to a message, the client has not read. */
  unreadDocuments: z.number().int(),
});
export type ClientCase = z.infer<typeof clientCaseSchema>;
export const clientCaseResponseSchema = z.object({ case: clientCaseSchema });
export type ClientCaseResponse = z.infer<typeof clientCaseResponseSchema>;

/**
 * GET /api/cases: the client's cases; `unreadTotal` (the team's unread messages and documents, over every case) feeds
 * the side menu's badge, `unreadDocumentsTotal` is how many of those are documents.
 */
export const clientCaseListItemSchema = z.object({
  ref: z.string(),
  status: caseStatus,
  statusLabel: z.string(),
  managerName: z.string().nullable(),
  unread: z.number().int(),
  unreadDocuments: z.number().int(),
  updatedAt: isoTimestamp,
});
export type ClientCaseListItem = z.infer<typeof clientCaseListItemSchema>;
export const clientCasesResponseSchema = z.object({ items: z.array(clientCaseListItemSchema), unreadTotal: z.number().int(), unreadDocumentsTotal: z.number().int() });
export type ClientCasesResponse = z.infer<typeof clientCasesResponseSchema>;

/** `?after=<messageId>`: only newer messages. */
export const caseMessagesQuerySchema = z.object({ after: z.coerce.number().int().min(0).max(2_147_483_647).optional() });
export type CaseMessagesQuery = z.input<typeof caseMessagesQuerySchema>;
/** `unread`: the other side's messages the reader has not marked read (reading the thread marks nothing). */
export const caseMessagesResponseSchema = z.object({ items: z.array(caseMessageSchema), unread: z.number().int() });
export type CaseMessagesResponse = z.infer<typeof caseMessagesResponseSchema>;

/**
 * POST …/messages/read: the reader has seen the thread up to message `upTo`; the other side's messages up to it
 * are marked read. Reading the thread (GET) marks nothing. `unread` is how many of theirs are still unread.
 */
export const caseMessagesReadRequestSchema = z.strictObject({ upTo: recordId });
export type CaseMessagesReadRequest = z.input<typeof caseMessagesReadRequestSchema>;
export const caseMessagesReadResponseSchema = z.object({ unread: z.number().int() });
export type CaseMessagesReadResponse = z.infer<typeof caseMessagesReadResponseSchema>;

/** Plain text: no control characters but tab and line breaks (PostgreSQL refuses NUL outright). */
function hasNoControlCharacters(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if ((code < 0x20 && character !== '\t' && character !== '\n' && character !== '\r') || code === 0x7f) return false;
  }
  return true;
}

/** A case room text: trimmed, required, within the message limit, no control characters (messages and reply templates alike). */
export const caseRoomText = z
  .string({ error: 'Field is required' })
  .trim()
  .min(1, 'Field is required')
  .max(MESSAGE_MAX_LENGTH, `Must be at most ${MESSAGE_MAX_LENGTH} characters`)
  .refine(hasNoControlCharacters, 'Must not contain control characters');

export const caseMessageRequestSchema = z.strictObject({
  text: caseRoomText,
  /** Documents the sender uploaded to this case and has not attached yet. */
  documentIds: z.array(recordId).max(10).optional(),
});
export type CaseMessageRequest = z.input<typeof caseMessageRequestSchema>;
export const caseMessageResponseSchema = z.object({ message: caseMessageSchema });
export type CaseMessageResponse = z.infer<typeof caseMessageResponseSchema>;

/**
 * POST /api/cases/:ref/documents/read: the client's room has shown its documents up to document `upTo`; the team's
 * documents up to it are read. Reading the list (GET) marks nothing. `unread` is how many of the team's documents
 * (not attached to a message) are still unread.
 */
export const caseDocumentsReadRequestSchema = caseMessagesReadRequestSchema;
export type CaseDocumentsReadRequest = CaseMessagesReadRequest;
export const caseDocumentsReadResponseSchema = caseMessagesReadResponseSchema;
export type CaseDocumentsReadResponse = CaseMessagesReadResponse;

export const caseDocumentResponseSchema = z.object({ document: caseDocumentSchema });
export type CaseDocumentResponse = z.infer<typeof caseDocumentResponseSchema>;
export const caseDocumentsResponseSchema = z.object({ items: z.array(caseDocumentSchema) });
export type CaseDocumentsResponse = z.infer<typeof caseDocumentsResponseSchema>;

/** POST /api/admin/cases/:ref/documents/:id/report: one report per case, marking one unmarks the other. */
export const reportMarkRequestSchema = z.strictObject({ isReport: z.boolean() });
export type ReportMarkRequest = z.input<typeof reportMarkRequestSchema>;

/**
 * POST /api/admin/cases/:ref/documents/:id/withdraw: the team takes back one of its documents. Its file is deleted, the
 * client's room shows "statement.pdf, withdrawn by the team on …" in its place, and a withdrawn report is no longer the report.
 */
export const withdrawDocumentRequestSchema = z.strictObject({});
