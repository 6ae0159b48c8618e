import { CONTENT_KINDS, CONTENT_STATUSES, labelOf, type ContentKind, type ContentStatus } from '@frc/contracts/browser';

const KIND_CODES = new Set<string>(CONTENT_KINDS.map((kind) => kind.code));

export function isContentKind(value: string | null | undefined): value is ContentKind {
  return typeof value === 'string' && KIND_CODES.has(value);
}

export const contentKindLabel = (kind: ContentKind) => labelOf(CONTENT_KINDS, kind);
export const contentStatusLabel = (status: ContentStatus) => labelOf(CONTENT_STATUSES, status);

/** "a news item", "an article": the kind as a sentence names one. */
export function aContentKind(kind: ContentKind): string {
  const label = contentKindLabel(kind);
  const word = label === 'FAQ' ? 'FAQ entry' : label.toLowerCase();
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}
