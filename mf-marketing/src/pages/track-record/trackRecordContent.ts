import type { Step } from '../../shared/components/StepsGrid';

export interface Statistic {
  value: string;
  label: string;
}

export const TRACK_RECORD_STATS: readonly Statistic[] = [
  { value: '$42M+', label: 'recovered for our clients' },
  { value: '3,500+', label: 'clients helped' },
  { value: '8 years', label: 'of fraud investigation' },
  { value: '78%', label: 'recovery success rate' },
];

export interface RecoveryRow {
  scamType: string;
  casesAccepted: number;
  casesRecovered: number;
  /** US dollars returned to clients from the cases of this row. */
  amountRecovered: number;
}

export interface RecoveryYear {
  year: number;
  rows: readonly RecoveryRow[];
}

/** Per-year summaries by scam type: the cases accepted in that year and what they returned to clients. */
export const RECOVERY_YEARS: readonly RecoveryYear[] = [
  {
    year: 2021,
    rows: [
      { scamType: 'Digital currency', casesAccepted: 142, casesRecovered: 108, amountRecovered: 1_984_000 },
      { scamType: 'Forex', casesAccepted: 118, casesRecovered: 92, amountRecovered: 1_476_500 },
      { scamType: 'Binary options', casesAccepted: 74, casesRecovered: 57, amountRecovered: 702_300 },
      { scamType: 'Stock trading', casesAccepted: 51, casesRecovered: 40, amountRecovered: 655_000 },
      { scamType: 'Romance', casesAccepted: 46, casesRecovered: 35, amountRecovered: 398_200 },
      { scamType: 'Other scams', casesAccepted: 39, casesRecovered: 30, amountRecovered: 284_000 },
    ],
  },
  {
    year: 2022,
    rows: [
      { scamType: 'Digital currency', casesAccepted: 188, casesRecovered: 146, amountRecovered: 2_961_000 },
      { scamType: 'Forex', casesAccepted: 131, casesRecovered: 102, amountRecovered: 1_702_400 },
      { scamType: 'Binary options', casesAccepted: 69, casesRecovered: 53, amountRecovered: 688_600 },
      { scamType: 'Stock trading', casesAccepted: 63, casesRecovered: 49, amountRecovered: 842_000 },
      { scamType: 'Romance', casesAccepted: 58, casesRecovered: 45, amountRecovered: 527_300 },
      { scamType: 'Other scams', casesAccepted: 47, casesRecovered: 37, amountRecovered: 398_700 },
    ],
  },
  {
    year: 2023,
    rows: [
      { scamType: 'Digital currency', casesAccepted: 231, casesRecovered: 183, amountRecovered: 3_862_500 },
      { scamType: 'Forex', casesAccepted: 137, casesRecovered: 107, amountRecovered: 1_894_000 },
      { scamType: 'Binary options', casesAccepted: 61, casesRecovered: 47, amountRecovered: 640_200 },
      { scamType: 'Stock trading', casesAccepted: 78, casesRecovered: 62, amountRecovered: 1_137_800 },
      { scamType: 'Romance', casesAccepted: 72, casesRecovered: 57, amountRecovered: 702_500 },
      { scamType: 'Other scams', casesAccepted: 55, casesRecovered: 43, amountRecovered: 463_000 },
    ],
  },
];

export const RECOVERY_TABLES_NOTE =
  'These tables are per-year summaries, not case-by-case records. Each row adds up the cases we accepted that year for one kind of scam, how many of them returned money to the client in full or in part, and the total returned. Recoveries that arrived in a later year are counted in the year the case was accepted. “Other scams” includes property scams, credit card phishing and impostor scams.';

export const RECOVERY_PROCESS: readonly Step[] = [
  {
    title: 'Case assessment',
    text: 'We review what happened and how you paid, free of charge. We take a case on only if it has at least a 60% estimated chance of recovery, and we tell you why.',
  },
  {
    title: 'Evidence and investigation',
    text: 'We gather your records, trace the payments and identify who received them. The investigation usually takes 2-4 weeks and ends with a written report.',
  },
  {
    title: 'Recovery action',
    text: 'Following the action plan, we work with banks, payment providers, exchanges and regulators to reverse, freeze or reclaim your funds.',
  },
  {
    title: 'Disbursement and follow-up',
    text: 'Once funds are released, they reach you within 1-2 weeks. We stay in touch afterwards and help you protect yourself from follow-up scams.',
  },
];
