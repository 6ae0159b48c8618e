import type { BlacklistEntry } from '../../features/blacklist/blacklistSearch';

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

export const IMPOSTER_SIGNS: readonly { title: string; text: string }[] = [
  {
    title: 'They contacted you first',
    text: 'We reply to people who write to us. An unexpected call, e-mail or chat message offering to recover your money is a warning sign on its own.',
  },
  {
    title: 'They ask for payment in crypto, gift cards or to a personal account',
    text: 'We never ask for payment in cryptocurrency. Our fees are agreed in writing before any work starts and are paid to our business account only.',
  },
  {
    title: 'They guarantee a recovery',
    text: 'No honest firm can promise to get your money back. We tell you what we estimate and why; we never promise a result.',
  },
  {
    title: 'They say your money is already recovered and waiting',
    text: 'A "release fee", "tax" or "unlock charge" before you receive recovered funds is the classic second scam on people who have already lost money.',
  },
  {
    title: 'The address is almost right',
    text: 'Look for extra words, swapped letters, other endings or free mail services. Our official e-mail addresses all end with the same domain, shown on this page.',
  },
  {
    title: 'They want remote access to your device',
    text: 'We never need to control your computer or phone. Do not install screen-sharing apps at the request of someone who contacted you.',
  },
];
