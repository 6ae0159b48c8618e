import {
  caseRoomMessages,
  DOCUMENT_FORM_FIELD,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MEDIA_TYPES,
  DOCUMENT_SIGNATURE_BYTES,
  DOCUMENT_VISIBILITIES,
  REPORT_FLAG_FORM_FIELD,
  VISIBILITY_FORM_FIELD,
  type DocumentMediaType,
  type DocumentVisibility,
} from '@frc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Transform } from 'node:stream';
import { MULTIPART_OVERHEAD_BYTES, refuseUnboundedUpload, type UploadRefusal } from '../reports/evidenceUpload';
import { PastDeadline, QueueFull } from '../content/workQueue';
import { newStorageKey, ObjectTooLarge, type DocumentStore } from '../storage/documentStore';
import { heicToJpeg, isHeic, PhotoTooLarge, UnreadablePhoto } from '../storage/heicPhoto';
import { acceptUpload, cleanSenderName, markupIn, savedFileName } from '../storage/uploadedFile';

/** A document written to the store under `key`: its row is still to be inserted (or the file deleted). */
export interface ReceivedDocument {
  key: string;
  name: string;
  type: DocumentMediaType;
  size: number;
  sha256: string;
  /** The staff's `report=true` field. */
  markAsReport: boolean;
  /** The staff's `visibility` field (client or team); null when none came (the client's uploads carry none). */
  visibility: DocumentVisibility | null;
}

export type DocumentUpload = { document: ReceivedDocument } | { refusal: UploadRefusal };

/** What a kind of upload accepts: its types, its largest file, and its words for a refusal. */
export interface UploadRules {
  types: readonly DocumentMediaType[];
  maxBytes: number;
  messages: { wrongType: string; tooLarge: string };
  /**
   * Set when a HEIC/HEIF photo is taken too (`types` then names JPEG): it is converted to JPEG before it is stored,
   * under the same largest file; these are the words for a photo that cannot be (each names the file).
   */
  heic?: { unreadablePhoto: (name: string) => string; photoTooLarge: (name: string) => string; photoBusy: string };
}

/** The case room's documents. */
export const CASE_DOCUMENT_RULES: UploadRules = { types: DOCUMENT_MEDIA_TYPES, maxBytes: DOCUMENT_MAX_BYTES, messages: caseRoomMessages };

/** A case room upload announcing more than this is refused before it is read. */
export const MAX_DOCUMENT_REQUEST_BYTES = DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Refuses a multipart upload announcing no length, or more than one largest document. */
function refuseOversizeDocumentRequest(contentLength: string | undefined): UploadRefusal | null {
  return refuseUnboundedUpload(contentLength, MAX_DOCUMENT_REQUEST_BYTES, caseRoomMessages.tooLarge);
}

/** An upload route's `onRequest` step: a body announced too large (or not announced) is refused before it is read. */
export async function refuseOversizeDocument(request: FastifyRequest, reply: FastifyReply) {
  const refusal = refuseOversizeDocumentRequest(request.headers['content-length']);
  if (refusal) return reply.code(refusal.status).send({ message: refusal.message });
}

class UnacceptedType extends Error {}

/**
 * A pass-through that holds the first `DOCUMENT_SIGNATURE_BYTES` of a file until it can tell its type and saved
 * name from them (or from the whole file, when shorter), then lets everything through, text only while no markup
 * comes; it fails with `UnacceptedType` before a byte of a refused file goes on (a text whose markup comes later
 * fails there, and the store then keeps nothing of it). A HEIC photo, where taken (`heicMaxBytes`), is held whole,
 * failing with `ObjectTooLarge` past that size, and its JPEG goes on in its place.
 */
function createTypeSniffer(senderName: string | undefined, types: readonly DocumentMediaType[], heicMaxBytes: number | null) {
  let accepted: { type: DocumentMediaType; name: string } | null = null;
  let heic = false;
  let held: Buffer[] = [];
  let heldLength = 0;
  let carry = '';
  const decide = (complete: boolean) => {
    const head = Buffer.concat(held);
    accepted = acceptUpload(types, { head: head.subarray(0, DOCUMENT_SIGNATURE_BYTES), complete, name: senderName }, 'document');
    if (accepted?.type === 'text/plain' && !passText(head)) accepted = null;
    if (!accepted && heicMaxBytes !== null && isHeic(head)) {
      heic = true;
      accepted = { type: 'image/jpeg', name: savedFileName(senderName, 'image/jpeg', 'document') };
    }
    return head;
  };
  /** Whether text may go on: no markup in it, nor across its start. */
  const passText = (chunk: Buffer) => {
    const checked = markupIn(chunk, carry);
    carry = checked.carry;
    return !checked.found;
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (accepted && !heic) return accepted.type !== 'text/plain' || passText(chunk) ? done(null, chunk) : done(new UnacceptedType());
      held.push(chunk);
      heldLength += chunk.length;
      if (!heic) {
        if (heldLength < DOCUMENT_SIGNATURE_BYTES) return done();
        const head = decide(false);
        if (!heic) {
          held = [];
          return accepted ? done(null, head) : done(new UnacceptedType());
        }
      }
      return heldLength > heicMaxBytes! ? done(new ObjectTooLarge(heicMaxBytes!)) : done();
    },
    flush(done) {
      if (accepted && !heic) return done();
      if (!accepted) {
        const head = decide(true);
        if (!accepted) return done(new UnacceptedType());
        if (!heic) return done(null, head);
      }
      heicToJpeg(Buffer.concat(held)).then((jpeg) => done(null, jpeg), done);
    },
  });
  return { stream, accepted: () => accepted };
}

