import { AFFILIATE_PROFESSIONS, PRIVACY_NOTICE_VERSION, type AffiliateProfessionCode } from '@frc/contracts/browser';

// The browser checks what `affiliateApplicationSchema` checks, without shipping zod to visitors.

export interface AffiliateFormValues {
  firstName: string;
  lastName: string;
  email: string;
  website: string;
  profession: AffiliateProfessionCode | '';
  message: string;
  terms: boolean;
}

export type AffiliateField = keyof AffiliateFormValues;
export type AffiliateFormErrors = Partial<Record<AffiliateField, string>>;

/** The fields in the order they appear, so the first invalid one can take focus. */
export const AFFILIATE_FIELDS: readonly AffiliateField[] = ['firstName', 'lastName', 'email', 'website', 'profession', 'message', 'terms'];

export const EMPTY_AFFILIATE_FORM: AffiliateFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  website: '',
  profession: '',
  message: '',
  terms: false,
};

export const AFFILIATE_MAX_LENGTH = { firstName: 100, lastName: 100, email: 254, website: 300, message: 5000 } as const;

export const FIELD_REQUIRED = 'Field is required';
export const VALID_EMAIL_REQUIRED = 'Valid email required';
export const WEBSITE_INVALID = 'Must be a web address starting with http:// or https://';
export const PROFESSION_REQUIRED = 'Please choose your profession';
export const TERMS_REQUIRED = 'Please accept the terms';

const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const PROFESSION_CODES: readonly string[] = AFFILIATE_PROFESSIONS.map((profession) => profession.code);

/** Control characters other than tab and line breaks, which the API refuses. */
function hasControlCharacters(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if ((code < 0x20 || code === 0x7f) && !'\t\n\r'.includes(character)) return true;
  }
  return false;
}

function textError(value: string, maxLength: number, required: boolean): string | undefined {
  const trimmed = value.trim();
  if (required && !trimmed) return FIELD_REQUIRED;
  if (trimmed.length > maxLength) return `Must be at most ${maxLength} characters`;
  if (hasControlCharacters(trimmed)) return 'Must not contain control characters';
  return undefined;
}

export function validateAffiliateForm(values: AffiliateFormValues): AffiliateFormErrors {
  const errors: AffiliateFormErrors = {
    firstName: textError(values.firstName, AFFILIATE_MAX_LENGTH.firstName, true),
    lastName: textError(values.lastName, AFFILIATE_MAX_LENGTH.lastName, true),
    email: textError(values.email, AFFILIATE_MAX_LENGTH.email, true),
    website: textError(values.website, AFFILIATE_MAX_LENGTH.website, false),
    message: textError(values.message, AFFILIATE_MAX_LENGTH.message, false),
  };
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = VALID_EMAIL_REQUIRED;
  const website = values.website.trim();
  if (!errors.website && website && !WEBSITE.test(website)) errors.website = WEBSITE_INVALID;
  if (!PROFESSION_CODES.includes(values.profession)) errors.profession = PROFESSION_REQUIRED;
  if (!values.terms) errors.terms = TERMS_REQUIRED;
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as AffiliateFormErrors;
}

/** The body of POST /api/affiliate-applications: trimmed text, blank optional fields as null. */
export function buildAffiliateApplication(values: AffiliateFormValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    website: values.website.trim() || null,
    profession: values.profession,
    message: values.message.trim() || null,
    terms: values.terms,
    noticeVersion: PRIVACY_NOTICE_VERSION,
  };
}

export type AffiliateApplicationBody = ReturnType<typeof buildAffiliateApplication>;
