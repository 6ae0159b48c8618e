import {
  BadgeCheck,
  Clock,
  FileSearch,
  HandCoins,
  Languages,
  LockKeyhole,
  Scale,
  ShieldCheck,
} from 'lucide-react';
import catherineHale from '../../features/content-service/images/team/catherine-hale.svg';
import type { TeamDepartment } from '../../features/content-service/contentTypes';
import type { LinkCard } from '../../shared/components/LinkCards';

export const ABOUT_INTRO = {
  lead: [
    'ClearTrace Recovery investigates online fraud and helps the people it hurts find a way back. Over eight years we have helped clients recover over $38 million lost to fake brokers, crypto schemes, romance scams and other frauds.',
    'We are investigators, analysts and case managers, not salespeople. We tell you honestly what can be done, we do it carefully, and we explain every step.',
  ],
} as const;

export const MISSION = {
  title: 'Our mission',
  text: 'To give every scam victim a clear, honest picture of what happened to their money and a realistic path to getting it back, with the evidence, expertise and support that banks, exchanges and regulators respond to.',
} as const;

export const VISION = {
  title: 'Our vision',
  text: 'A world where online fraud does not pay: where stolen funds can be traced, scammers are exposed, and no victim is left to face it alone or is targeted a second time by fake recovery agents.',
} as const;

export const DIFFERENTIATORS: readonly LinkCard[] = [
  {
    title: 'Honest assessments',
    text: 'We accept a case only when it has at least a 60% estimated chance of recovery, and we tell you plainly when it does not.',
    Icon: Scale,
  },
  {
    title: 'Evidence that institutions act on',
    text: 'Our reports are written for banks, exchanges, regulators and the police: ordered, sourced and easy to verify.',
    Icon: FileSearch,
  },
  {
    title: 'Blockchain tracing in-house',
    text: 'Our analysts follow digital currency across wallets and exchanges themselves, instead of passing your case on.',
    Icon: BadgeCheck,
  },
  {
    title: 'Clear, written fees',
    text: 'Every fee is agreed in writing before we start. No hidden charges, and never a request for payment in crypto.',
    Icon: HandCoins,
  },
  {
    title: 'Money-back guarantee',
    text: 'If we do not deliver your report within the agreed timeframe, you can request a full refund within 14 business days.',
    Icon: ShieldCheck,
  },
  {
    title: 'Replies within 24-48 hours',
    text: 'A real case manager answers your first request and every question after it, usually within a day or two.',
    Icon: Clock,
  },
  {
    title: 'Strict confidentiality',
    text: 'What you share stays between you, your case team and the institutions you ask us to contact.',
    Icon: LockKeyhole,
  },
  {
    title: 'Clients worldwide',
    text: 'We work with people in many countries and speak the language of banks and regulators across borders.',
    Icon: Languages,
  },
];

export const CEO = {
  name: 'Catherine Hale',
  position: 'Founder and Chief Executive Officer',
  image: catherineHale,
  quote: 'Most people who call us feel ashamed. They should not. Scams are built by professionals to fool careful people, and the first step back is a calm, honest conversation.',
  text: [
    'Catherine founded ClearTrace Recovery after fifteen years in bank fraud prevention, where she saw how often victims were turned away because nobody had put their evidence in order. She built the firm around that gap: careful investigation, plain explanations, and reports that institutions can act on.',
    'She still reviews the acceptance decision on complex cases herself, and she insists that every client hears the truth about their chances before paying anything.',
  ],
} as const;

export const TEAM_DEPARTMENTS: readonly { department: TeamDepartment; slug: string; text: string }[] = [
  { department: 'Investigations', slug: 'investigations', text: 'Trace payments, identify who received them and write the reports.' },
  { department: 'Legal and compliance', slug: 'legal-and-compliance', text: 'Turn findings into disputes, complaints and action plans that hold up.' },
  { department: 'Client care', slug: 'client-care', text: 'Keep you informed, answer your questions and stay with you until the case is closed.' },
];
