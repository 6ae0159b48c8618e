import { staffApiUrl } from '../../shared/staffApi';

/** The published letter templates a letter may be made from. */
export const ENGAGEMENT_TEMPLATES_URL = staffApiUrl('engagement-templates');

const ofCase = (ref: string, below: string) => staffApiUrl(`cases/${encodeURIComponent(ref)}/${below}`);

/** A case's fee terms, its letters, the letter read before sending, and one letter's PDF, steps and seal. */
export const engagementUrls = {
  feeTerms: (ref: string) => ofCase(ref, 'fee-terms'),
  letters: (ref: string) => ofCase(ref, 'engagements'),
  preview: (ref: string) => ofCase(ref, 'engagements/preview'),
  letter: (ref: string, id: number, below: 'pdf' | 'void' | 'resend' | 'seal') => ofCase(ref, `engagements/${id}/${below}`),
};
