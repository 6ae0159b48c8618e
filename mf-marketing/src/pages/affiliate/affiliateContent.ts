import { BadgePercent, CalendarCheck, HandHeart, Headset } from 'lucide-react';
import type { LinkCard } from '../../shared/components/LinkCards';
import type { Step } from '../../shared/components/StepsGrid';
import type { FaqItem } from '../../shared/content/faq';

export const AFFILIATE_LEAD =
  'Many scam victims first turn to someone they trust: an adviser, a lawyer, a writer they follow. Our affiliate program lets you point them to honest, professional help and earn up to 20% commission for every client you refer.';

export const AFFILIATE_BENEFITS: readonly LinkCard[] = [
  {
    title: 'Up to 20% commission',
    text: 'Earn 15% of the recovery fee for every client you refer, rising to 20% when you refer five or more clients a month.',
    Icon: BadgePercent,
  },
  {
    title: 'Reliable monthly payouts',
    text: 'Commissions are paid every month, within the first 10 days of the next month, once you have earned at least $100.',
    Icon: CalendarCheck,
  },
  {
    title: 'Help people who need it',
    text: 'Your audience gets honest advice from a firm that takes a case only when it has at least a 60% estimated chance of recovery.',
    Icon: HandHeart,
  },
  {
    title: 'A partner manager',
    text: 'A named contact answers your questions, tracks your referrals and supplies clear, accurate material to share.',
    Icon: Headset,
  },
];

export const AFFILIATE_STEPS: readonly Step[] = [
  { title: 'Apply', text: 'Fill in the application form below. It takes about five minutes.' },
  { title: 'Get approved', text: 'We review every application within 48 hours and reply by e-mail with your referral link.' },
  { title: 'Refer clients', text: 'Share your link or introduce people to us directly. We handle every consultation with care.' },
  { title: 'Get paid', text: 'Earn commission on the recovery fee of each client you referred, paid monthly.' },
];

export interface CommissionTier {
  tier: string;
  rate: string;
  condition: string;
}

export const COMMISSION_TIERS: readonly CommissionTier[] = [
  { tier: 'Standard', rate: '15%', condition: 'Of the recovery fee, for every client you refer' },
  { tier: 'Premium', rate: '20%', condition: 'When you refer 5 or more clients per month' },
  { tier: 'Recurring client', rate: '10%', condition: 'When a client you referred comes back to us with a new case' },
];

export const PAYMENT_TERMS: readonly string[] = [
  'Commissions are paid monthly, within the first 10 days of the next month.',
  'The minimum payout is $100; smaller balances roll over to the next month.',
  'Applications are reviewed within 48 hours.',
];

export interface WhoCanJoin {
  title: string;
  text: string;
}

export const WHO_CAN_JOIN: readonly WhoCanJoin[] = [
  { title: 'Financial advisors', text: 'Clients sometimes bring you losses from investments that were never real. Refer them to a specialist.' },
  { title: 'Legal professionals', text: 'Our evidence and reports complement your work; we never represent clients in court.' },
  { title: 'Bloggers', text: 'If you write about money, crypto or online safety, your readers need somewhere trustworthy to turn.' },
  { title: 'Consumer advocates', text: 'Help the people you support find an honest route to recovery, and away from fake recovery agents.' },
  { title: 'Others', text: 'Community leaders, support groups and anyone who meets scam victims in their work are welcome to apply.' },
];

export const AFFILIATE_FAQ: readonly FaqItem[] = [
  {
    title: 'What does it cost to join?',
    content: ['Nothing. Joining the affiliate program is free, and there are no targets you must meet to stay in it.'],
  },
  {
    title: 'How is my commission calculated?',
    content: [
      'You earn 15% of the recovery fee we receive for each client you refer. If you refer 5 or more clients in a month, you earn 20% for that month. When a client you referred comes back with a new case, you earn 10% of that fee.',
    ],
  },
  {
    title: 'When and how am I paid?',
    content: [
      'We pay monthly, within the first 10 days of the next month, by bank transfer. The minimum payout is $100; anything less is carried over to the following month.',
    ],
  },
  {
    title: 'How long does approval take?',
    content: ['We review every application within 48 hours and reply by e-mail, whether or not we can accept it.'],
  },
  {
    title: 'What may I say about your services?',
    content: [
      'Only what is true: we investigate, document and advise; recovery is never guaranteed; our services do not replace law enforcement and include no court representation. Your partner manager gives you approved wording and will review your material on request.',
    ],
  },
];
