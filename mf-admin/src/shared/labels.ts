import { INBOX_KINDS, REQUEST_SOURCES, SCAM_TYPES, type CodeOption } from '@frc/contracts/browser';

/** The label people read for a code of one of the contracts' option lists; the code itself when unknown. */
export function labelOf(options: readonly CodeOption[], code: string | null): string {
  if (code === null) return '';
  return options.find((option) => option.code === code)?.label ?? code;
}

export const scamTypeLabel = (code: string | null) => labelOf(SCAM_TYPES, code);
export const inboxKindLabel = (code: string) => labelOf(INBOX_KINDS, code);
export const requestSourceLabel = (code: string | null) => labelOf(REQUEST_SOURCES, code);
