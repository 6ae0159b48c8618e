import { INBOX_KINDS, REQUEST_SOURCES, SCAM_TYPES, labelOf, type CodeOption } from '@frc/contracts/browser';

/** The label of a code that may be missing: blank then. */
const labelOrBlank = (options: readonly CodeOption[], code: string | null) => (code === null ? '' : labelOf(options, code));

export const scamTypeLabel = (code: string | null) => labelOrBlank(SCAM_TYPES, code);
export const inboxKindLabel = (code: string) => labelOf(INBOX_KINDS, code);
export const requestSourceLabel = (code: string | null) => labelOrBlank(REQUEST_SOURCES, code);
