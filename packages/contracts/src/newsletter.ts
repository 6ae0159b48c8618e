import { z } from 'zod';
import { emailAddress, honeypot, noticeVersion } from './fields';
import { HONEYPOT_FIELD } from './http';

/** Body of POST /api/newsletter. Signing up twice is harmless: the answer is the same. */
export const newsletterSignupSchema = z.object({
  email: emailAddress,
  noticeVersion,
  [HONEYPOT_FIELD]: honeypot,
});
export type NewsletterSignup = z.input<typeof newsletterSignupSchema>;

export const newsletterSignupResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
export type NewsletterSignupResponse = z.infer<typeof newsletterSignupResponseSchema>;
