/** A selectable value: the code the API stores and the label people read. */
export interface CodeOption<Code extends string = string> {
  readonly code: Code;
  readonly label: string;
}

type CodesOf<Options extends readonly CodeOption[]> = readonly [Options[number]['code'], ...Options[number]['code'][]];

/** The label people read for a code of a list of options; the code itself when the list does not have it. */
export function labelOf(options: readonly CodeOption[], code: string): string {
  return options.find((option) => option.code === code)?.label ?? code;
}

/** The codes of a list of options, typed for `z.enum`. */
export function codesOf<const Options extends readonly [CodeOption, ...CodeOption[]]>(options: Options): CodesOf<Options> {
  return options.map((option) => option.code) as unknown as CodesOf<Options>;
}

export const SCAM_TYPES = [
  { code: 'binary', label: 'Binary options' },
  { code: 'digital', label: 'Digital Currency' },
  { code: 'forex', label: 'Forex' },
  { code: 'stock', label: 'Stock Trading' },
  { code: 'property', label: 'Property scam' },
  { code: 'romance', label: 'Romance scam' },
  { code: 'other', label: 'Other scam' },
] as const satisfies readonly CodeOption[];

export type ScamTypeCode = (typeof SCAM_TYPES)[number]['code'];
export const SCAM_TYPE_CODES = codesOf(SCAM_TYPES);

export const PAYMENT_METHODS = [
  { code: 'credit_debit', label: 'Credit Card/Debit Card' },
  { code: 'btc_crypto', label: 'BTC/Crypto' },
  { code: 'wire_transfer', label: 'Wire Transfer' },
  { code: 'money_gram', label: 'Money Gram/Western Union' },
  { code: 'cash', label: 'Cash' },
  { code: 'other', label: 'Other' },
] as const satisfies readonly CodeOption[];

export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number]['code'];
export const PAYMENT_METHOD_CODES = codesOf(PAYMENT_METHODS);

/** The subject options of the full contact form, verbatim. */
export const CONTACT_SUBJECTS = [
  'Purchase a Full Support Package',
  'Purchase a Investigation Report',
  'Purchase a Crypto Tracing Report',
  'Get a Free Consultation Call',
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Each subject as our own pages repeat it to the visitor: the form keeps the spec's option text, grammar and all. */
export const CONTACT_SUBJECT_WORDS: Record<ContactSubject, string> = {
  'Purchase a Full Support Package': 'Purchase a Full Support Package',
  'Purchase a Investigation Report': 'Purchase an Investigation Report',
  'Purchase a Crypto Tracing Report': 'Purchase a Crypto Tracing Report',
  'Get a Free Consultation Call': 'Get a Free Consultation Call',
};

/** The subject the lead form and the consultation wizard send. */
export const DEFAULT_SUBJECT = 'contact-form-submission';

/** Every subject a consultation request may carry. */
export const SERVICE_SUBJECTS = [DEFAULT_SUBJECT, ...CONTACT_SUBJECTS] as const;

export type ServiceSubject = (typeof SERVICE_SUBJECTS)[number];

/** Each subject as the team reads it (the lead form and the wizard ask none: they send the default). */
export const SERVICE_SUBJECT_WORDS: Record<ServiceSubject, string> = {
  [DEFAULT_SUBJECT]: 'None (this form asks none)',
  'Purchase a Full Support Package': 'Full support package',
  'Purchase a Investigation Report': 'Investigation report',
  'Purchase a Crypto Tracing Report': 'Crypto tracing report',
  'Get a Free Consultation Call': 'Free consultation call',
};

export const AFFILIATE_PROFESSIONS = [
  { code: 'financial-advisor', label: 'Financial Advisor' },
  { code: 'legal-professional', label: 'Legal Professional' },
  { code: 'blogger', label: 'Blogger' },
  { code: 'consumer-advocate', label: 'Consumer Advocate' },
  { code: 'other', label: 'Other' },
] as const satisfies readonly CodeOption[];

export type AffiliateProfessionCode = (typeof AFFILIATE_PROFESSIONS)[number]['code'];
export const AFFILIATE_PROFESSION_CODES = codesOf(AFFILIATE_PROFESSIONS);
