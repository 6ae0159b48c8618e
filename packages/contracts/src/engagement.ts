import { z } from 'zod';
import { CURRENCY_CODES } from './currency';
import { ENGAGEMENT_EVENTS, ENGAGEMENT_STATES, readSignatureDrawing } from './engagementCodes';
import { isoTimestamp, recordId, recordIdText, requiredText } from './fields';
import { OTP_LENGTH } from './signIn';

export * from './engagementCodes';

/** The largest fixed fee, in the firm's currency. */
export const FEE_MAX = 10_000_000;

/**
 * A case's fee terms: a fixed fee, a success fee (a percentage of what is recovered), or both; and whether the letter
 * says that no fee is due before the money reaches the client.
 */
export const feeTermsSchema = z
  .strictObject({
    fixedFee: z.number().min(0, 'Must be 0 or more').max(FEE_MAX, `Must be at most ${FEE_MAX}`).multipleOf(0.01, 'Must have at most 2 decimals').nullable(),
    successFeePercent: z.number().gt(0, 'Must be more than 0').max(100, 'Must be at most 100').multipleOf(0.01, 'Must have at most 2 decimals').nullable(),
    noFeeBeforeRecovery: z.boolean(),
  })
  .refine((terms) => terms.fixedFee !== null || terms.successFeePercent !== null, { message: 'Give a fixed fee, a success fee or both', path: ['fixedFee'] });
export type FeeTerms = z.infer<typeof feeTermsSchema>;
/** A case's fee terms, and the currency its letter states the fixed fee in (its first request's). */
export const feeTermsResponseSchema = z.object({ feeTerms: feeTermsSchema.nullable(), currency: z.enum(CURRENCY_CODES) });
export type FeeTermsResponse = z.infer<typeof feeTermsResponseSchema>;

export const engagementEventSchema = z.object({
  kind: z.enum(ENGAGEMENT_EVENTS),
  label: z.string(),
  at: isoTimestamp,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type EngagementEvent = z.infer<typeof engagementEventSchema>;

/** A letter as staff and its client see it. */
export const engagementLetterSchema = z.object({
  id: z.number(),
  caseRef: z.string(),
  title: z.string(),
  state: z.enum(ENGAGEMENT_STATES),
  stateLabel: z.string(),
  sentAt: isoTimestamp,
  expiresAt: isoTimestamp,
  /** Hex SHA-256 of the PDF as sent, and of the sealed PDF once signed. */
  sentSha256: z.string(),
  signedSha256: z.string().nullable(),
  signerName: z.string().nullable(),
  declineReason: z.string().nullable(),
  events: z.array(engagementEventSchema),
});
export type EngagementLetter = z.infer<typeof engagementLetterSchema>;
export const engagementLetterResponseSchema = z.object({ letter: engagementLetterSchema });
export const engagementLettersResponseSchema = z.object({ items: z.array(engagementLetterSchema) });
export type EngagementLettersResponse = z.infer<typeof engagementLettersResponseSchema>;

export const engagementParamsSchema = z.object({ ref: z.string().max(40), id: recordIdText });
export const sendEngagementRequestSchema = z.strictObject({ templateId: recordId });
export const signEngagementRequestSchema = z.strictObject({
  code: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Must be the ${OTP_LENGTH}-digit code`),
  name: requiredText(120).pipe(z.string().min(2, 'Please type your full name.')),
  /** An optional drawn signature: a PNG, base64 or a data URL (readSignatureDrawing). */
  drawing: z
    .string()
    .superRefine((value, context) => {
      const drawing = readSignatureDrawing(value);
      if (!drawing.ok) context.addIssue({ code: 'custom', message: drawing.message });
    })
    .optional(),
});
/** The largest signing request: the code, the name and a drawing of SIGNATURE_DRAWING_MAX_BYTES as a data URL. */
export const ENGAGEMENT_SIGN_MAX_BYTES = 256 * 1024;
export type SignEngagementRequest = z.infer<typeof signEngagementRequestSchema>;
export const declineEngagementRequestSchema = z.strictObject({ reason: requiredText(1000, 'lines').pipe(z.string().min(1, 'Please tell us why.')) });

/** POST /api/engagements/verify: what a dropped PDF's seal says, and nothing else about its case. */
export const engagementVerifyResponseSchema = z.object({
  intact: z.boolean(),
  /** The organisation of the sealing certificate, when the file carries a seal. */
  sealedBy: z.string().nullable(),
  signedAt: isoTimestamp.nullable(),
  /** Whether this firm issued a sealed letter with exactly this file's SHA-256. */
  issuedHere: z.boolean(),
});
export type EngagementVerifyResponse = z.infer<typeof engagementVerifyResponseSchema>;

/** GET /api/admin/engagement-templates: the published letter templates a case's letter may be made from. */
export const engagementTemplatesResponseSchema = z.object({ items: z.array(z.object({ id: z.number(), title: z.string() })) });
export type EngagementTemplatesResponse = z.infer<typeof engagementTemplatesResponseSchema>;
/** GET /api/admin/cases/:ref/engagements/:id/seal: the verify page's answer, for the sealed file the firm keeps. */
export type EngagementSealResponse = EngagementVerifyResponse;
