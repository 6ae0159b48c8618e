import { visitorCountry, visitorCurrency, WIZARD_COUNTRIES, WIZARD_DEFAULT_COUNTRY } from '../../shared/domain/countries';
import { DEFAULT_CURRENCY, type CurrencyCode, type PaymentMethodCode } from '../../shared/domain/intakeCodes';

export type WizardStep = 1 | 2 | 3 | 4;

export const WIZARD_STEP_TITLES: Record<WizardStep, string> = {
  1: 'How much did you invest?',
  2: 'How did you transfer the money?',
  3: 'Anything else we should know about?',
  4: 'How can we reach you?',
};

export const AMOUNT_HINT = 'Enter a single amount or range (e.g., 1000 or 1000-5000)';
export const REQUIRED_FIELD = 'Required field';
export const VALID_EMAIL_REQUIRED = 'Valid email required';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

export interface ContactAnswers {
  firstName: string;
  lastName: string;
  /** Country code of the dial code (BD for +880). */
  country: string;
  phone: string;
  email: string;
}

export interface WizardAnswers {
  investment: string;
  currency: CurrencyCode;
  paymentMethod: PaymentMethodCode | '';
  caseDetails: string;
  contact: ContactAnswers;
}

export const EMPTY_CONTACT: ContactAnswers = { firstName: '', lastName: '', country: WIZARD_DEFAULT_COUNTRY, phone: '', email: '' };

export const EMPTY_ANSWERS: WizardAnswers = { investment: '', currency: DEFAULT_CURRENCY, paymentMethod: '', caseDetails: '', contact: EMPTY_CONTACT };

/**
 * A new wizard's answers: empty, with the dial code of the visitor's region when the wizard lists it, and the currency
 * of their region (it opens only in the browser).
 */
export function freshAnswers(): WizardAnswers {
  return { ...EMPTY_ANSWERS, currency: visitorCurrency(), contact: { ...EMPTY_CONTACT, country: visitorCountry(WIZARD_COUNTRIES, WIZARD_DEFAULT_COUNTRY) } };
}

export type ContactErrors = Partial<Record<Exclude<keyof ContactAnswers, 'country'>, string>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Step 4: names and phone non-empty once trimmed; e-mail of a simple name@domain.tld shape. */
export function validateContactAnswers(contact: ContactAnswers): ContactErrors {
  const errors: ContactErrors = {};
  if (!contact.firstName.trim()) errors.firstName = REQUIRED_FIELD;
  if (!contact.lastName.trim()) errors.lastName = REQUIRED_FIELD;
  if (!contact.phone.trim()) errors.phone = REQUIRED_FIELD;
  if (!EMAIL_SHAPE.test(contact.email.trim())) errors.email = VALID_EMAIL_REQUIRED;
  return errors;
}