/** Reads a part to its end without keeping it, so the rest of the request is consumed and the answer arrives whole. */
async function drain(stream: NodeJS.ReadableStream & { readableEnded?: boolean; destroyed?: boolean }) {
  if (stream.readableEnded || stream.destroyed) return;
  await new Promise((resolve) => stream.once('end', resolve).once('close', resolve).resume());
}

function refusalFor(error: unknown, { messages: { wrongType, tooLarge }, heic }: UploadRules, senderName: string | undefined): UploadRefusal {
  if (error instanceof UnacceptedType) return { status: 415, message: wrongType };
  if (heic) {
    const name = cleanSenderName(senderName, 'photo');
    if (error instanceof UnreadablePhoto) return { status: 422, message: heic.unreadablePhoto(name) };
    if (error instanceof PhotoTooLarge) return { status: 413, message: heic.photoTooLarge(name) };
    if (error instanceof QueueFull || error instanceof PastDeadline) return { status: 503, message: heic.photoBusy };
  }
  if (error instanceof ObjectTooLarge) return { status: 413, message: tooLarge };
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return { status: 413, message: tooLarge };
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return { status: 400, message: `Please send one file in the "${DOCUMENT_FORM_FIELD}" field.` };
  }
  return { status: 400, message: 'The upload could not be read. Please try again.' };
}

const isVisibility = (value: string): value is DocumentVisibility => (DOCUMENT_VISIBILITIES as readonly string[]).includes(value);

/**
 * Reads an upload: one file in the `file` field (and, from staff, `report=true` and `visibility`), streamed into the
 * document store as it arrives. Its type is decided on its first bytes, before anything is written; past the rules'
 * largest file (a case room document's 20 MB unless told) it is refused while it streams. On any refusal nothing is
 * left in the store.
 */
export async function readDocumentUpload(
  request: FastifyRequest,
  store: DocumentStore,
  { fromTeam, rules = CASE_DOCUMENT_RULES }: { fromTeam: boolean; rules?: UploadRules },
): Promise<DocumentUpload> {
  // One byte over the largest file lets busboy tell "exactly 20 MB" from "more".
  const parts = request.parts({ limits: { fileSize: rules.maxBytes + 1, files: 1, fields: fromTeam ? 2 : 0, fieldSize: 16, parts: fromTeam ? 3 : 2 } });
  let document: ReceivedDocument | null = null;
  let refusal: UploadRefusal | null = null;
  let markAsReport = false;
  let visibility: DocumentVisibility | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = String(part.value);
        if (part.fieldname === REPORT_FLAG_FORM_FIELD && fromTeam) markAsReport = value === 'true';
        // Anything but a known choice is no choice: asked for again below.
        else if (part.fieldname === VISIBILITY_FORM_FIELD && fromTeam) visibility = isVisibility(value) ? value : null;
        else refusal ??= { status: 400, message: `Please send one file in the "${DOCUMENT_FORM_FIELD}" field.` };
        continue;
      }
      if (refusal || part.fieldname !== DOCUMENT_FORM_FIELD) {
        refusal ??= { status: 400, message: `Please send one file in the "${DOCUMENT_FORM_FIELD}" field.` };
        await drain(part.file);
        continue;
      }
      const sniffer = createTypeSniffer(part.filename, rules.types, rules.heic ? rules.maxBytes : null);
      // Piped rather than handed over whole: a refusal stops the sniffer, and the part is then read to its end.
      part.file.on('error', (error) => sniffer.stream.destroy(error));
      part.file.pipe(sniffer.stream);
      const key = newStorageKey();
      try {
        const stored = await store.put(key, sniffer.stream, { maxBytes: rules.maxBytes });
        const { type, name } = sniffer.accepted()!;
        document = { key, name, type, size: stored.size, sha256: stored.sha256, markAsReport: false, visibility: null };
      } catch (error) {
        refusal ??= refusalFor(error, rules, part.filename);
        part.file.unpipe(sniffer.stream);
        await drain(part.file);
      }
    }
  } catch (error) {
    refusal ??= refusalFor(error, rules, undefined);
  }
  if (!refusal && !document) refusal = { status: 422, message: caseRoomMessages.noFile };
  // The team says who may see each document; a report is the client's to read.
  if (!refusal && fromTeam && visibility === null) refusal = { status: 422, message: caseRoomMessages.noVisibility };
  if (!refusal && markAsReport && visibility === 'team') refusal = { status: 422, message: caseRoomMessages.teamOnlyReport };
  if (refusal) {
    if (document) await store.delete(document.key);
    return { refusal };
  }
  return { document: { ...document!, markAsReport, visibility } };
}
