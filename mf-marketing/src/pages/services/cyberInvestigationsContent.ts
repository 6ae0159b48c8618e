import type { ArticlePageData } from '../../features/article-page/articlePage';
import { MISSION_BANNER, RECOVERY_STEPS, SIDE_PANEL_CONSULTATION, consultationClosing } from '../../features/article-page/content/pageParts';

export const cyberInvestigationsContent: ArticlePageData = {
  meta: {
    title: 'Cyber investigations for victims of online fraud',
    description:
      'What cyber fraud is, how our investigators trace payments and identify the people behind online scams, and how a cyber investigation works step by step.',
  },
  hero: {
    eyebrow: 'Investigation',
    title: 'Cyber investigations',
    lead: [
      'When money disappears into a website, an app or a chat, it can feel as if nobody could ever find it. Our investigators do exactly that: they follow the payments, the domains and the accounts back to the people and platforms that took them.',
    ],
    action: { kind: 'wizard' },
  },
  logoCarousel: true,
  mission: MISSION_BANNER,
  guarantee: { includesDoubts: false },
  article: {
    sections: [
      {
        id: 'overview',
        title: 'Overview',
        tocLabel: 'Overview',
        blocks: [
          {
            kind: 'paragraph',
            text: 'A cyber investigation gathers and connects the digital evidence of a fraud: payment records, blockchain transfers, website and domain data, company registrations, phone numbers, e-mail headers and messages. Put together, they show where the money went, who received it, and which other scams the same people run.',
          },
          {
            kind: 'paragraph',
            text: 'We work for individuals who have lost money to online scams. Our findings are written up in a report that your bank, card issuer, the exchanges involved, regulators and the police can act on. Our services do not replace law enforcement and do not include court representation.',
          },
        ],
      },
      {
        id: 'what-is-cyber-fraud',
        title: 'What is cyber fraud?',
        tocLabel: 'What is cyber fraud?',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Cyber fraud is any deception carried out through the internet or digital communication to take money or personal information. It ranges from a single phishing text to organised groups running dozens of fake trading platforms at once.',
          },
          {
            kind: 'list',
            items: [
              { title: 'Investment fraud:', text: 'fake brokers, exchanges and trading apps for forex, stocks, binary options and crypto.' },
              { title: 'Relationship fraud:', text: 'romance and friendship scams that end in requests for money or "investment".' },
              { title: 'Impersonation:', text: 'messages and calls from fake banks, officials, companies or relatives.' },
              { title: 'Purchase and property fraud:', text: 'goods, rentals and homes that do not exist.' },
              { title: 'Account takeover:', text: 'stolen passwords and one-time codes used to empty accounts.' },
            ],
          },
        ],
      },
      {
        id: 'how-we-help-people',
        title: 'How we help people',
        tocLabel: 'How we help people',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Most people come to us after weeks of being told to pay one more fee, and after hearing from their bank that nothing can be done. We start by listening, then explain in plain language what has happened and what the realistic options are.',
          },
          {
            kind: 'list',
            items: [
              'We trace card payments, bank transfers and crypto transfers to the accounts that received them.',
              'We identify the platforms, companies and people behind the scam, and link them to other known frauds, including our blacklist of more than 11,000 companies.',
              'We prepare the evidence banks and card issuers need for chargebacks and recalls, and that exchanges need to freeze funds.',
              'We package the case for the police and regulators, so it is understood and acted on.',
              'We stay beside you until the plan has run its course.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Our Fraud Investigation Report costs $3,500 plus $750 per transaction and includes a case review, evidence gathering, the investigation report and a recommended action plan. The Full Support Package, at $10,000, adds personalized consultation, implementation support, monitoring and feedback, and a 24/7 support hotline.',
          },
        ],
      },
      {
        id: 'how-it-works',
        title: 'How it works',
        tocLabel: 'How it works',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: RECOVERY_STEPS.map(({ title, text }) => ({ title: `${title}.`, text })),
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
            text: 'Online fraud is built to look untraceable, but every payment and every website leaves records. A careful investigation turns those records into evidence, and evidence is what gets accounts frozen, chargebacks approved and cases opened.',
          },
          {
            kind: 'paragraph',
            text: 'We take on only cases with at least a 60% estimated chance of recovery and tell you plainly if yours is not one of them. If we take your case and do not deliver the report in the agreed timeframe, you can request a full refund within 14 business days.',
          },
        ],
      },
    ],
    faq: {
      title: 'Cyber investigations: frequently asked questions',
      items: [
        {
          title: 'How long does an investigation take?',
          content: ['Usually 2-4 weeks. Recovering the money afterwards depends on banks, exchanges and authorities and commonly takes from 3 months to a year.'],
        },
        {
          title: 'Do you work with the police?',
          content: ['Our reports are written so that the police and regulators can use them. We do not replace law enforcement, and we encourage every client to report the crime.'],
        },
        {
          title: 'What if the scammers are in another country?',
          content: ['That is the usual case. The money still passes through banks, payment processors and exchanges that can be identified and asked to act, wherever the scammers are.'],
        },
      ],
    },
  },
  tocOffset: 100,
  sidePanel: SIDE_PANEL_CONSULTATION,
  closing: consultationClosing('Find out where your money went'),
};
