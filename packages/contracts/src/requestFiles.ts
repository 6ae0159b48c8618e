// Files a victim sends with a consultation request (contact form, wizard). No zod: browser code imports this file.
import { MAX_EVIDENCE_FILE_BYTES, MAX_EVIDENCE_FILES } from './evidence';

/** Largest file sent with a request (10 MB), and how many one request may carry: the same as a report's evidence. */
export const REQUEST_FILE_MAX_BYTES = MAX_EVIDENCE_FILE_BYTES;
export const REQUEST_FILES_MAX = MAX_EVIDENCE_FILES;

/**
 * PDFs and photos, kept as one of these types. A HEIC/HEIF photo (an iPhone's, or one copied to a computer or an
 * Android phone) is taken too: the API converts it to JPEG before it is kept, so the picker names it as well.
 */
export const REQUEST_FILE_MEDIA_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type RequestFileMediaType = (typeof REQUEST_FILE_MEDIA_TYPES)[number];
const HEIC_ACCEPT = ['.heic', '.heif', 'image/heic', 'image/heif'];
export const REQUEST_FILE_ACCEPT = [...REQUEST_FILE_MEDIA_TYPES, '.pdf', '.jpg', '.jpeg', '.png', ...HEIC_ACCEPT].join(',');

/** A HEIC photo is converted only up to this many pixels (a 12 MP phone photo is 4032 × 3024). */
export const HEIC_MAX_PIXELS = 16_000_000;

/**
 * The files travel apart from the request, each as soon as it is picked: POST /api/services/files with the form's
 * files key in this header, and the request names the same key in its `files_key` field. Whichever arrives last
 * joins them, so the request can be sent while a file still uploads.
 */
export const REQUEST_FILES_KEY_HEADER = 'x-request-files-key';
export const REQUEST_FILES_PATH = '/services/files';

export const requestFileMessages = {
  wrongType: 'This file type is not accepted. Send a PDF, JPEG, PNG or HEIC file.',
  tooLarge: 'This file is larger than 10 MB.',
  tooMany: `You can send up to ${REQUEST_FILES_MAX} files with a request.`,
  noKey: `Please send the form's files key in the ${REQUEST_FILES_KEY_HEADER} header.`,
  notRemovable: 'This file is no longer waiting for its request: it has been sent.',
  unreadablePhoto: (name: string) => `"${name}" could not be read as a HEIC photo. Please send it as a JPEG or PNG file.`,
  photoTooLarge: (name: string) => `"${name}" has more than ${HEIC_MAX_PIXELS / 1_000_000} megapixels. Please send a smaller photo.`,
  photoBusy: 'Photos are being converted for other senders. Please try again in a minute.',
} as const;

/** Said under the file picker, and by the lead form (which takes no files). */
export const REQUEST_FILES_HINT = `PDF, JPEG, PNG or HEIC, up to 10 MB each, at most ${REQUEST_FILES_MAX} files. You can send your request while they upload.`;
export const LEAD_FORM_FILES_NOTE =
  'Have screenshots or statements? You can send them with the consultation wizard or the contact form, or later from your client area.';
