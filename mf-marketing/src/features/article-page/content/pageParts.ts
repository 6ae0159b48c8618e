// Parts that several article pages share: the recovery steps, banners and calls to action.
import { ClipboardCheck, FileSearch, FolderOpen, Headset, MessageCircle, Route } from 'lucide-react';
import type { Step } from '../../../shared/components/StepsGrid';
import type { ScamTypeCode } from '@frc/contracts/browser';
import type { ArticlePageData, CallToAction, ConsultationAction } from '../articlePage';

/** The six steps of a recovery case, as every scam-type page explains them. */
export const RECOVERY_STEPS: readonly Step[] = [
  {
    title: 'Free consultation',
    text: 'Tell us what happened, in your own words. A case specialist reads it and replies within 24-48 hours.',
    Icon: MessageCircle,
  },
  {
    title: 'Case assessment',
    text: 'We estimate honestly whether the money can be traced and recovered. We take a case on only when that chance is at least 60%.',
    Icon: ClipboardCheck,
  },
  {
    title: 'Evidence collection',
    text: 'Together we gather receipts, bank and card statements, wallet addresses, transaction IDs, screenshots and messages, before any of it disappears.',
    Icon: FolderOpen,
  },
  {
    title: 'Investigation',
    text: 'Our investigators follow the money, identify the platforms and accounts that received it, and document who is behind them. This usually takes 2-4 weeks.',
    Icon: FileSearch,
  },
  {
    title: 'Recovery or action plan',
    text: 'You receive a written report and a plan: chargebacks, bank recalls, requests to exchanges to freeze funds, complaints to regulators and reports to the police.',
    Icon: Route,
  },
  {
    title: 'Expert support',
    text: 'We stay with you while the plan runs, answer the questions that come up, and keep you informed. Returned funds usually reach you 1-2 weeks after release.',
    Icon: Headset,
  },
];

export const RECOVERY_STEPS_SECTION = {
  title: 'How recovery works',
  intro: 'Six steps from your first message to the money coming back. You always know which step your case is at.',
  items: RECOVERY_STEPS,
};

export const MISSION_BANNER = {
  title: 'Our mission: nobody should face a scam alone',
  text: 'Being scammed is a crime committed against you, not a failure on your part. We listen without judgement, explain your options in plain language, and work to get back what can be got back.',
  linkLabel: 'Talk to our team',
};

/** The side panel's call to action where the page sends people to the wizard. */
export const SIDE_PANEL_CONSULTATION: CallToAction = {
  title: 'Lost money to a scam?',
  text: 'Choose the kind of scam and answer four short questions. The first consultation is free and we reply within 24-48 hours.',
  action: { kind: 'wizard' },
};

/** The wizard, with the page's own scam type already chosen when the page is about one. */
export function wizardFor(scamType?: ScamTypeCode): ConsultationAction {
  return scamType ? { kind: 'wizard', defaultScamType: scamType } : { kind: 'wizard' };
}

/** The side panel's invitation on a scam-type page: its scam type already chosen. */
export function sidePanelConsultation(scamType: ScamTypeCode): CallToAction {
  return { ...SIDE_PANEL_CONSULTATION, action: wizardFor(scamType) };
}

/** The closing band of a page for scam victims: its own title, the wizard behind the select (the page's scam type when it has one). */
export function consultationClosing(title: string, scamType?: ScamTypeCode): CallToAction {
  return {
    title,
    text: 'Choose the kind of scam and answer four short questions. A specialist will review your case free of charge.',
    action: wizardFor(scamType),
  };
}

/** What every scam-type page shows around its article: the carousel, the six recovery steps, the mission banner, tracking at 100 px. */
export const SCAM_TYPE_PAGE_LAYOUT = {
  logoCarousel: true,
  steps: RECOVERY_STEPS_SECTION,
  mission: MISSION_BANNER,
  tocOffset: 100,
} as const satisfies Partial<ArticlePageData>;

/** The closing band of the compliance pages, which also speak to people who lost money. */
export const RETRIEVE_MONEY_BANNER: CallToAction = {
  title: 'Retrieve your money from a scam!',
  text: 'Lost money to a fraudulent platform? Choose the kind of scam and answer four short questions. The first consultation is free.',
  action: { kind: 'wizard' },
};

/** The side panel of the compliance pages: an invitation to people who lost crypto. */
export const SIDE_PANEL_LOST_CRYPTO: CallToAction = {
  title: 'Lost crypto to a scam?',
  text: 'We also help people who lost cryptocurrency to fraud. Choose the kind of scam and request a free consultation.',
  action: { kind: 'wizard' },
};
