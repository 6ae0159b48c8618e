import { z } from 'zod';

export const FIELD_REQUIRED = 'Field is required';
export const VALID_EMAIL_REQUIRED = 'Valid email required';

const MAX_EMAIL_LENGTH = 254;

const ALLOWED_CONTROL_CHARACTERS = new Set(['\t', '\n', '\r']);

/** Control characters have no place in form text (tab and line breaks aside), and PostgreSQL refuses NUL outright. */
function hasNoControlCharacters(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if ((code < 0x20 || code === 0x7f) && !ALLOWED_CONTROL_CHARACTERS.has(character)) return false;
  }
  return true;
}

function text(maxLength: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? FIELD_REQUIRED : 'Must be text') })
    .trim()
    .max(maxLength, `Must be at most ${maxLength} characters`)
    .refine(hasNoControlCharacters, 'Must not contain control characters');
}

/** Text that must be present once trimmed. */
export function requiredText(maxLength: number) {
  return text(maxLength).min(1, FIELD_REQUIRED);
}

/** Text that may be missing, null or blank; blank becomes null. */
export function optionalText(maxLength: number) {
  return text(maxLength)
    .nullish()
    .transform((value) => value || null);
}

function emailText() {
  return text(MAX_EMAIL_LENGTH).toLowerCase();
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

/** A timestamp as the API sends it: ISO 8601 in UTC. */
export const isoTimestamp = z.iso.datetime();
