import { detectDocumentType, detectEvidenceType, hasMarkup, type DocumentMediaType, type EvidenceMediaType } from '@frc/contracts';

/** Every type an upload may be found to be, with the extension its saved name gets. */
const EXTENSIONS = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'text/plain': '.txt',
} as const satisfies Record<DocumentMediaType | EvidenceMediaType, string>;

export type UploadMediaType = keyof typeof EXTENSIONS;

const MAX_FILE_NAME_LENGTH = 200;

/**
 * Control characters (C0, DEL, C1) and format characters: bidirectional overrides and isolates, zero-width
 * spaces and joiners, the byte order mark. Any of them can make a name read otherwise than it is saved.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
/** The last extension of a name (`.hta`, `.js`, `.pdf`). */
const EXTENSION = /\.[^.]{0,16}$/;

/** The sender's file name as it may be shown: no path, no control or invisible characters, not too long. */
export function cleanSenderName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  return base.replace(INVISIBLE, '').trim().slice(0, MAX_FILE_NAME_LENGTH) || fallback;
}

/**
 * The name an upload is saved and served under: the sender's base name, cleaned, with the extension of the type
 * its content was found to be in place of whatever extension it came with. Nothing a sender names can run.
 */
export function savedFileName(raw: string | undefined, type: UploadMediaType, fallback: string): string {
  const extension = EXTENSIONS[type];
  const base = cleanSenderName(raw, '')
    .replace(EXTENSION, '')
    .replace(/[.\s]+$/, '')
    .slice(0, MAX_FILE_NAME_LENGTH - extension.length);
  return `${base || fallback}${extension}`;
}

/**
 * What every upload goes through (evidence, case room documents, and any upload to come): the type its first
 * bytes say it is, among the types `accepted` (text only without markup or a script), and the name it is saved
 * under. Null when the content is none of them: the upload is refused (415). `complete` says whether `head` is
 * the whole file.
 */
export function acceptUpload<Type extends UploadMediaType>(
  accepted: readonly Type[],
  file: { head: Uint8Array; complete: boolean; name: string | undefined },
  fallbackName: string,
): { type: Type; name: string } | null {
  const candidates = [detectDocumentType(file.head, file.complete), detectEvidenceType(file.head)];
  const type = candidates.find((candidate): candidate is Type => candidate !== null && (accepted as readonly string[]).includes(candidate));
  return type ? { type, name: savedFileName(file.name, type, fallbackName) } : null;
}

/**
 * For text past the first bytes: whether this chunk, with the end of the one before it (`carry`), brings markup.
 * Answers the carry for the next chunk too, so a tag cut between two chunks is still seen.
 */
export function markupIn(chunk: Buffer, carry: string): { found: boolean; carry: string } {
  const text = carry + chunk.toString('utf8');
  return { found: hasMarkup(text), carry: text.slice(-32) };
}
