// Files a victim sends with a consultation request (contact form, wizard). No zod: browser code imports this file.
import { MAX_EVIDENCE_FILE_BYTES, MAX_EVIDENCE_FILES } from './evidence';

/** Largest file sent with a request (10 MB), and how many one request may carry: the same as a report's evidence. */
export const REQUEST_FILE_MAX_BYTES = MAX_EVIDENCE_FILE_BYTES;
export const REQUEST_FILES_MAX = MAX_EVIDENCE_FILES;

/**
 * PDFs and photos. A phone's HEIC photo arrives as JPEG: the picker's `accept` names JPEG and not HEIC, so the
 * phone converts it before it is sent; a HEIC file sent as it is is refused like any other type.
 */
export const REQUEST_FILE_MEDIA_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type RequestFileMediaType = (typeof REQUEST_FILE_MEDIA_TYPES)[number];
export const REQUEST_FILE_ACCEPT = [...REQUEST_FILE_MEDIA_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',');

/**
 * The files travel apart from the request, each as soon as it is picked: POST /api/services/files with the form's
 * files key in this header, and the request names the same key in its `files_key` field. Whichever arrives last
 * joins them, so the request can be sent while a file still uploads.
 */
export const REQUEST_FILES_KEY_HEADER = 'x-request-files-key';
export const REQUEST_FILES_PATH = '/services/files';

export const requestFileMessages = {
  wrongType: 'This file type is not accepted. Send a PDF, JPEG or PNG file.',
  tooLarge: 'This file is larger than 10 MB.',
  tooMany: `You can send up to ${REQUEST_FILES_MAX} files with a request.`,
  noKey: `Please send the form's files key in the ${REQUEST_FILES_KEY_HEADER} header.`,
  notRemovable: 'This file is no longer waiting for its request: it has been sent.',
} as const;

/** Said under the file picker, and by the lead form (which takes no files). */
export const REQUEST_FILES_HINT = `PDF, JPEG or PNG, up to 10 MB each, at most ${REQUEST_FILES_MAX} files. You can send your request while they upload.`;
export const LEAD_FORM_FILES_NOTE =
  'Have screenshots or statements? You can send them with the consultation wizard or the contact form, or later from your client area.';
