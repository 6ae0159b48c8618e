import { CONTACT_METHOD_REQUIRED, hasContactMethod } from '@frc/contracts/browser';
import type { FieldFilters } from '@frc/ui/fieldFilters';
import { keptContactAmount } from '../../shared/domain/amountInput';
import { currencyToSend } from '../../shared/domain/countries';
import { PRIVACY_NOTICE_VERSION, type ContactSubject, type CurrencyCode, type ScamTypeCode, type ServiceRequest } from '../../shared/domain/intakeCodes';

export interface ContactFormValues {
  subject: '' | ContactSubject;
  fname: string;
  lname: string;
  phone: string;
  email: string;
  scam_type: '' | ScamTypeCode;
  scam_amount: string;
  /** The amount's currency as chosen; '' until the visitor chooses one (their region's is shown and sent). */
  currency: CurrencyCode | '';
  scam_description: string;
}

/** `contact`: neither phone nor e-mail given; one message for the pair. */
export type ContactFormErrors = Partial<Record<'subject' | 'fname' | 'lname' | 'contact', string>>;

/** What each field keeps of what is typed (the spec: the amount ignores other input), keystrokes and the page's HTML alike. */
export const CONTACT_FIELD_FILTERS: FieldFilters<ContactFormValues> = { scam_amount: keptContactAmount };

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  subject: '',
  fname: '',
  lname: '',
  phone: '',
  email: '',
  scam_type: '',
  scam_amount: '',
  currency: '',
  scam_description: '',
};

export const CONTACT_FIELD_REQUIRED = 'Field is required';
export const CONTACT_SUBMITTED = 'Submitted successfully!';
export const CONTACT_UNEXPECTED_STATUS = 'Something went wrong.';
export const CONTACT_SUBMIT_ERROR = 'Error submitting form.';

/** Subject, first and last name are required (the spec's rule); so is one way to reply, phone or e-mail (ours). */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (!values.subject) errors.subject = CONTACT_FIELD_REQUIRED;
  if (!values.fname.trim()) errors.fname = CONTACT_FIELD_REQUIRED;
  if (!values.lname.trim()) errors.lname = CONTACT_FIELD_REQUIRED;
  if (!hasContactMethod(values)) errors.contact = CONTACT_METHOD_REQUIRED;
  return errors;
}

/** The request a valid form sends (its subject chosen). */
export function buildContactRequest(values: ContactFormValues & { subject: ContactSubject }): ServiceRequest {
  return {
    subject: values.subject,
    fname: values.fname.trim(),
    lname: values.lname.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    scam_type: values.scam_type || null,
    transaction_type: null,
    scam_amount: values.scam_amount,
    scam_currency: currencyToSend(values.currency),
    scam_description: values.scam_description.trim(),
    notice_version: PRIVACY_NOTICE_VERSION,
  };
}
