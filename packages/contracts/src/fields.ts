import { z } from 'zod';
import { PRIVACY_NOTICE_VERSION_SHAPE } from './privacyNotice';
import { MAX_RECORD_ID, parseRecordId } from './recordIds';

export const FIELD_REQUIRED = 'Field is required';
export const VALID_EMAIL_REQUIRED = 'Valid email required';

const MAX_EMAIL_LENGTH = 254;

/** One line (a name, a phone number), or several (a description typed in a text area). */
export type TextShape = 'line' | 'lines';

const LINE_BREAKS = new Set(['\n', '\r']);
/** Unicode's own line and paragraph separators break lines in mail and logs too. */
const UNICODE_LINE_BREAKS = new Set(['\u0085', '\u2028', '\u2029']);

/**
 * What no text of ours may hold, wherever it enters: NUL (PostgreSQL refuses it), half of a surrogate pair (not
 * text at all: JSON can spell one, UTF-8 cannot) and the non-characters U+FFFE and U+FFFF (XML refuses them, so one
 * would break a feed). `code` is a code point: a pair read whole is above U+FFFF.
 */
export const isUnstorableCodePoint = (code: number): boolean => code === 0 || code === 0xfffe || code === 0xffff || (code >= 0xd800 && code <= 0xdfff);

export function hasUnstorableCharacter(value: string): boolean {
  for (const character of value) if (isUnstorableCodePoint(character.codePointAt(0)!)) return true;
  return false;
}

/** The 422's message for such a character. */
export const UNSTORABLE_CHARACTER = 'Must not contain NUL, U+FFFE, U+FFFF or half of a surrogate pair';

/**
 * Control characters have no place in form text, and PostgreSQL refuses NUL outright. Tab is
 * allowed; line breaks only in text typed in a text area, so a one-line field can never forge a
 * line of its own in a mail or a log.
 */
function hasOnlyAllowedCharacters(shape: TextShape) {
  return (value: string): boolean => {
    for (const character of value) {
      const code = character.codePointAt(0)!;
      if (isUnstorableCodePoint(code)) return false;
      const isLineBreak = LINE_BREAKS.has(character) || UNICODE_LINE_BREAKS.has(character);
      if (isLineBreak) {
        if (shape === 'line') return false;
        continue;
      }
      if ((code < 0x20 && character !== '\t') || code === 0x7f) return false;
    }
    return true;
  };
}

function text(maxLength: number, shape: TextShape) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? FIELD_REQUIRED : 'Must be text') })
    .trim()
    .max(maxLength, `Must be at most ${maxLength} characters`)
    .refine(hasOnlyAllowedCharacters(shape), shape === 'line' ? 'Must be one line without control characters' : 'Must not contain control characters');
}

/** Text that must be present once trimmed; one line unless `shape` is `lines`. */
export function requiredText(maxLength: number, shape: TextShape = 'line') {
  return text(maxLength, shape).min(1, FIELD_REQUIRED);
}

/** Text that may be missing, null or blank (blank becomes null); one line unless `shape` is `lines`. */
export function optionalText(maxLength: number, shape: TextShape = 'line') {
  return text(maxLength, shape)
    .nullish()
    .transform((value) => value || null);
}

function emailText() {
  return text(MAX_EMAIL_LENGTH, 'line').toLowerCase();
}

/** An e-mail address, trimmed and in lower case. */
export const emailAddress = emailText().min(1, FIELD_REQUIRED).regex(z.regexes.email, VALID_EMAIL_REQUIRED);

/** An e-mail address that may be missing or blank (then null). */
export const optionalEmailAddress = emailText()
  .refine((value) => value === '' || z.regexes.email.test(value), VALID_EMAIL_REQUIRED)
  .nullish()
  .transform((value) => value || null);

/** One of `codes`, or nothing (missing, null or blank become null). */
export function optionalCode<const Codes extends readonly [string, ...string[]]>(codes: Codes) {
  return z
    .union([z.enum(codes), z.literal('')], { error: `Must be one of: ${codes.join(', ')}` })
    .nullish()
    .transform((value) => value || null);
}

/** One of `codes`, required. */
export function requiredCode<const Codes extends readonly [string, ...string[]]>(codes: Codes) {
  return z.enum(codes, {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? FIELD_REQUIRED : `Must be one of: ${codes.join(', ')}`),
  });
}

/** The honeypot field: absent for people, filled in by bots. */
export const honeypot = z.string({ error: 'Must be text' }).max(2000).optional();

/** The privacy notice the form showed (PRIVACY_NOTICE_VERSION); absent from forms built before the notice. */
export const noticeVersion = z.string({ error: 'Must be text' }).regex(PRIVACY_NOTICE_VERSION_SHAPE, 'Must be a notice version like 2026-11-24').optional();

/** A timestamp as the API sends it: ISO 8601 in UTC. */
export const isoTimestamp = z.iso.datetime();

/** A record's id in a JSON body: a whole number from 1 to the largest id. */
export const recordId = z.number({ error: 'Must be a number' }).int('Must be a whole number').min(1, 'Must be 1 or more').max(MAX_RECORD_ID, `Must be at most ${MAX_RECORD_ID}`);

/** A record's id in a path or a query: canonical decimal text (`0x1`, `1.0`, `1e0` name no record). */
export const recordIdText = z
  .string()
  .refine((text) => parseRecordId(text) !== null, `Must be a number from 1 to ${MAX_RECORD_ID}`)
  .transform((text) => parseRecordId(text)!);

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30, no year 0). */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date like 2026-11-24')
  .refine((text) => {
    const [year, month, day] = text.split('-').map(Number) as [number, number, number];
    // setUTCFullYear, because Date.UTC reads the years 0 to 99 as 1900 to 1999.
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'Must be a date like 2026-11-24');
