import { PRIVACY_NOTICE_VERSION, type WhistleblowingReport } from '@frc/contracts/browser';

/** What the whistleblowing form holds while it is being filled in. */
export interface ReportValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  blockchain: string;
  amountLost: string;
  walletAddress: string;
  scamName: string;
  transactionIds: string;
  scamUrl: string;
  receiveUpdates: boolean;
}

export type ReportField = keyof ReportValues;
export type ReportErrors = Partial<Record<ReportField, string>>;

export const EMPTY_REPORT: ReportValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  blockchain: '',
  amountLost: '',
  walletAddress: '',
  scamName: '',
  transactionIds: '',
  scamUrl: '',
  receiveUpdates: false,
};

export const REQUIRED_FIELD = 'Required field';
export const VALID_EMAIL_REQUIRED = 'Valid email required';
export const EMAIL_FOR_UPDATES = 'Please give an e-mail address so we can send you updates.';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field order on the page, so the first error found is the first the reader meets. */
export const REPORT_FIELD_ORDER: readonly ReportField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'blockchain',
  'amountLost',
  'walletAddress',
  'scamName',
  'transactionIds',
  'scamUrl',
  'receiveUpdates',
];

/** First and last name and the amount lost are required; an e-mail, when given, must look like one (and is needed for updates). */
export function validateReport(values: ReportValues): ReportErrors {
  const errors: ReportErrors = {};
  for (const field of ['firstName', 'lastName', 'amountLost'] as const) {
    if (values[field].trim() === '') errors[field] = REQUIRED_FIELD;
  }
  const email = values.email.trim();
  if (email !== '' && !EMAIL_SHAPE.test(email)) errors.email = VALID_EMAIL_REQUIRED;
  else if (email === '' && values.receiveUpdates) errors.email = EMAIL_FOR_UPDATES;
  return errors;
}

/** The request body: text trimmed, blanks left out (the API stores them as missing). */
export function toReportBody(values: ReportValues, honeypot: string): WhistleblowingReport {
  const text = (value: string) => value.trim() || undefined;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    amountLost: values.amountLost.trim(),
    email: text(values.email),
    phone: text(values.phone),
    blockchain: text(values.blockchain),
    walletAddress: text(values.walletAddress),
    scamName: text(values.scamName),
    transactionIds: text(values.transactionIds),
    scamUrl: text(values.scamUrl),
    receiveUpdates: values.receiveUpdates,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    ...(honeypot ? { website_url: honeypot } : {}),
  };
}
