// Stand-in for the code lists of @frc/contracts until that package exists; one file so the swap is one edit.

export const SCAM_TYPES = [
  { code: 'binary', label: 'Binary options' },
  { code: 'digital', label: 'Digital Currency' },
  { code: 'forex', label: 'Forex' },
  { code: 'stock', label: 'Stock Trading' },
  { code: 'property', label: 'Property scam' },
  { code: 'romance', label: 'Romance scam' },
  { code: 'other', label: 'Other scam' },
] as const;

export type ScamTypeCode = (typeof SCAM_TYPES)[number]['code'];

export const PAYMENT_METHODS = [
  { code: 'credit_debit', label: 'Credit Card/Debit Card' },
  { code: 'btc_crypto', label: 'BTC/Crypto' },
  { code: 'wire_transfer', label: 'Wire Transfer' },
  { code: 'money_gram', label: 'Money Gram/Western Union' },
  { code: 'cash', label: 'Cash' },
  { code: 'other', label: 'Other' },
] as const;

export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number]['code'];

export const CONTACT_SUBJECTS = [
  'Purchase a Full Support Package',
  'Purchase a Investigation Report',
  'Purchase a Crypto Tracing Report',
  'Get a Free Consultation Call',
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const DEFAULT_SUBJECT = 'contact-form-submission';

/** Body of POST /api/services. */
export interface ServiceRequest {
  fname: string;
  lname: string;
  phone: string;
  email: string;
  subject: string;
  scam_type: ScamTypeCode | null;
  transaction_type: PaymentMethodCode | null;
  scam_amount: string;
  scam_description: string;
}
