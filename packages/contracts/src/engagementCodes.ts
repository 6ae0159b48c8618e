// Engaging the firm: the letter's states, its trail's events, paths and messages (docs/engagement.md). No zod here:
// browser code imports this file.

/** A letter's life: sent, then opened and consented by the client; it ends signed, declined, voided or expired. */
export const ENGAGEMENT_STATES = ['sent', 'opened', 'consented', 'signed', 'declined', 'voided', 'expired'] as const;
export type EngagementState = (typeof ENGAGEMENT_STATES)[number];
/** The states nothing leaves. */
export const ENGAGEMENT_END_STATES: readonly EngagementState[] = ['signed', 'declined', 'voided', 'expired'];
export const isEngagementEnded = (state: EngagementState) => ENGAGEMENT_END_STATES.includes(state);

export const ENGAGEMENT_STATE_LABELS: Readonly<Record<EngagementState, string>> = {
  sent: 'Sent',
  opened: 'Opened',
  consented: 'Agreed to sign electronically',
  signed: 'Signed',
  declined: 'Declined',
  voided: 'Voided',
  expired: 'Expired',
};

/** What the trail records, each with its UTC time, IP address and browser. */
export const ENGAGEMENT_EVENTS = ['sent', 'opened', 'consented', 'code_sent', 'signed', 'declined', 'voided', 'expired', 'reminded'] as const;
export type EngagementEventKind = (typeof ENGAGEMENT_EVENTS)[number];
export const ENGAGEMENT_EVENT_LABELS: Readonly<Record<EngagementEventKind, string>> = {
  sent: 'Sent for signing',
  opened: 'Opened by the client',
  consented: 'Agreed to sign electronically',
  code_sent: 'Signing code sent',
  signed: 'Signed',
  declined: 'Declined',
  voided: 'Voided by the firm',
  expired: 'Expired unsigned',
  reminded: 'Reminder sent',
};

/** How long a sent letter may be signed, unless the setting says otherwise (ENGAGEMENT_EXPIRY_DAYS). */
export const ENGAGEMENT_DEFAULT_EXPIRY_DAYS = 14;
/**
 * How long a signed engagement letter is kept after its client erased their data: a contract's records, kept for the
 * usual limitation period of claims under it (docs/privacy-and-retention.md).
 */
export const ENGAGEMENT_RETENTION_YEARS = 6;
/** Reminders go this many days after sending, once each, while the letter waits. */
export const ENGAGEMENT_REMINDER_DAYS = [2, 5] as const;

export const ENGAGEMENT_MESSAGES = {
  notFound: 'This engagement letter was not found.',
  /** `{action}` is what was asked: "sign", "decline"… */
  illegal: (state: EngagementState, action: string) => `This letter is ${ENGAGEMENT_STATE_LABELS[state].toLowerCase()}: it cannot be asked to ${action} now.`,
  noTemplate: 'There is no letter template with this id.',
  noFeeTerms: 'Set the fee terms of the case before sending a letter.',
  nameRequired: 'Please type your full name.',
  codeSent: 'We have sent a signing code to your e-mail address.',
  verifyNotPdf: 'This file is not a PDF.',
} as const;

/** The merge fields a letter template may name, as `{{clientName}}`. */
export const LETTER_MERGE_FIELDS = [
  { code: 'clientName', label: 'The client’s name' },
  { code: 'caseReference', label: 'The case reference' },
  { code: 'date', label: 'The date the letter is sent' },
  { code: 'feeTerms', label: 'The fee terms of the case' },
  { code: 'consultantName', label: 'The consultant’s name' },
] as const;
export type LetterMergeField = (typeof LETTER_MERGE_FIELDS)[number]['code'];

export const ENGAGEMENT_VERIFY_PATH = '/api/engagements/verify';
/** The largest PDF the verify route reads. */
export const ENGAGEMENT_VERIFY_MAX_BYTES = 10 * 1024 * 1024;
/** The public page where anyone checks a sealed letter (mf-intake). */
export const VERIFY_LETTER_PAGE = '/verify';

/** The drawn signature a client may add beside their typed name: a PNG, at most this many bytes, within these sizes. */
export const SIGNATURE_DRAWING_MAX_BYTES = 150 * 1024;
export const SIGNATURE_DRAWING_MAX_WIDTH = 2000;
export const SIGNATURE_DRAWING_MAX_HEIGHT = 1000;
export const SIGNATURE_DRAWING_UNREADABLE = 'The drawn signature could not be read. Clear it and draw again, or sign without it.';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const DATA_URL_PREFIX = 'data:image/png;base64,';

export type SignatureDrawing = { ok: true; bytes: Uint8Array; width: number; height: number } | { ok: false; message: string };

/**
 * A drawn signature sent as base64 or a `data:image/png;base64,` URL: its bytes when they are a PNG (its signature,
 * then the IHDR chunk) no larger than the limits, else why not. Whether the image inside decodes is the PDF's to find.
 */
export function readSignatureDrawing(value: string): SignatureDrawing {
  const base64 = value.startsWith(DATA_URL_PREFIX) ? value.slice(DATA_URL_PREFIX.length) : value;
  if (base64.length > Math.ceil(SIGNATURE_DRAWING_MAX_BYTES / 3) * 4) return { ok: false, message: `The drawn signature must be at most ${SIGNATURE_DRAWING_MAX_BYTES / 1024} KB.` };
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) return { ok: false, message: SIGNATURE_DRAWING_UNREADABLE };
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  const isPng = bytes.length > 24 && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte) && binary.slice(12, 16) === 'IHDR';
  if (!isPng) return { ok: false, message: SIGNATURE_DRAWING_UNREADABLE };
  const view = new DataView(bytes.buffer);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width < 1 || height < 1 || width > SIGNATURE_DRAWING_MAX_WIDTH || height > SIGNATURE_DRAWING_MAX_HEIGHT) {
    return { ok: false, message: `The drawn signature must be at most ${SIGNATURE_DRAWING_MAX_WIDTH} by ${SIGNATURE_DRAWING_MAX_HEIGHT} pixels.` };
  }
  return { ok: true, bytes, width, height };
}
