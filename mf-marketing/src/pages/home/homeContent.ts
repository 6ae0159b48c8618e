import {
  Award,
  Clock,
  FileSearch,
  Globe2,
  HandCoins,
  Headset,
  LockKeyhole,
  MessagesSquare,
  Scale,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import type { LinkCard } from '../../shared/components/LinkCards';
import type { Step } from '../../shared/components/StepsGrid';
import type { FaqItem } from '../../shared/content/faq';
import type { TextSection } from '../../shared/content/textBlocks';

export const HOME_HERO = {
  title: 'Get your money back from a scam',
  lead: [
    'Lost money to a fake broker, a crypto scheme or someone you trusted online? You are not alone, and it is not too late to act.',
    'Our investigators trace where your money went, gather the evidence banks and exchanges act on, and guide you through every step of recovery.',
  ],
  points: ['Free, confidential consultation', 'Reply within 24-48 hours', 'Money-back guarantee'],
} as const;

export interface TrustBadge {
  label: string;
  detail: string;
  Icon: LucideIcon;
}

export const TRUST_BADGES: readonly TrustBadge[] = [
  { label: 'Free consultation', detail: 'No obligation', Icon: MessagesSquare },
  { label: '24-48 hours', detail: 'Reply time', Icon: Clock },
  { label: 'Money back', detail: '14 business days', Icon: ShieldCheck },
  { label: 'Confidential', detail: 'Encrypted case files', Icon: LockKeyhole },
  { label: '8 years', detail: 'Of investigations', Icon: Award },
];

export const HOW_IT_WORKS: readonly Step[] = [
  { title: 'Tell us what happened', text: 'Fill in the short form or answer four guided questions. It is free and confidential.' },
  { title: 'Case assessment', text: 'A case manager reviews your loss and replies within 24-48 hours with an honest view of your chances.' },
  { title: 'Evidence collection', text: 'We gather statements, receipts, wallet addresses and messages, and preserve them properly.' },
  { title: 'Investigation', text: 'We trace the payments and identify who received them. This usually takes 2-4 weeks.' },
  { title: 'Recovery or action plan', text: 'We act with banks, exchanges and regulators, or hand you a clear plan to do so.' },
  { title: 'Expert support', text: 'We stay with you until the case is closed; released funds reach you within 1-2 weeks.' },
];

export const MONEY_RETRIEVED = {
  amount: '$38,144,712',
  lastUpdate: 'Dec 2024',
  text: 'returned to our clients from banks, payment providers and exchanges',
} as const;

export const WHY_WORK_WITH_US: readonly LinkCard[] = [
  {
    title: 'Honest from the first call',
    text: 'We take a case only with at least a 60% estimated chance of recovery, and we tell you plainly when a case does not qualify.',
    Icon: Scale,
  },
  {
    title: 'Evidence that gets results',
    text: 'Our reports are ordered, sourced and written for the banks, exchanges and regulators who can return your money.',
    Icon: FileSearch,
  },
  {
    title: 'Fees agreed in writing',
    text: 'You know the price before we start. We never ask for payment in cryptocurrency or to a personal account.',
    Icon: HandCoins,
  },
  {
    title: 'A real person on your case',
    text: 'One case manager who knows your file answers your questions, usually within a day or two.',
    Icon: Headset,
  },
  {
    title: 'Worldwide reach',
    text: 'Scams cross borders, and so do we: we work with institutions in many countries.',
    Icon: Globe2,
  },
  {
    title: 'Your privacy protected',
    text: 'What you tell us stays with your case team and the institutions you ask us to contact.',
    Icon: LockKeyhole,
  },
];

export const IMPERSONATOR_WARNING = {
  title: 'Beware of people pretending to be us',
  text: 'Scammers often come back to their victims posing as recovery agents, sometimes using our name. Please remember:',
  rules: [
    'We never contact people out of the blue offering to recover their money.',
    'We never ask for payment in cryptocurrency, gift cards or to a personal account.',
    'We never ask for passwords or access to your bank, wallet or trading accounts.',
  ],
} as const;

export const BLACKLIST_TEASER = {
  figure: '11,000+',
  title: 'Check a company before you pay',
  text: 'More than 11,000 companies are on our blacklist of scam brokers, fake exchanges and fraudulent platforms. Search it in seconds before you invest, or to confirm what happened to you.',
} as const;

export const CALL_TO_ACTION = {
  title: 'Request your free consultation',
  text: 'Choose the kind of scam, then answer four short questions about your loss. A case manager replies within 24-48 hours.',
} as const;

export const OFFER_EXPLANATION = {
  title: 'What we offer, and what it costs',
  intro: 'Every case starts with a free consultation. If we can help, we propose one of three services and agree the price with you in writing.',
  paragraphs: [
    'A Fraud Investigation Report reconstructs what happened: who took your money, how it moved, and what your bank, a regulator or the police can do about it. A Crypto Tracing Report does the same for digital currency, following your funds wallet by wallet. Both cost $3,500, plus $750 for each transaction we trace, meaning each separate payment you made.',
    'The Full Support Package, at $10,000, adds a case manager who carries out the action plan with you, from complaints to follow-ups, with a 24/7 support hotline while your case is open.',
  ],
} as const;

export const INITIAL_CONSULTATION = {
  title: 'Your free initial consultation',
  text: 'Not sure whether your case can be helped? That is exactly what the first conversation is for. It costs nothing and commits you to nothing.',
  points: [
    'A case manager reads your account and replies within 24-48 hours.',
    'You learn whether your case meets our 60% minimum estimated chance of recovery, and why.',
    'You get practical advice you can use right away, whether or not you work with us.',
  ],
  action: 'Start with the form',
} as const;

export const SCAM_TYPES_INTRO = {
  title: 'What kind of scam happened to you?',
  intro: 'Each scam leaves a different trail. Learn how yours works and what can be done about it.',
} as const;

export const ARTICLE_TITLE = 'Cyber fraud recovery: what you should know';

export const ARTICLE_SECTIONS: readonly TextSection[] = [
  {
    id: 'overview',
    title: 'Overview',
    blocks: [
      { kind: 'paragraph', text: 'Online fraud has become one of the most common crimes in the world. Estimates put the money stolen through scams at about $3 billion globally each year, and that counts only what is reported. Behind each figure is a person who trusted a website, an app, a message or a voice on the phone.' },
      { kind: 'paragraph', text: 'If you are reading this after losing money, the first thing to know is that it happens to careful, intelligent people every day. Modern scams are run like businesses, with scripts, fake dashboards and professional-looking documents. The second thing to know is that acting quickly and methodically gives you the best chance of getting some or all of your money back.' },
      { kind: 'paragraph', text: 'This guide explains what cyber fraud is, how we help the people it hurts, how our process works, and what you can do today.' },
    ],
  },
  {
    id: 'what-is-cyber-fraud',
    title: 'What is Cyber Fraud',
    blocks: [
      { kind: 'paragraph', text: 'Cyber fraud is any scheme that uses the internet, e-mail, messaging apps or phone calls to trick people into handing over money or personal information. The methods change constantly, but most cases we see fall into a few families:' },
      {
        kind: 'list',
        items: [
          { title: 'Fake investment platforms:', text: 'forex, binary options, stock and crypto "brokers" that show growing profits on screen while the deposits are simply kept.' },
          { title: 'Digital currency scams:', text: 'fake exchanges, wallets, mining schemes and token launches that take crypto that seems impossible to get back.' },
          { title: 'Romance and relationship scams:', text: 'long conversations that build trust before a request for money, an investment tip or help with an "emergency".' },
          { title: 'Phishing:', text: 'messages that imitate a bank, a delivery company or a government office to capture card details or passwords.' },
          { title: 'Impostor and recovery scams:', text: 'people posing as officials, or as recovery agents, who contact victims again and ask for fees. The average impostor-scam loss is around $1,500.' },
          { title: 'Property scams:', text: 'deposits paid for homes or rentals that do not exist, or to an agent who is not who they claim to be.' },
        ],
      },
      { kind: 'paragraph', text: 'What these schemes have in common is a trail. Card payments, bank transfers and blockchain transactions all leave records, and those records are where recovery begins.' },
    ],
  },
  {
    id: 'how-we-help-people',
    title: 'How We Help People',
    blocks: [
      { kind: 'paragraph', text: 'We are a team of fraud investigators, blockchain analysts and dispute specialists. We do not sell hope; we look at the facts of your case and tell you honestly what can be done. We take a case on only when our assessment shows at least a 60% estimated chance of recovery.' },
      { kind: 'paragraph', text: 'When we work for you, we:' },
      {
        kind: 'list',
        items: [
          'reconstruct what happened, payment by payment, and identify the people and companies behind the scheme;',
          'trace digital currency across wallets and exchanges until it reaches a service that can be asked to freeze it;',
          'prepare the evidence and written requests that banks, card issuers, exchanges and regulators need to act;',
          'support reports to the police, and make them easier for officers to follow up;',
          'keep you informed, in plain language, from the first call until the case is closed.',
        ],
      },
      { kind: 'paragraph', text: 'Our services do not replace law enforcement and include no court representation. Where a lawyer or the police need to take the lead, we tell you so and make sure they have what they need.' },
    ],
  },
  {
    id: 'how-it-works',
    title: 'How It Works',
    blocks: [
      { kind: 'paragraph', text: 'Every case we accept follows the same six steps, so you always know where you stand:' },
      {
        kind: 'list',
        ordered: true,
        items: [
          { title: 'Free consultation:', text: 'you tell us what happened through the form or the guided questions; a case manager replies within 24-48 hours.' },
          { title: 'Case assessment:', text: 'we review your payments and evidence and estimate your chance of recovery. We proceed only at 60% or above, and we explain why.' },
          { title: 'Evidence collection:', text: 'we collect and preserve statements, receipts, wallet addresses, transaction IDs, screenshots and messages.' },
          { title: 'Investigation:', text: 'we trace the funds and identify who received them. This usually takes 2-4 weeks and ends with a written report.' },
          { title: 'Recovery or action plan:', text: 'we act with banks, payment providers, exchanges and regulators, or give you a step-by-step plan to do it yourself.' },
          { title: 'Expert support:', text: 'we follow up until the case is closed. When funds are released, disbursement to you takes 1-2 weeks.' },
        ],
      },
      { kind: 'paragraph', text: 'The whole process usually takes between 3 months and a year, depending on the institutions involved.' },
    ],
  },
  {
    id: 'conclusion',
    title: 'Conclusion',
    blocks: [
      { kind: 'paragraph', text: 'Losing money to a scam is painful, and it is tempting to give up or, worse, to trust the next person who promises a quick fix. The better path is a calm, evidence-based one: stop all payments to the scammers, keep every record, report the crime, and get an honest assessment of your options.' },
      { kind: 'paragraph', text: 'That assessment is what our free consultation offers. If we can help, we will tell you how, how long it is likely to take and what it will cost. If we cannot, we will tell you that too, and point you to what you can still do.' },
    ],
  },
];

export const HOME_FAQ: readonly FaqItem[] = [
  {
    title: 'Is it really possible to get money back from a scam?',
    content: [
      'Often, yes, though never with certainty. Payments leave records, and banks, card issuers and exchanges can reverse, freeze or return funds when they are given clear evidence. We accept a case only when it has at least a 60% estimated chance of recovery.',
    ],
  },
  {
    title: 'How much does it cost?',
    content: [
      'The consultation is free. A Fraud Investigation Report or a Crypto Tracing Report costs $3,500 plus $750 per transaction; the Full Support Package costs $10,000. Every fee is agreed in writing before we start.',
    ],
  },
  {
    title: 'What if you do not deliver?',
    content: [
      'If we do not deliver the promised report within the agreed timeframe, you can request a full refund within 14 business days. Our terms of service explain the details.',
    ],
  },
  {
    title: 'How soon will I hear from you?',
    content: ['A case manager replies to every consultation request within 24-48 hours.'],
  },
];

export const SITE_IS_BACK = {
  title: 'The site is back',
  text: 'After a period of disruption, our website and all our services are fully available again. If you wrote to us during the disruption and did not hear back, please send your request again: we answer every message within 24-48 hours.',
} as const;
