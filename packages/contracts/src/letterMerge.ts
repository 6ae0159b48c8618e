// Filling a letter template's merge fields (`{{clientName}}`): one pure function for the API's frozen PDF and the
// back office's preview. No zod: browser code imports this file.
import type { TextBlock } from './contentCodes';
import { formatAmount, type CurrencyCode } from './currency';
import { LETTER_MERGE_FIELDS, type LetterMergeField } from './engagementCodes';

const MERGE_FIELD = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;
const KNOWN_FIELDS = new Set<string>(LETTER_MERGE_FIELDS.map((field) => field.code));
/** Keys of a block that hold no words: its kind and an image's reference. */
const NOT_TEXT = new Set(['kind', 'image']);

export type LetterMergeValues = Readonly<Record<LetterMergeField, string | null>>;
export type LetterMergeOutcome = { blocks: TextBlock[] } | { unknownFields: string[]; missingValues: LetterMergeField[] };

/** Every string of the blocks' words through `change`. */
function mapTexts(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((each) => mapTexts(each, change));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, NOT_TEXT.has(key) ? each : mapTexts(each, change)]));
  }
  return value;
}

/** The merge fields the blocks name, each once, in the order they first appear. */
export function mergeFieldsOf(blocks: readonly TextBlock[]): string[] {
  const named = new Set<string>();
  mapTexts(blocks, (text) => {
    for (const match of text.matchAll(MERGE_FIELD)) named.add(match[1]!);
    return text;
  });
  return [...named];
}

/** The merge fields the blocks name that no letter can fill. */
export const unknownMergeFieldsOf = (blocks: readonly TextBlock[]) => mergeFieldsOf(blocks).filter((field) => !KNOWN_FIELDS.has(field));

/**
 * A value as the letter shows it: one line (control characters and line breaks become spaces) whose inline marks are
 * escaped, so a client's name can neither become a link or bold text nor name another merge field.
 */
function asLetterText(value: string): string {
  return [...value]
    .map((character) => (/\p{Cc}|[\u2028\u2029]/u.test(character) ? ' ' : character))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\*_[\]]/g, (character) => `\\${character}`)
    .replace(/\{\{/g, '{\u200b{');
}

/**
 * The blocks with each `{{field}}` replaced by its value, in one pass (a value is never read for fields). Refused,
 * naming them, when the template names a field no letter has or a field it names has no value.
 */
export function mergeLetter(blocks: readonly TextBlock[], values: LetterMergeValues): LetterMergeOutcome {
  const named = mergeFieldsOf(blocks);
  const unknownFields = named.filter((field) => !KNOWN_FIELDS.has(field));
  const missingValues = named.filter((field): field is LetterMergeField => KNOWN_FIELDS.has(field) && !values[field as LetterMergeField]?.trim());
  if (unknownFields.length > 0 || missingValues.length > 0) return { unknownFields, missingValues };
  const merged = mapTexts(blocks, (text) => text.replace(MERGE_FIELD, (_whole, field: string) => asLetterText(values[field as LetterMergeField]!)));
  return { blocks: merged as TextBlock[] };
}

/** A case's fee terms as its letter states them (`{{feeTerms}}`), the fixed fee in the case's currency. */
export function feeTermsText(terms: { fixedFee: number | null; successFeePercent: number | null; noFeeBeforeRecovery: boolean }, currency: CurrencyCode): string {
  const parts = [
    terms.fixedFee !== null && `a fixed fee of ${formatAmount(terms.fixedFee, currency)}`,
    terms.successFeePercent !== null && `a success fee of ${terms.successFeePercent.toLocaleString('en-GB', { maximumFractionDigits: 2 })}% of the amount recovered`,
  ].filter((part): part is string => typeof part === 'string');
  const fees = `The firm's fees are ${parts.join(' and ')}.`;
  return terms.noFeeBeforeRecovery ? `${fees} No fee is due before the recovered money reaches you.` : fees;
}

/** The date a letter is sent, as it says it: `29 November 2026` (UTC). */
export const letterDateText = (at: Date) => at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
