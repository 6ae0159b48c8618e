import { z } from 'zod';
import { emailAddress, honeypot, noticeVersion } from './fields';
import { HONEYPOT_FIELD } from './http';
import { CONFIRMATION_TOKEN_SHAPE } from './requestConfirmation';

/** Body of POST /api/newsletter. Signing up twice is harmless: the answer is the same. */
export const newsletterSignupSchema = z.object({
  email: emailAddress,
  noticeVersion,
  [HONEYPOT_FIELD]: honeypot,
});
export type NewsletterSignup = z.input<typeof newsletterSignupSchema>;

export const newsletterSignupResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
export type NewsletterSignupResponse = z.infer<typeof newsletterSignupResponseSchema>;

/** Body of POST /api/newsletter/confirm and /api/newsletter/unsubscribe: the token of the mailed link. */
export const newsletterTokenSchema = z.strictObject({ token: z.string().regex(CONFIRMATION_TOKEN_SHAPE, 'Must be the token of a link we mailed') });
export type NewsletterToken = z.infer<typeof newsletterTokenSchema>;
