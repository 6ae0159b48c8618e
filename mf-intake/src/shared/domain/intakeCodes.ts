// The code lists come from the contracts' zod-free module so the browser bundle carries no schema library;
export {
  CONTACT_SUBJECTS,
  DEFAULT_SUBJECT,
  PAYMENT_METHODS,
  SCAM_TYPES,
  type ContactSubject,
  type PaymentMethodCode,
  type ScamTypeCode,
} from '@frc/contracts/src/codes';
import type { PaymentMethodCode, ScamTypeCode } from '@frc/contracts/src/codes';

/** Body of POST /api/services as the browser builds it (the API's schema checks it again). */
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
