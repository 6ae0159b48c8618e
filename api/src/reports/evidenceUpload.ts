import {
  EVIDENCE_FORM_FIELD,
  EVIDENCE_MEDIA_TYPES,
  evidenceMessages,
  MAX_EVIDENCE_FILE_BYTES,
  MAX_EVIDENCE_FILES,
  MAX_REQUEST_BODY_BYTES,
  REPORT_FORM_FIELD,
  type EvidenceMediaType,
} from '@frc/contracts';
import type { FastifyRequest } from 'fastify';
import { acceptUpload, cleanSenderName } from '../storage/uploadedFile';
import type { EvidenceStore, ReceivedFile } from './evidenceStore';

/** An evidence image received whole: its type and its name's extension come from its content, never from what the sender claimed. */
export interface EvidenceFile {
  fileName: string;
  mediaType: EvidenceMediaType;
  received: ReceivedFile;
}

export interface UploadRefusal {
  /** 503: a photo could not be converted now (too many waiting, or too slow); the others are the sender's to fix. */
  status: 400 | 411 | 413 | 415 | 422 | 503;
  message: string;
}

export type ReportUpload = { report: unknown; files: EvidenceFile[] } | { refusal: UploadRefusal };

/** Room for the multipart boundaries and part headers around the report and the files. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The most a report with evidence can weigh; anything announcing more is refused before it is read. */
export const MAX_UPLOAD_BYTES = MAX_EVIDENCE_FILES * MAX_EVIDENCE_FILE_BYTES + MAX_REQUEST_BODY_BYTES + MULTIPART_OVERHEAD_BYTES;

const UPLOAD_TOO_LARGE = `Evidence files may be up to 10 MB each, and at most ${MAX_EVIDENCE_FILES} of them.`;
const REPORT_TOO_LARGE = 'The request is too large. Please shorten the text and try again.';
const REPORT_MISSING = `Please send the report as JSON text in the "${REPORT_FORM_FIELD}" field.`;

/**
 * Refuses a multipart request before reading it when its announced size is missing or beyond `maxBytes` (by
 * default, any valid report's).
 */
export function refuseUnboundedUpload(contentLength: string | undefined, maxBytes = MAX_UPLOAD_BYTES, tooLarge = UPLOAD_TOO_LARGE): UploadRefusal | null {
  if (contentLength === undefined) return { status: 411, message: 'Please send the length of the request (Content-Length).' };
  const length = Number(contentLength);
  if (!Number.isSafeInteger(length) || length < 0) return { status: 400, message: 'The Content-Length header is not a number.' };
  return length > maxBytes ? { status: 413, message: tooLarge } : null;
}

function refusalFor(error: unknown, fileName: string | null): UploadRefusal {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, message: evidenceMessages.tooLarge(fileName ?? 'A file') };
    case 'FST_FILES_LIMIT':
      return { status: 413, message: evidenceMessages.tooMany };
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return { status: 400, message: `Please send one "${REPORT_FORM_FIELD}" field and the files in "${EVIDENCE_FORM_FIELD}" fields.` };
    default:
      return { status: 400, message: 'The upload could not be read. Please try again.' };
  }
}

/** `shownName` is the sender's name, cleaned, for the answers; the file is saved under the name acceptUpload gives. */
function checkFile(shownName: string, senderName: string | undefined, received: ReceivedFile): EvidenceFile | UploadRefusal {
  if (received.sizeBytes === 0) return { status: 422, message: evidenceMessages.empty(shownName) };
  const accepted = acceptUpload(EVIDENCE_MEDIA_TYPES, { head: received.head, complete: received.sizeBytes <= received.head.length, name: senderName }, 'evidence');
  if (!accepted) return { status: 415, message: evidenceMessages.wrongType(shownName) };
  return { fileName: accepted.name, mediaType: accepted.type, received };
}

function parseReport(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads a multipart report: the `report` field (JSON text) and up to five `evidence` images of
 * up to 10 MB each, streamed into the evidence store's incoming folder as they arrive and checked
 * by their first bytes. The first problem found is the answer (and every received file is deleted);
 * the report itself is validated afterwards like a JSON body.
 */
export async function readReportUpload(request: FastifyRequest, store: EvidenceStore): Promise<ReportUpload> {
  const parts = request.parts({
    limits: { fileSize: MAX_EVIDENCE_FILE_BYTES, files: MAX_EVIDENCE_FILES, fields: 1, fieldSize: MAX_REQUEST_BODY_BYTES, parts: MAX_EVIDENCE_FILES + 2 },
  });
  const files: EvidenceFile[] = [];
  const received: ReceivedFile[] = [];
  let reportText: string | null = null;
  let refusal: UploadRefusal | null = null;
  let currentFile: string | null = null;

  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== REPORT_FORM_FIELD) refusal ??= { status: 400, message: REPORT_MISSING };
        else if (part.valueTruncated) refusal ??= { status: 413, message: REPORT_TOO_LARGE };
        else reportText = String(part.value);
        continue;
      }
      currentFile = cleanSenderName(part.filename, 'evidence');
      if (refusal || part.fieldname !== EVIDENCE_FORM_FIELD) {
        refusal ??= { status: 400, message: `Please send the files in "${EVIDENCE_FORM_FIELD}" fields.` };
        // Read to the end all the same, so the rest of the request is consumed and the answer arrives whole.
        part.file.resume();
        await new Promise((resolve) => part.file.once('end', resolve).once('close', resolve));
        continue;
      }
      const file = await store.receive(part.file);
      received.push(file);
      if (part.file.truncated) {
        refusal = { status: 413, message: evidenceMessages.tooLarge(currentFile) };
        continue;
      }
      const checked = checkFile(currentFile, part.filename, file);
      if ('message' in checked) refusal = checked;
      else files.push(checked);
    }
  } catch (error) {
    refusal ??= refusalFor(error, currentFile);
  }

  if (refusal) {
    await store.discard(received);
    return { refusal };
  }
  const report = reportText === null ? undefined : parseReport(reportText);
  if (report === undefined) {
    await store.discard(received);
    if (reportText === null) return { refusal: { status: 422, message: REPORT_MISSING } };
    return { refusal: { status: 400, message: `The "${REPORT_FORM_FIELD}" field is not valid JSON.` } };
  }
  return { report, files };
}
