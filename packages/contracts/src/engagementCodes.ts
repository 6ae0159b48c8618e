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
