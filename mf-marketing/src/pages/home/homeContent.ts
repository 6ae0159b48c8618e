import type { LucideIcon } from 'lucide-react';
import type { LinkCard } from '../../shared/components/LinkCards';
import type { Step } from '../../shared/components/StepsGrid';
import type { FaqItem } from '../../shared/content/faq';
import type { TextSection } from '../../shared/content/textBlocks';

/** A short titled text. */
export interface Statement {
  title: string;
  text: string;
}

/** A seal of the strip under the hero. */
export interface TrustBadge {
  label: string;
  detail: string;
  Icon: LucideIcon;
}

/** The home page's words (its `page` item's data at `/`); each icon named in it is drawn by the template. */
export interface HomeContent {
  homeHero: { title: string; lead: readonly string[]; points: readonly string[] };
  trustBadges: readonly TrustBadge[];
  howItWorks: readonly Step[];
  moneyRetrieved: { amount: string; lastUpdate: string; text: string };
  whyWorkWithUs: readonly LinkCard[];
  impersonatorWarning: Statement & { rules: readonly string[] };
  blacklistTeaser: Statement & { figure: string };
  callToAction: Statement;
  offerExplanation: { title: string; intro: string; paragraphs: readonly string[] };
  initialConsultation: Statement & { points: readonly string[]; action: string };
  scamTypesIntro: { title: string; intro: string };
  scamTypeCards: readonly LinkCard[];
  articleTitle: string;
  articleSections: readonly TextSection[];
  homeFaq: readonly FaqItem[];
  siteIsBack: Statement;
}
