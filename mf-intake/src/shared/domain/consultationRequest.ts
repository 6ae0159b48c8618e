import { countryByCode, joinPhone, LEAD_FORM_COUNTRIES } from './countries';
import { currencyCode } from '@frc/contracts/browser';
import {
  CONTACT_SUBJECTS,
  DEFAULT_CURRENCY,
  DEFAULT_SUBJECT,
  PAYMENT_METHODS,
  PRIVACY_NOTICE_VERSION,
  SCAM_TYPES,
  type ContactSubject,
  type CurrencyCode,
  type PaymentMethodCode,
  type ScamTypeCode,
  type ServiceRequest,
} from './intakeCodes';

/** Where the wizard and the full contact form end once their request is stored (the request mail's booking link too). */
export { THANK_YOU_PATH } from '@frc/contracts/browser';

/** What the wizard collects; also the navigation state of the thank-you page. */
export interface ConsultationRequest {
  investment: string;
  currency: CurrencyCode;
  paymentMethod: PaymentMethodCode;
  caseDetails: string;
  scamType: ScamTypeCode | '';
  firstName: string;
  lastName: string;
  /** Dial code, e.g. '+880'. */
  countryCode: string;
  /** Country of the dial code, e.g. 'BD' (the US and Canada share +1). */
  country: string;
  phone: string;
  email: string;
}

export function toServiceRequest(request: ConsultationRequest): ServiceRequest {
  return {
    fname: request.firstName,
    lname: request.lastName,
    phone: joinPhone(request.country, request.phone),
    email: request.email,
    subject: DEFAULT_SUBJECT,
    scam_type: request.scamType || null,
    transaction_type: request.paymentMethod,
    scam_amount: request.investment,
    scam_currency: request.currency,
    scam_description: request.caseDetails,
    notice_version: PRIVACY_NOTICE_VERSION,
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The currency in a navigation state or a kept draft; one saved before the choice existed was in US dollars. */
const currencyOf = (candidate: Record<string, unknown>): CurrencyCode => currencyCode(candidate.currency) ?? DEFAULT_CURRENCY;

/** Navigation state comes from history and may be anything: accept only a complete request. */
export function readConsultationRequest(state: unknown): ConsultationRequest | null {
  if (!state || typeof state !== 'object') return null;
  const candidate = state as Record<string, unknown>;
  const textFields = ['investment', 'caseDetails', 'firstName', 'lastName', 'countryCode', 'country', 'phone', 'email'];
  if (!textFields.every((field) => isText(candidate[field]))) return null;
  if (!PAYMENT_METHODS.some((method) => method.code === candidate.paymentMethod)) return null;
  if (candidate.scamType !== '' && !SCAM_TYPES.some((type) => type.code === candidate.scamType)) return null;
  if (!LEAD_FORM_COUNTRIES.some((country) => country.code === candidate.country)) return null;
  return { ...(candidate as unknown as ConsultationRequest), currency: currencyOf(candidate) };
}

/** A file sent with a stored request, as its thank-you page names it: whether it reached us. */
export interface SentFile {
  name: string;
  sent: boolean;
}

/** The thank-you page's navigation state: the request as sent, and whether it waits for its owner's confirmation. */
export type ThankYouState = ConsultationRequest & { awaitingConfirmation?: boolean; bookingToken?: string; files?: SentFile[] };

/** The booking token a 201 answer gives the thank-you page (POST /api/bookings), when it gave one. */
export function bookingTokenOf(payload: unknown): string | undefined {
  const token = payload && typeof payload === 'object' ? (payload as { booking_token?: unknown }).booking_token : undefined;
  return typeof token === 'string' ? token : undefined;
}

/** The thank-you page's booking token, from its navigation state. */
export function readBookingToken(state: unknown): string | null {
  const token = state && typeof state === 'object' ? (state as ThankYouState).bookingToken : undefined;
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/** True only when the navigation state says the request waits for the confirmation link. */
export function readAwaitingConfirmation(state: unknown): boolean {
  return Boolean(state && typeof state === 'object' && (state as ThankYouState).awaitingConfirmation === true);
}

export function scamTypeLabel(code: ScamTypeCode | ''): string | null {
  return SCAM_TYPES.find((type) => type.code === code)?.label ?? null;
}

export function dialCodeOf(country: string): string {
  return countryByCode(country).dialCode;
}

/** What the full contact form sent: the navigation state of its thank-you page. */
export interface ContactFormSent {
  form: 'contact';
  subject: ContactSubject;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  scamType: ScamTypeCode | '';
  amount: string;
  currency: CurrencyCode;
  description: string;
  awaitingConfirmation?: boolean;
  bookingToken?: string;
  /** The files sent with it, and whether each reached us. */
  files?: SentFile[];
}

/** Navigation state may be anything: accept only a complete contact form. */
export function readContactFormSent(state: unknown): ContactFormSent | null {
  if (!state || typeof state !== 'object') return null;
  const candidate = state as Record<string, unknown>;
  if (candidate.form !== 'contact' || !(CONTACT_SUBJECTS as readonly unknown[]).includes(candidate.subject)) return null;
  if (!['firstName', 'lastName', 'phone', 'email', 'amount', 'description'].every((field) => isText(candidate[field]))) return null;
  if (candidate.scamType !== '' && !SCAM_TYPES.some((type) => type.code === candidate.scamType)) return null;
  return { ...(candidate as unknown as ContactFormSent), currency: currencyOf(candidate) };
}
