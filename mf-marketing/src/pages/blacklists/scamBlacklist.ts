import type { BlacklistEntry } from '../../features/blacklist/blacklistSearch';

/**
 * A sample of the scam list. The names are invented for this page and belong to no real company;
 * the patterns in the warnings are the ones our investigators meet every week.
 */
export const SCAM_BLACKLIST: readonly BlacklistEntry[] = [
  {
    name: 'Zorvane FX Markets',
    type: 'Forex',
    warning: 'Claims a licence number that belongs to another firm. Clients report withdrawal requests that are "pending" for months.',
  },
  {
    name: 'Quillmont Binary Pro',
    type: 'Binary options',
    warning: 'Account managers push for ever larger deposits to "unlock" profits; accounts are closed once the client asks to withdraw.',
  },
  {
    name: 'Velquora Coin Exchange',
    type: 'Digital currency',
    warning: 'A look-alike exchange that shows growing balances but demands a "tax" or "release fee" before any payout.',
  },
  {
    name: 'Trembleigh Equity Partners',
    type: 'Stock trading',
    warning: 'Cold calls offering pre-IPO shares at a discount. The shares do not exist and the firm is not registered anywhere.',
  },
  {
    name: 'Oxlade Yield Club',
    type: 'Ponzi scheme',
    warning: 'Pays early members from new deposits and promises a fixed 2% a day. Bonuses depend on recruiting friends.',
  },
  {
    name: 'Pennavar Property Estates',
    type: 'Property',
    warning: 'Sells off-plan apartments abroad that were never built. Deposits are asked for by wire to personal accounts.',
  },
  {
    name: 'Cindralux Mining Cloud',
    type: 'Cloud mining',
    warning: 'Rents out mining "power" that does not exist. Payouts stop once the contract is upgraded.',
  },
  {
    name: 'Halvorick Recovery Bureau',
    type: 'Fake recovery service',
    warning: 'Contacts past scam victims, promises a guaranteed recovery and asks for fees up front. A second scam on the same victims.',
  },
];

export const REPORTING_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Write down what you know',
    text: 'The company name and web address, the names people used, phone numbers, e-mail addresses, and the dates and amounts of every payment.',
  },
  {
    title: 'Keep the evidence',
    text: 'Screenshots of the platform, chats and e-mails, bank or card statements, and crypto transaction IDs. Do not delete the app or the chat history.',
  },
  {
    title: 'Tell us about the company',
    text: 'Use the contact form or the whistleblowing form. We check the details and add confirmed scams to the list, so the next person is warned in time.',
  },
  {
    title: 'Report it to the authorities too',
    text: 'Your local police and your financial regulator. A report to them does not compete with our work: it strengthens every later request for help.',
  },
];

export const HOW_WE_HELP: readonly string[] = [
  'We review your case for free and tell you plainly whether recovery looks possible. We take on cases only when we estimate at least a 60% chance of recovery.',
  'Our investigators trace where the money went: bank routes, card payments and blockchain transactions.',
  'We prepare a report you can use with your bank, the exchanges that received the funds, regulators and the police.',
  'We do not replace law enforcement and we do not represent anyone in court. What we do is gather the facts that make those steps work.',
];
