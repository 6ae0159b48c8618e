import { SCAM_TYPE_CARDS } from '../../../shared/content/scamTypeCards';
import type { ScamType } from '../contentTypes';

const SCAM_TYPE_PATHS = [
  '/binary-options-scams',
  '/digital-currency-scams',
  '/forex-scams',
  '/credit-card-phishing',
  '/stock-trading-scams',
  '/financial-scams',
];

/** The six scam types with a page of their own, drawn from the site's scam-type cards so title and link agree everywhere. */
export const SCAM_TYPE_RECORDS: readonly ScamType[] = SCAM_TYPE_CARDS.flatMap(({ title, to }) => (to && SCAM_TYPE_PATHS.includes(to) ? [{ title, link: to }] : [])).map((scamType, index) => ({ id: index + 1, ...scamType }));
