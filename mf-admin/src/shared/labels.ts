import { INBOX_KINDS, REQUEST_SOURCES, SCAM_TYPES, SERVICE_SUBJECT_WORDS, labelOf, type CodeOption } from '@frc/contracts/browser';

/** The label of a code that may be missing: blank then. */
const labelOrBlank = (options: readonly CodeOption[], code: string | null) => (code === null ? '' : labelOf(options, code));

export const scamTypeLabel = (code: string | null) => labelOrBlank(SCAM_TYPES, code);
export const inboxKindLabel = (code: string) => labelOf(INBOX_KINDS, code);
export const requestSourceLabel = (code: string | null) => labelOrBlank(REQUEST_SOURCES, code);
/** A consultation request's subject in words ("Free consultation call"); an unknown one as it came. */
export const subjectWords = (subject: string) => (Object.hasOwn(SERVICE_SUBJECT_WORDS, subject) ? SERVICE_SUBJECT_WORDS[subject as keyof typeof SERVICE_SUBJECT_WORDS] : subject);
