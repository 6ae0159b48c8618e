// The case room's limits, texts and file checks. No zod: browser code imports this file.

/** Longest message, once trimmed. */
export const MESSAGE_MAX_LENGTH = 5000;
/** Largest document: 20 MB. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** Documents one client may upload in a day, over all their cases (staff uploads have no daily limit). */
export const DOCUMENTS_PER_DAY = 20;
/** Messages a client may send in `MESSAGE_RATE_WINDOW_MINUTES`; staff get `STAFF_MESSAGES_PER_WINDOW`. */
export const CLIENT_MESSAGES_PER_WINDOW = 30;
export const STAFF_MESSAGES_PER_WINDOW = 100;
export const MESSAGE_RATE_WINDOW_MINUTES = 10;
/** How often an open case page asks for new messages while the page is visible. */
export const CASE_ROOM_POLL_SECONDS = 4;

/** The multipart field that carries the file of a document upload, and the staff's optional report flag. */
export const DOCUMENT_FORM_FIELD = 'file';
export const REPORT_FLAG_FORM_FIELD = 'report';
/** The staff's required choice at upload: who may see the document (DOCUMENT_VISIBILITIES). */
export const VISIBILITY_FORM_FIELD = 'visibility';

/** A team document is shared with the client, or kept for the team alone; a client's own documents are always `client`. */
export const DOCUMENT_VISIBILITIES = ['client', 'team'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];
export const DOCUMENT_VISIBILITY_LABELS: Record<DocumentVisibility, string> = { client: 'Share with the client', team: 'Team only' };

export const CASE_ROOM_AUTHORS = ['client', 'team'] as const;
export type CaseRoomAuthor = (typeof CASE_ROOM_AUTHORS)[number];

export const DOCUMENT_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'text/plain'] as const;
export type DocumentMediaType = (typeof DOCUMENT_MEDIA_TYPES)[number];
/** For the file picker's `accept`: types and the usual extensions (a text file's type is often missing). */
export const DOCUMENT_ACCEPT = [...DOCUMENT_MEDIA_TYPES, '.pdf', '.png', '.jpg', '.jpeg', '.webp', '.txt'].join(',');

/** How many leading bytes `detectDocumentType` looks at. */
export const DOCUMENT_SIGNATURE_BYTES = 4096;

const BINARY_SIGNATURES: readonly { type: DocumentMediaType; bytes: readonly (number | null)[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // RIFF....WEBP: bytes 4-7 are the chunk size.
  { type: 'image/webp', bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
];

/** Control bytes a text file may hold: tab, line feed, form feed, carriage return, escape. */
const TEXT_CONTROL_BYTES = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x1b]);

/**
 * Whether `head` reads as UTF-8 text: no NUL nor other control bytes that only binary files carry.
 * When the file goes on past `head` (`complete` false), a character cut by the end of `head` is no fault.
 */
function isUtf8Text(head: Uint8Array, complete: boolean): boolean {
  if (head.length === 0 || head.some((byte) => byte < 0x20 && !TEXT_CONTROL_BYTES.has(byte))) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: !complete });
    return true;
  } catch {
    return false;
  }
}

/**
 * What makes text a page, a picture or a program a browser or a desktop would run: HTML, SVG and XML tags and
 * declarations, script blocks and their server-side kin, and a script's first line (`#!`, `@echo off`).
 */
const MARKUP =
  /<\s*(?:!doctype|!entity|!\[cdata\[|\?xml|%|(?:html|head|body|script|svg|math|iframe|frame|frameset|object|embed|applet|style|meta|link|base|img|video|audio|form|input|textarea|template|div|xsl:[a-z]+|hta:[a-z]+)(?=[\s/>]|$)|a\s+href)|^\s*(?:#!|@echo\s+off)/im;

/** Whether `text` carries markup or a script (MARKUP): such text is refused, even as plain UTF-8. */
export function hasMarkup(text: string): boolean {
  return MARKUP.test(text);
}

/**
 * The type a document's first bytes say it is, whatever its name or declared type claim; null for
 * anything not accepted. Text carrying markup or a script is not accepted. `complete` says whether `head` is
 * the whole file (it decides whether a character cut at the end of `head` is a fault).
 */
export function detectDocumentType(head: Uint8Array, complete: boolean): DocumentMediaType | null {
  const match = BINARY_SIGNATURES.find(({ bytes }) => head.length >= bytes.length && bytes.every((byte, index) => byte === null || head[index] === byte));
  if (match) return match.type;
  return isUtf8Text(head, complete) && !hasMarkup(new TextDecoder('utf-8').decode(head)) ? 'text/plain' : null;
}

export const caseRoomMessages = {
  notFound: 'Not found',
  wrongType: 'This file type is not accepted. Send a PDF, PNG, JPEG, WebP or plain-text file.',
  tooLarge: 'This file is larger than 20 MB.',
  tooManyToday: `You can upload up to ${DOCUMENTS_PER_DAY} files a day. Try again tomorrow.`,
  noFile: 'Choose a file to upload.',
  documentNotAttachable: 'A document to attach is not one you uploaded to this case, or is already attached.',
  noVisibility: 'Choose "Share with the client" or "Team only" for this document.',
  teamOnlyReport: 'A team-only or withdrawn document cannot be the client’s report.',
  notWithdrawable: 'Only a document the team uploaded, not yet withdrawn, can be withdrawn.',
} as const;

/** The content-free notices of new things in a case room (subject and body alike). */
export const NEW_MESSAGE_MAIL_TEXT = 'You have a new message about your case: sign in to read it';
export const NEW_DOCUMENT_MAIL_TEXT = 'There is a new document about your case: sign in to read it';
export const REPORT_READY_MAIL_TEXT = 'Your report is ready: sign in to read it';

/** A client gets at most one notice mail per case in this many minutes; what happens meanwhile is gathered into one. */
export const CLIENT_NOTICE_WINDOW_MINUTES = 10;
/** The gathered notice: how many things happened in the case since the last mail, and nothing of what they were. */
export function gatheredNoticeText(count: number): string {
  return count === 1 ? 'There is 1 update about your case: sign in to read it' : `${count} updates about your case: sign in to read them`;
}
/** To the staff member a case is given to: its reference only (the mail adds the link). */
export const CASE_ASSIGNED_MAIL_TEXT = 'This case has been assigned to you: sign in to the back office to open it';

/** The portal's page of one case. */
export function clientCasePath(ref: string): string {
  return `/dashboard/cases/${ref}`;
}
