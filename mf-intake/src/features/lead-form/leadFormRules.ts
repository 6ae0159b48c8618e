import { currencyToSend, joinPhone, LEAD_FORM_DEFAULT_COUNTRY } from '../../shared/domain/countries';
import { DEFAULT_SUBJECT, PRIVACY_NOTICE_VERSION, type CurrencyCode, type ServiceRequest } from '../../shared/domain/intakeCodes';

export interface LeadFormValues {
  firstName: string;
  lastName: string;
  countryCode: string;
  phone: string;
  email: string;
  investment: string;
  /** The amount's currency as chosen; '' until the visitor chooses one (their region's is shown and sent). */
  currency: CurrencyCode | '';
  message: string;
}

export type LeadFormField = Exclude<keyof LeadFormValues, 'countryCode' | 'currency'>;
export type LeadFormErrors = Partial<Record<LeadFormField, string>>;

export const LEAD_FORM_FIELDS: readonly LeadFormField[] = ['firstName', 'lastName', 'phone', 'email', 'investment', 'message'];

export const EMPTY_LEAD_FORM: LeadFormValues = {
  firstName: '',
  lastName: '',
  countryCode: LEAD_FORM_DEFAULT_COUNTRY,
  phone: '',
  email: '',
  investment: '',
  currency: '',
  message: '',
};

export const FIELD_REQUIRED = 'Field is required';
export const PHONE_REQUIRED = 'Phone number is required';
export const LEAD_FORM_FAILED = 'Failed to submit form. Please try again.';

/** The six checks of the lead form: names, phone, email and message non-empty once trimmed; investment non-empty. */
export function validateLeadForm(values: LeadFormValues): LeadFormErrors {
  const errors: LeadFormErrors = {};
  if (!values.firstName.trim()) errors.firstName = FIELD_REQUIRED;
  if (!values.lastName.trim()) errors.lastName = FIELD_REQUIRED;
  if (!values.phone.trim()) errors.phone = PHONE_REQUIRED;
  if (!values.email.trim()) errors.email = FIELD_REQUIRED;
  if (!values.investment) errors.investment = FIELD_REQUIRED;
  if (!values.message.trim()) errors.message = FIELD_REQUIRED;
  return errors;
}

/** The lead form has no scam type, payment method or case details of its own, so those go as null and the message describes the case. */
export function buildLeadRequest(values: LeadFormValues): ServiceRequest {
  return {
    fname: values.firstName.trim(),
    lname: values.lastName.trim(),
    phone: joinPhone(values.countryCode, values.phone),
    email: values.email.trim(),
    subject: DEFAULT_SUBJECT,
    scam_type: null,
    transaction_type: null,
    scam_amount: values.investment,
    scam_currency: currencyToSend(values.currency),
    scam_description: values.message.trim(),
    notice_version: PRIVACY_NOTICE_VERSION,
  };
}
