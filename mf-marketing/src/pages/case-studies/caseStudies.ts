import { Bitcoin, CircleDollarSign, HeartHandshake, LineChart, type LucideIcon } from 'lucide-react';

/** A recovery we worked on (the spec's id, title, description, amount, timeframe, challenge, approach, result, image). */
export interface CaseStudy {
  id: number;
  title: string;
  description: string;
  /** As advertised: $1.2M, $450K… */
  amount: string;
  timeframe: string;
  challenge: readonly string[];
  approach: readonly string[];
  result: readonly string[];
  Icon: LucideIcon;
  tone: 'brand' | 'accent' | 'cta' | 'slate';
}

export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    id: 1,
    title: 'A clone forex broker and a retired engineer\'s pension',
    description: 'A retired engineer moved most of his pension to a "broker" that copied a licensed firm\'s name. We traced the transfers through three countries.',
    amount: '$1.2M',
    timeframe: '8 months',
    challenge: [
      'Over five months, the client made eleven wire transfers to a trading platform whose website showed the name and licence number of a real, regulated broker. The account showed strong profits until he asked to withdraw, when he was told to pay a 15% "tax" first.',
      'The receiving accounts were in three countries and in the names of companies with no visible link to the platform.',
    ],
    approach: [
      'We compared every detail of the platform with the regulator\'s register and documented the clone: a different web address, phone number and bank. We then followed each transfer with the help of the client\'s bank and mapped the receiving companies.',
      'Our report went to the client\'s bank, the regulator whose licence had been copied, and the police in two of the countries. We advised the client\'s lawyer on which banks to approach for freezing orders.',
    ],
    result: [
      'Two of the receiving banks froze funds that were still in the accounts. After the legal process run by the client\'s lawyer, $1.2M was returned to the client over eight months.',
    ],
    Icon: CircleDollarSign,
    tone: 'brand',
  },
  {
    id: 2,
    title: 'A romance that became an "investment opportunity"',
    description: 'A widow met a man online who introduced her to a crypto trading app. Blockchain tracing found the funds at two exchanges.',
    amount: '$450K',
    timeframe: '6 months',
    challenge: [
      'After months of daily messages, the client\'s online partner showed her his "success" on a crypto trading app and helped her open an account. She bought crypto at an exchange and sent it to deposit addresses inside the app, which turned out to be wallets controlled by the scammers.',
      'She had been told to delete the chat history "for privacy", and felt too ashamed to tell her family.',
    ],
    approach: [
      'We rebuilt the timeline from her exchange records and the screenshots she still had, then traced every transfer on the blockchain. The funds passed through dozens of short-lived addresses before reaching deposit accounts at two large exchanges.',
      'Our tracing report, written for non-specialists, went with the police report to both exchanges, which froze the accounts involved.',
    ],
    result: [
      'The exchanges returned $450K to the client through the police process, six months after she first contacted us. Just as important to her: she told her family, who now help her check any investment offer.',
    ],
    Icon: HeartHandshake,
    tone: 'cta',
  },
  {
    id: 3,
    title: 'A company treasury and a fake exchange',
    description: 'A small company put its reserves into a crypto "yield" product. We followed the money across two blockchains to an exchange that could freeze it.',
    amount: '$750K',
    timeframe: '10 months',
    challenge: [
      'A company\'s finance director invested reserves in a platform promising a fixed 1.5% a week on stablecoins. After a few months of payouts the platform froze withdrawals for "maintenance" and then disappeared.',
      'The funds had been moved through a cross-chain bridge and swapped between several tokens, which hid the trail from the company\'s own advisers.',
    ],
    approach: [
      'Our analysts followed the funds across both blockchains, linked the addresses used by the operators, and identified the exchange where most of the value was deposited. We worked with the company\'s lawyers on the evidence they needed.',
      'We also checked the company\'s own processes and recommended controls so a single person can no longer move reserves.',
    ],
    result: [
      'The exchange froze the operators\' accounts after a court order obtained by the company\'s lawyers. $750K was recovered over ten months; the rest had been withdrawn before the freeze.',
    ],
    Icon: Bitcoin,
    tone: 'accent',
  },
  {
    id: 4,
    title: 'Binary options, a "senior trader" and a bank loan',
    description: 'A nurse was pressured into taking a loan to "save" her binary options account. Her card payments gave us a way back.',
    amount: '$320K',
    timeframe: '7 months',
    challenge: [
      'The client started with a $250 deposit after a phone call. Over a year, "senior traders" talked her into larger deposits by card and bank transfer, and finally into a bank loan to cover a sudden loss on her account.',
      'The platform stopped answering once she could not pay more.',
    ],
    approach: [
      'Many of her payments were made by card, which gave her rights to dispute them. We prepared a clear file for her card issuer for each payment: what was promised, what happened, and why the merchant had misled her. For the bank transfers, we traced the receiving accounts and filed reports with her bank and the police.',
    ],
    result: [
      'Her card issuer refunded most of the card payments, and one receiving bank returned funds it still held. In all, $320K came back within seven months, enough to repay the loan.',
    ],
    Icon: LineChart,
    tone: 'slate',
  },
];

export function findCaseStudy(id: string | undefined): CaseStudy | undefined {
  return CASE_STUDIES.find((study) => String(study.id) === id);
}

export function caseStudyPath(id: number): string {
  return `/blog/case-study/${id}`;
}
