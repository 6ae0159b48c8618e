import { z } from 'zod';
import { AFFILIATE_PROFESSION_CODES } from './codes';
import { emailAddress, honeypot, noticeVersion, optionalText, requiredCode, requiredText } from './fields';
import { HONEYPOT_FIELD } from './http';

const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** Body of POST /api/affiliate-applications. */
export const affiliateApplicationSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailAddress,
  website: optionalText(300).refine((value) => value === null || WEBSITE.test(value), 'Must be a web address starting with http:// or https://'),
  profession: requiredCode(AFFILIATE_PROFESSION_CODES),
  message: optionalText(5000, 'lines'),
  terms: z.literal(true, { error: 'Please accept the terms' }),
  noticeVersion,
  [HONEYPOT_FIELD]: honeypot,
});
export type AffiliateApplication = z.input<typeof affiliateApplicationSchema>;
export type ValidAffiliateApplication = z.output<typeof affiliateApplicationSchema>;
