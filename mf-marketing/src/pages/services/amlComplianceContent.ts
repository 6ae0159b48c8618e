import { BookOpenCheck, ClipboardList, Microscope, ShieldAlert, UserCheck, Waypoints } from 'lucide-react';
import type { ArticlePageData } from '../../features/article-page/articlePage';
import { RETRIEVE_MONEY_BANNER, SIDE_PANEL_LOST_CRYPTO } from '../../features/article-page/content/pageParts';

export const amlComplianceContent: ArticlePageData = {
  meta: {
    title: 'AML compliance for crypto businesses',
    description:
      'Anti-money-laundering compliance for crypto and fintech firms: risk assessment, a tailored AML programme, customer and enhanced due diligence, transaction monitoring and training.',
  },
  hero: {
    eyebrow: 'Professional consulting',
    title: 'AML compliance',
    lead: [
      'Stolen funds have to be laundered before scammers can spend them, and they are laundered through real businesses. A strong anti-money-laundering programme keeps your firm from being one of them.',
      'We design and support AML programmes for crypto and fintech businesses, drawing on what our investigators see every day.',
    ],
    action: { kind: 'contact' },
  },
  logoCarousel: false,
  steps: {
    title: 'How we work with you',
    intro: 'Six parts of an AML programme that works in practice, built step by step.',
    items: [
      { title: 'Risk assessment', text: 'We assess the money-laundering and terrorist-financing risks of your customers, products, channels and countries.', Icon: ShieldAlert },
      { title: 'Tailored AML program', text: 'We write the policies, procedures and controls that answer those risks, in proportion to your business.', Icon: ClipboardList },
      { title: 'Customer due diligence', text: 'We set up how customers are identified, verified and understood at onboarding and kept up to date.', Icon: UserCheck },
      { title: 'Enhanced due diligence', text: 'We define the extra checks, source-of-funds evidence and approvals for higher-risk customers and transactions.', Icon: Microscope },
      { title: 'Transaction monitoring', text: 'We help you choose rules and tools, including blockchain analytics, and set up how alerts are reviewed and reported.', Icon: Waypoints },
      { title: 'Ongoing training and support', text: 'We train staff to recognise suspicious activity and stay on hand as rules and risks change.', Icon: BookOpenCheck },
    ],
  },
  article: {
    sections: [
      {
        id: 'what-is-aml-compliance',
        title: 'What is AML compliance?',
        tocLabel: 'What is AML compliance?',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Anti-money-laundering (AML) compliance is the set of laws, controls and procedures that stop criminals from passing the proceeds of crime through a business to make them look legitimate. Crypto exchanges, wallet providers and payment firms are covered by AML rules in most countries.',
          },
          {
            kind: 'paragraph',
            text: 'In practice it means knowing your customers, understanding their expected activity, watching for transactions that do not fit, reporting suspicions to the authorities, and keeping records that show you did all of this.',
          },
        ],
      },
      {
        id: 'closer-look',
        title: 'A closer look',
        tocLabel: 'A closer look',
        blocks: [
          {
            kind: 'paragraph',
            text: 'When we trace funds stolen from scam victims, we watch them pass through accounts that should have raised questions: new customers receiving dozens of deposits from strangers, funds arriving and leaving within minutes, wallets linked to known scam addresses. Our AML work starts from these patterns.',
          },
          {
            kind: 'list',
            items: [
              'Risk assessments grounded in how your products are actually abused.',
              'Monitoring rules that catch scam proceeds without drowning your team in false alerts.',
              'Clear escalation: who decides, how quickly, and how reports are made.',
              'Training built on real cases, so staff recognise mule accounts and victims being coached by scammers.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'We work alongside your compliance officer and legal advisers, and do not replace a licensed law firm where one is required.',
          },
        ],
      },
      {
        id: 'conclusion',
        title: 'Conclusion',
        tocLabel: 'Conclusion',
        blocks: [
          {
            kind: 'paragraph',
            text: 'An AML programme that works protects more than your licence: it stops your platform from becoming the place where a scam victim\'s money disappears. Contact us to review your current programme or to build one from the ground up.',
          },
        ],
      },
    ],
  },
  tocOffset: 150,
  sidePanel: SIDE_PANEL_LOST_CRYPTO,
  closing: RETRIEVE_MONEY_BANNER,
};
