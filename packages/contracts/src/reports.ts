import { z } from 'zod';
import { honeypot, noticeVersion, optionalEmailAddress, optionalText, requiredText } from './fields';
import { HONEYPOT_FIELD } from './http';

/** Body of POST /api/whistleblowing: a report about a scam, from the whistleblowing page. */
export const whistleblowingReportSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: optionalEmailAddress,
  phone: optionalText(40),
  /** Free text, e.g. ETH, BTC or Tron. */
  blockchain: optionalText(100),
  amountLost: requiredText(100),
  walletAddress: optionalText(2000, 'lines'),
  scamName: optionalText(200),
  transactionIds: optionalText(4000, 'lines'),
  scamUrl: optionalText(500),
  receiveUpdates: z.boolean({ error: 'Must be true or false' }).default(false),
  noticeVersion,
  [HONEYPOT_FIELD]: honeypot,
});
export type WhistleblowingReport = z.input<typeof whistleblowingReportSchema>;
export type ValidWhistleblowingReport = z.output<typeof whistleblowingReportSchema>;
