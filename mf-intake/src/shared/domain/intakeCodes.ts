// The code lists and the request's type come from the contracts' browser entry, which carries no schema library.
export {
  CONTACT_SUBJECTS,
  CURRENCIES,
  DEFAULT_CURRENCY,
  DEFAULT_SUBJECT,
  PRIVACY_NOTICE_VERSION,
  PAYMENT_METHODS,
  SCAM_TYPES,
  type ContactSubject,
  type CurrencyCode,
  type PaymentMethodCode,
  type ScamTypeCode,
} from '@frc/contracts/browser';
/** Body of POST /api/services as the browser builds it (the API's schema checks it again). */
export type { ServiceRequest } from '@frc/contracts/browser';
