import { FileSearch, Landmark, PhoneOff, ShieldCheck, Siren } from 'lucide-react';
import type { Step } from '../../shared/components/StepsGrid';

export interface Tip {
  title: string;
  text: string;
}

export interface TipGroup {
  /** Anchor of the group's section. */
  id: string;
  title: string;
  intro: string;
  tips: readonly Tip[];
}

export const GENERAL_TIPS: TipGroup = {
  id: 'general-tips',
  title: 'General tips',
  intro: 'Habits that protect you against almost every scam, whatever its costume.',
  tips: [
    { title: 'Slow down', text: 'Scams run on urgency. A genuine offer will still be there tomorrow; a deadline of "today only" is a reason to stop.' },
    { title: 'Contact organisations yourself', text: 'Hang up, close the message, and reach the bank, broker or authority through a number or address you looked up independently.' },
    { title: 'Never pay to receive money', text: 'Fees to release winnings, profits, refunds or recovered funds are the signature of fraud.' },
    { title: 'Talk to someone you trust', text: 'Scammers ask for secrecy. Explaining an offer to a friend or relative is one of the best ways to hear how it really sounds.' },
    { title: 'Pay in ways you can dispute', text: 'Card payments can often be challenged. Bank transfers, gift cards and crypto usually cannot.' },
  ],
};

export const ONLINE_SAFETY_TIPS: TipGroup = {
  id: 'online-safety',
  title: 'Online safety tips',
  intro: 'Most scams that reach you today arrive through a screen. These steps close the easiest doors.',
  tips: [
    { title: 'Use a different password for every account', text: 'A password manager remembers them, so one leaked password cannot open everything else.' },
    { title: 'Turn on two-step verification', text: 'Start with your e-mail, then banking and exchanges. Never read a code out to anyone.' },
    { title: 'Type addresses, do not follow links', text: 'Links in texts, e-mails and adverts are the main route to fake login pages.' },
    { title: 'Keep devices updated', text: 'Updates close the security holes that malicious downloads rely on.' },
    { title: 'Refuse remote access', text: 'Nobody who calls you unexpectedly needs to control your computer or phone.' },
    { title: 'Check what you share', text: 'Your birthday, employer and holiday plans help scammers sound like people who know you.' },
  ],
};

export const TIPS_BY_SCAM_TYPE: readonly TipGroup[] = [
  {
    id: 'investment-scams',
    title: 'Investment scams',
    intro: 'Fake brokers, fixed returns and "opportunities" that disappear with your money.',
    tips: [
      { title: 'Check the licence on the regulator\'s own register', text: 'And compare the web address, phone and e-mail with the ones you were given; clones change one detail.' },
      { title: 'Be suspicious of guaranteed returns', text: 'Real investments can lose money. A fixed monthly profit is a promise only a scam makes.' },
      { title: 'Try a withdrawal early', text: 'If taking out a small amount is difficult, do not put more in.' },
    ],
  },
  {
    id: 'forex-crypto',
    title: 'Forex and crypto',
    intro: 'Fast markets and unfamiliar technology make these scams hard to spot.',
    tips: [
      { title: 'Keep crypto in wallets and exchanges you chose', text: 'Never send funds to an address a "trader" or new online friend gives you.' },
      { title: 'Copy addresses from the source', text: 'Not from your transaction history, where poisoned look-alike addresses hide.' },
      { title: 'Question "AI" and "bot" trading', text: 'A tool that truly beat the market would not be sold to strangers.' },
    ],
  },
  {
    id: 'phishing-identity-theft',
    title: 'Phishing and identity theft',
    intro: 'Messages that pretend to be your bank, a delivery company or a government office.',
    tips: [
      { title: 'Look at the sender\'s address, not the name', text: 'Display names are free to fake. Check the domain letter by letter.' },
      { title: 'Never confirm details after a call or message', text: 'Your bank will not ask for your password, PIN or one-time codes.' },
      { title: 'Watch your statements and credit record', text: 'Small unknown payments are often a test before larger ones.' },
    ],
  },
  {
    id: 'recovery-scams',
    title: 'Recovery scams',
    intro: 'The second scam: people who promise to get back what the first scam took.',
    tips: [
      { title: 'Ignore offers you did not ask for', text: 'Lists of victims are sold. A call about your loss that you did not expect is a warning sign.' },
      { title: 'Never pay a "release fee"', text: 'Recovered money does not need a tax or unlock charge paid in crypto or gift cards.' },
      { title: 'Check who you are dealing with', text: 'Honest firms explain their fees in writing, never guarantee results and never ask for payment in crypto. Search our imposter list.' },
    ],
  },
];

export const RED_FLAGS: readonly string[] = [
  'You are contacted first, out of the blue, about money.',
  'You are promised high or guaranteed returns with no risk.',
  'You are rushed: an offer ends today, an account will be closed, a fine is due now.',
  'You are asked to pay by crypto, gift card, or transfer to a private person.',
  'You are told to keep it secret from your family or your bank.',
  'Withdrawals need a fee, a tax or a bigger deposit first.',
  'The website, e-mail address or phone number is almost, but not quite, the official one.',
  'Someone you met online, and never in person, starts talking about investments.',
];

export const AFTER_A_SCAM_STEPS: readonly Step[] = [
  { title: 'Stop paying', text: 'Whatever you are told about fees, taxes or lost profits, do not send another payment or share another code.', Icon: PhoneOff },
  { title: 'Call your bank or card issuer', text: 'Straight away, on the number on your card. Ask them to stop or recall payments and block cards.', Icon: Landmark },
  { title: 'Secure your accounts', text: 'Change passwords, starting with e-mail, turn on two-step verification, and remove any remote-access apps.', Icon: ShieldCheck },
  { title: 'Keep every piece of evidence', text: 'Screenshots, chats, e-mails, statements, wallet addresses and transaction IDs. Do not delete the app or the conversation.', Icon: FileSearch },
  { title: 'Report it and get expert help', text: 'Report to the police and your regulator, then talk to us for an honest assessment of your chances of recovery.', Icon: Siren },
];
