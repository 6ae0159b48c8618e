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

/** The six scam types with a page of their own, drawn from the site's scam-type cards so title, link and icon agree everywhere. */
export const SCAM_TYPE_RECORDS: readonly ScamType[] = SCAM_TYPE_CARDS.filter((card) => SCAM_TYPE_PATHS.includes(card.to)).map(
  (card, index) => ({ id: index + 1, title: card.title, link: card.to, icon: card.Icon }),
);
