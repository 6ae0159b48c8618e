import { Building2, LifeBuoy, Newspaper, ShieldAlert, Siren, Truck } from 'lucide-react';
import type { CoverArt } from '../../features/blog/covers';

/** A news item (the spec's id, title, excerpt, date, author, category, image) with its full text. */
export interface NewsItem {
  id: number;
  title: string;
  excerpt: string;
  /** ISO date. */
  date: string;
  author: string;
  category: string;
  cover: CoverArt;
  body: readonly string[];
}

export const NEWS_ITEMS: readonly NewsItem[] = [
  {
    id: 1,
    title: 'We are back: what changed after the disruption',
    excerpt: 'Our website and services had a period of disruption. The site is back, every open case is on track, and this is what we changed.',
    date: '2025-03-03',
    author: 'ClearTrace Recovery Team',
    category: 'Company news',
    cover: { Icon: Building2, tone: 'brand' },
    body: [
      'For a period our website and some of our services were disrupted. We know how unsettling that is for people who already lost money and trusted us with their case. The site is back, and we want to say plainly what happened to the work in progress: nothing was lost. Every open case kept its investigator and its file.',
      'We used the time to rebuild the website from the ground up. Consultation requests are now stored the moment you send them, and if a request cannot be sent, the form keeps what you typed and lets you send it again. Clients sign in to their case area with a one-time code sent by e-mail instead of a password.',
      'If you wrote to us during the disruption and have not heard back, please write again through the contact form or call us during office hours. We will answer every message.',
    ],
  },
  {
    id: 2,
    title: 'Imposter warning: fake ClearTrace e-mails asking for crypto "release fees"',
    excerpt:
      'Scam victims are receiving e-mails that use our name and logo and ask for a fee in cryptocurrency to release recovered funds. They are not from us.',
    date: '2025-02-17',
    author: 'ClearTrace Investigations Desk',
    category: 'Scam alert',
    cover: { Icon: ShieldAlert, tone: 'cta' },
    body: [
      'Several people have forwarded us e-mails that claim to come from our team. They say a large sum has been recovered and will be released once a fee is paid in Bitcoin or USDT. Some attach convincing "release certificates" with our logo.',
      'These messages are not from us. We never ask for payment in cryptocurrency, and we never contact people first to say their money is waiting. Our official e-mail addresses all end with our own domain, listed on our imposters page.',
      'If you received one of these messages, do not pay and do not reply. Forward it to our support address so we can add the sender to our imposter list, and read our guide to recognising imposters.',
    ],
  },
  {
    id: 3,
    title: 'Our blacklist passes 11,000 companies',
    excerpt: 'The list of scam companies our investigators keep now holds more than 11,000 entries. Here is how a company gets on it, and how to use it.',
    date: '2025-01-13',
    author: 'ClearTrace Investigations Desk',
    category: 'Blacklist',
    cover: { Icon: Newspaper, tone: 'dark' },
    body: [
      'Our blacklist now holds more than 11,000 companies: brokers, exchanges, investment schemes, fake recovery services and the clone websites behind them. Each entry comes from our own investigations or from reports that we were able to confirm.',
      'A company goes on the list when we have evidence of a scam pattern: withdrawals refused, fees invented to release funds, false licence claims, or money traced to wallets we know belong to fraudsters. We record the name, the kind of scam and a short warning.',
      'Before you invest with a platform you found online, search the list or send us the name. A name that is not on the list is not proof of honesty, but a name that is should stop you from paying.',
    ],
  },
  {
    id: 4,
    title: 'Scam alert: "task" jobs that end with a crypto top-up',
    excerpt: 'Messages offering easy remote work rating products or apps are leading to losses. The pattern always ends with you paying to unlock your wages.',
    date: '2024-12-02',
    author: 'ClearTrace Investigations Desk',
    category: 'Scam alert',
    cover: { Icon: Siren, tone: 'cta' },
    body: [
      'We are seeing more cases that begin with a friendly message offering part-time remote work: rating products, liking videos or "optimising" apps for a commission. The first tasks pay small amounts, which builds trust.',
      'Then a "combination task" puts the account into a negative balance that must be topped up, usually in cryptocurrency, before wages can be withdrawn. Each top-up is followed by another. The balance on screen keeps growing and can never be taken out.',
      'Real jobs never ask you to pay to receive your wages. If you have topped up an account like this, stop now, keep the chat history and your transaction IDs, and ask us for a case review.',
    ],
  },
  {
    id: 5,
    title: 'Clearer crypto tracing reports',
    excerpt: 'Our crypto tracing reports now open with a one-page summary and a simple diagram of where the funds went, written for banks, police and lawyers.',
    date: '2024-11-18',
    author: 'ClearTrace Recovery Team',
    category: 'Services',
    cover: { Icon: LifeBuoy, tone: 'accent' },
    body: [
      'A tracing report is only useful if the people who can act on it understand it. We have changed how our Crypto Tracing Report is laid out, based on feedback from clients and from the banks and police officers who read them.',
      'Each report now opens with a one-page summary: what happened, where the funds went, and which services received them. A diagram shows the flow of funds at a glance, and the detailed list of transactions follows for those who need to check every hop.',
      'The price is unchanged: $3,500 plus $750 per transaction. As before, we tell you before we start whether we think a report is worth it for your case.',
    ],
  },
  {
    id: 6,
    title: 'Fake delivery messages rise ahead of the holidays',
    excerpt: 'Text messages about missed parcels and unpaid customs fees increase every year before the holidays. What they look like, and what to do if you clicked.',
    date: '2024-11-11',
    author: 'ClearTrace Recovery Team',
    category: 'Scam alert',
    cover: { Icon: Truck, tone: 'slate' },
    body: [
      'Every year before the holiday season, more people receive text messages saying a parcel could not be delivered or that a small customs fee is due. The links lead to pages that copy real delivery companies and ask for card details.',
      'The fee is small, so people pay without thinking twice. The real goal is the card number, which is then used for larger purchases or sold on. Some pages also ask for online banking details "to verify your identity".',
      'If you entered your card details, call your bank on the number on the back of your card and block it. Check your statements for small test payments, which often come before larger ones. Then read our holiday scams article for the other tricks of the season.',
    ],
  },
];

export function findNewsItem(id: string | undefined): NewsItem | undefined {
  return NEWS_ITEMS.find((item) => String(item.id) === id);
}

export function newsItemPath(id: number): string {
  return `/blog/article/${id}`;
}

/** Case-insensitive search over title, excerpt and category; blank shows everything. */
export function searchNews(items: readonly NewsItem[], query: string): NewsItem[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...items];
  return items.filter((item) => [item.title, item.excerpt, item.category].some((text) => text.toLocaleLowerCase().includes(needle)));
}
