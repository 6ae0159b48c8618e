import { imposterListNoMatchMessage, scamListNoMatchMessage, type BlacklistEntry } from './blacklistSearch';

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

/** Known ways people have pretended to be us. The names are the disguises they used, not real businesses. */
export const IMPOSTER_BLACKLIST: readonly BlacklistEntry[] = [
  {
    name: 'ClearTrace Recovery Group',
    type: 'Clone website',
    warning: 'Copies our pages on a look-alike address and asks victims for an "activation fee" in crypto before it will "release" recovered funds.',
  },
  {
    name: 'ClearTraice Recovery',
    type: 'Misspelt domain',
    warning: 'A one-letter spelling change in the web and e-mail address. Check every letter of an address before you reply.',
  },
  {
    name: 'Clear Trace Asset Retrieval',
    type: 'Phone impersonation',
    warning: 'Callers say they work with us or with a regulator and already hold your money. They ask for card details or remote access to your computer.',
  },
  {
    name: 'ClearTrace Refund Desk',
    type: 'E-mail impersonation',
    warning: 'E-mails sent from free mail services using our name and logo, asking for a "processing fee" by gift card or crypto.',
  },
  {
    name: 'ClearTrace Support Team',
    type: 'Messaging app impersonation',
    warning: 'Accounts on chat apps and social networks that message victims first. We never contact people first through chat apps.',
  },
];

/** The lists a page can search, by name: a search island is given the name, and finds the list here. */
export type BlacklistName = 'scams' | 'imposters';

export interface Blacklist {
  entries: readonly BlacklistEntry[];
  /** Heading of the second column: 'Scam Type' on the scam list, 'Type' on the imposter list. */
  typeLabel: string;
  /** Names the table for screen readers. */
  caption: string;
  noMatchMessage: (query: string) => string;
}

export const BLACKLISTS: Readonly<Record<BlacklistName, Blacklist>> = {
  scams: { entries: SCAM_BLACKLIST, typeLabel: 'Scam Type', caption: 'Companies on our scam blacklist', noMatchMessage: scamListNoMatchMessage },
  imposters: { entries: IMPOSTER_BLACKLIST, typeLabel: 'Type', caption: 'Known imposters and copycats', noMatchMessage: imposterListNoMatchMessage },
};
