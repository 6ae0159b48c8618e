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

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A new item's data: the shape of an existing item's data, emptied (a list of groups keeps one empty group), except
 * a calendar day, which becomes today's: a news item is dated the day it is written.
 */
export function emptiedLike(value: unknown, today: string = new Date().toISOString().slice(0, 10)): unknown {
  if (typeof value === 'string') return CALENDAR_DAY.test(value) ? today : '';
  if (typeof value === 'number') return 0;
  if (typeof value === 'boolean') return false;
  if (Array.isArray(value)) {
    const [first] = value;
    return first !== null && typeof first === 'object' && !Array.isArray(first) && !('kind' in first) ? [emptiedLike(first, today)] : [];
  }
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, emptiedLike(each, today)]));
  return null;
}
