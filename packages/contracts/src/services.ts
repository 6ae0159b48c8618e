import { z } from 'zod';
import { CASE_STATUS_CODES } from './backOfficeCodes';
import { PAYMENT_METHOD_CODES, SCAM_TYPE_CODES, SERVICE_SUBJECTS } from './codes';
import { CURRENCY_CODES, DEFAULT_CURRENCY } from './currency';
import { honeypot, isoTimestamp, noticeVersion, optionalCode, optionalEmailAddress, optionalText, requiredCode, requiredText } from './fields';
import { HONEYPOT_FIELD } from './http';
import { CONFIRMATION_LINK_INVALID, CONFIRMATION_TOKEN_SHAPE } from './requestConfirmation';
import { CONTACT_METHOD_REQUIRED, hasContactMethod } from './contactMethod';

/** A random key a form makes for its files: the same shape as an Idempotency-Key. */
export const filesKey = z
  .string()
  .trim()
  .min(8, 'Must be 8 to 200 characters')
  .max(200, 'Must be 8 to 200 characters')
  .regex(/^[A-Za-z0-9._:-]+$/, 'Must contain only letters, digits, dots, colons, dashes and underscores');

/**
 * Body of POST /api/services: a consultation request from the lead form, the full contact form
 * or the consultation wizard. Phone and e-mail are each optional (the full contact form requires
 * neither), but one of them must be given, or nobody could answer the request; blank optional
 * fields are stored as null.
 */
export const serviceRequestSchema = z
  .object({
    fname: requiredText(100),
    lname: requiredText(100),
    phone: optionalText(40),
    email: optionalEmailAddress,
    subject: requiredCode(SERVICE_SUBJECTS),
    scam_type: optionalCode(SCAM_TYPE_CODES),
    transaction_type: optionalCode(PAYMENT_METHOD_CODES),
    scam_amount: optionalText(100),
    /** The currency of `scam_amount`; absent (or blank) means US dollars. */
    scam_currency: optionalCode(CURRENCY_CODES).transform((code) => code ?? DEFAULT_CURRENCY),
    scam_description: optionalText(5000, 'lines'),
    /** BTC address the money went to, when the client knows it. */
    address: optionalText(100),
    notice_version: noticeVersion,
    /** The form's files key (REQUEST_FILES_KEY_HEADER): the files uploaded under it are this request's. */
    files_key: filesKey.optional(),
    [HONEYPOT_FIELD]: honeypot,
  })
  // Reported on `email`, where the forms show it, as one issue: the API's 422 then carries the sentence itself.
  .refine(hasContactMethod, { message: CONTACT_METHOD_REQUIRED, path: ['email'] });

/** What a form sends. */
export type ServiceRequest = z.input<typeof serviceRequestSchema>;
/** The same request once validated and normalised. */
export type ValidServiceRequest = z.output<typeof serviceRequestSchema>;

/**
 * A stored consultation request: a case, as the client portal lists it. A request sent without
 * signing in as its address awaits its owner's confirmation (a link mailed to the address); until
 * then the portal gets it with its typed-in text held back (`null`): names, phone, amount,
 * description and BTC address.
 */
export const serviceRecordSchema = z.object({
  id: z.number().int(),
  fname: z.string().nullable(),
  lname: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  subject: z.enum(SERVICE_SUBJECTS),
  scam_type: z.enum(SCAM_TYPE_CODES).nullable(),
  transaction_type: z.enum(PAYMENT_METHOD_CODES).nullable(),
  scam_amount: z.string().nullable(),
  scam_currency: z.enum(CURRENCY_CODES),
  scam_description: z.string().nullable(),
  address: z.string().nullable(),
  created_at: isoTimestamp,
  awaiting_confirmation: z.boolean(),
  /** The case the team opened from it (`C-12`), its status and the latest note for the client: null when not in a case. */
  case_reference: z.string().nullable().optional(),
  case_status: z.enum(CASE_STATUS_CODES).nullable().optional(),
  case_status_label: z.string().nullable().optional(),
  case_client_note: z.string().nullable().optional(),
  /** In the client's list: how many of the team's messages in the request's case the client has not read yet. */
  case_unread: z.number().int().optional(),
  /** In the client's list: how many of the team's documents in the request's case (not attached to a message) the client has not read yet. */
  case_unread_documents: z.number().int().optional(),
});
export type ServiceRecord = z.infer<typeof serviceRecordSchema>;

/** 201 answer of POST /api/services. */
export const serviceCreatedResponseSchema = z.object({
  status: z.literal('success'),
  data: serviceRecordSchema,
  /** Lets the thank-you page book the free consultation for this request without sign-in (POST /api/bookings). */
  booking_token: z.string().optional(),
});
export type ServiceCreatedResponse = z.infer<typeof serviceCreatedResponseSchema>;

/** Body of POST /api/services/confirm: the token from the mailed link. */
export const confirmServiceRequestSchema = z.object({
  token: z
    .string({ error: CONFIRMATION_LINK_INVALID })
    .trim()
    .regex(CONFIRMATION_TOKEN_SHAPE, CONFIRMATION_LINK_INVALID),
});

/** 200 answer of POST /api/services/confirm. */
export const serviceRequestConfirmedResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});
export type ServiceRequestConfirmedResponse = z.infer<typeof serviceRequestConfirmedResponseSchema>;

/** The answer to a file sent with a request (POST /api/services/files): the file as kept, its id to take it back. */
export const requestFileResponseSchema = z.object({
  document: z.object({ id: z.number().int(), name: z.string(), size: z.number().int(), type: z.string() }),
});
export type RequestFileResponse = z.infer<typeof requestFileResponseSchema>;
