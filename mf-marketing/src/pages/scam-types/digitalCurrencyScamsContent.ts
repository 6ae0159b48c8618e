import type { ArticlePageData } from '../../features/article-page/articlePage';
import { SCAM_TYPE_PAGE_LAYOUT, SIDE_PANEL_CONSULTATION } from '../../features/article-page/content/pageParts';

/** The one page whose scam-type selects start on a type: its own. */
const DIGITAL_CONSULTATION = { kind: 'wizard', defaultScamType: 'digital' } as const;

export const digitalCurrencyScamsContent: ArticlePageData = {
  meta: {
    title: 'Digital currency scams: warning signs and recovery',
    description:
      'How cryptocurrency scams work, seven warning signs, what to do straight after a crypto scam, and how stolen digital currency can be traced.',
  },
  hero: {
    eyebrow: 'Scam types',
    title: 'Digital currency scams',
    lead: [
      'Fake exchanges, "investment mentors", mining schemes and wallet drainers: digital currency has made it easier than ever for fraudsters to take money across borders in minutes.',
      'Crypto cannot be un-sent, but it can be followed. Every transfer is recorded, and that record is where recovery starts.',
    ],
    action: DIGITAL_CONSULTATION,
  },
  ...SCAM_TYPE_PAGE_LAYOUT,
  guarantee: { includesDoubts: false },
  article: {
    sections: [
      {
        id: 'what-are-digital-currency-scams',
        title: 'What are digital currency scams?',
        tocLabel: 'What they are',
        blocks: [
          {
            kind: 'paragraph',
            text: 'A digital currency scam is any fraud in which the victim is persuaded to buy, send or "invest" cryptocurrency such as bitcoin, ether or a stablecoin, or to hand over control of a crypto wallet. Fraudsters favour crypto because payments are fast, work across borders, and cannot be reversed by a bank once sent.',
          },
          {
            kind: 'paragraph',
            text: 'Victims are often new to crypto. They are guided step by step by the scammer: open an account on a real exchange, buy coins, then send them to an address or platform the scammer controls. The real exchange is only the on-ramp; the loss happens at the next step.',
          },
        ],
      },
      {
        id: 'how-digital-currency-scams-work',
        title: 'How digital currency scams work',
        tocLabel: 'How they work',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Most follow the same arc. Contact comes unexpectedly, through social media, a dating app, a messaging group or a "wrong number" text. Trust is built over days or weeks. Then an opportunity appears: a platform with remarkable returns, an early token sale, a mining pool. A first small profit is allowed out to prove it works. Larger deposits follow, the balance grows on screen, and when the victim tries to withdraw, fees, taxes or "frozen account" penalties appear. Once the victim stops paying, the contact disappears.',
          },
        ],
      },
      {
        id: 'common-digital-currency-scams',
        title: 'Common digital currency scams',
        tocLabel: 'Common scams',
        blocks: [
          {
            kind: 'list',
            items: [
              { title: 'Fake exchanges and trading platforms', text: 'that show invented profits and never let money out.' },
              { title: 'Relationship investment scams,', text: 'where a new online friend or partner introduces you to "their" platform.' },
              { title: 'Cloud-mining and staking schemes', text: 'that promise daily income from equipment or pools that do not exist.' },
              { title: 'Token launches and rug pulls:', text: 'a new coin is hyped, buyers pour in, and the creators drain the funds.' },
              { title: 'Giveaway scams:', text: 'a fake celebrity account promises to send back double what you send.' },
              { title: 'Wallet drainers:', text: 'a fake airdrop or support page gets you to sign a transaction or reveal your recovery phrase.' },
              { title: 'Recovery scams:', text: 'after a loss, someone promises to get your crypto back for an upfront fee.' },
            ],
          },
        ],
      },
      {
        id: 'warning-signs',
        title: 'Seven warning signs of a crypto scam',
        tocLabel: 'Seven warning signs',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              { title: 'Guaranteed returns.', text: 'Crypto prices swing wildly; nobody can promise a fixed daily or weekly profit.' },
              { title: 'Unsolicited contact.', text: 'The opportunity found you, through a message, an advert or a new online friend.' },
              { title: 'Pressure to act now.', text: 'A bonus that expires, a presale that closes tonight, a friend who is disappointed you hesitate.' },
              { title: 'A platform you cannot verify.', text: 'No registration with a financial regulator, a new website, or an app installed from a link rather than an official store.' },
              { title: 'Requests for your recovery phrase or private keys.', text: 'Anyone who asks for them can empty your wallet. No genuine service ever needs them.' },
              { title: 'Fees to withdraw.', text: 'Taxes, "anti-money-laundering deposits" or unlock fees must be paid before you can take money out.' },
              { title: 'Secrecy.', text: 'You are told not to mention the investment to your bank or family because they "will not understand".' },
            ],
          },
        ],
      },
      {
        id: 'can-crypto-be-traced',
        title: 'Can stolen crypto be traced?',
        tocLabel: 'Can crypto be traced?',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Yes. Blockchains are public ledgers: every transfer between addresses is recorded permanently. Fraudsters try to hide the trail by splitting funds across many wallets, swapping between coins and using mixing services, but the movements remain on record.',
          },
          {
            kind: 'paragraph',
            text: 'Sooner or later, most stolen crypto is sent to an exchange to be turned into ordinary money. Regulated exchanges must know who their customers are. When tracing shows that stolen funds reached an exchange account, the exchange can be asked to freeze it, and law enforcement can require it to identify the holder.',
          },
        ],
      },
      {
        id: 'what-to-do-after-a-crypto-scam',
        title: 'What to do straight after a crypto scam',
        tocLabel: 'What to do now',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              { title: 'Send nothing more.', text: 'No fee will unlock your balance.' },
              { title: 'Move remaining funds', text: 'out of any wallet whose recovery phrase you shared, into a new wallet.' },
              { title: 'Record the trail:', text: 'wallet addresses you sent from and to, transaction IDs (hashes), dates and amounts, and the platform\'s web address.' },
              { title: 'Save every conversation,', text: 'including profiles, usernames and phone numbers of the people involved.' },
              { title: 'Tell the exchange you bought the crypto on.', text: 'It may be able to flag the receiving addresses.' },
              { title: 'Report it to the police', text: 'and your financial regulator, and ask for a reference number.' },
            ],
          },
        ],
      },
      {
        id: 'how-we-help',
        title: 'How we help',
        tocLabel: 'How we help',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Our investigators trace your transfers across wallets, coins and blockchains to the exchanges and services where they can be acted on, and document the people and platforms behind the scam. You receive a report you can hand to exchanges, your bank, regulators and the police, with a recommended action plan.',
          },
          {
            kind: 'paragraph',
            text: 'The Crypto Tracing Report costs $3,500 plus $750 per transaction and covers the asset movement investigation, the investigation of the perpetrators and a recommended action plan. If the report is not delivered in the agreed timeframe, you can request a full refund within 14 business days.',
          },
          {
            kind: 'paragraph',
            text: 'We do not replace law enforcement and we do not represent clients in court. We make sure that those who can act have the evidence they need.',
          },
        ],
      },
      {
        id: 'protect-yourself',
        title: 'How to protect yourself',
        tocLabel: 'Protect yourself',
        blocks: [
          {
            kind: 'list',
            items: [
              'Buy and hold crypto only on well-known, regulated exchanges, installed from official app stores.',
              'Never share your recovery phrase or private keys, and never type them into a website.',
              'Ignore investment advice from people you have met only online.',
              'Check every platform with your regulator and on our blacklist of more than 11,000 companies before you deposit.',
              'Make a small test withdrawal before you add more.',
            ],
          },
        ],
      },
    ],
    faq: {
      id: 'faq',
      title: 'Digital currency scams: frequently asked questions',
      tocLabel: 'FAQ',
      items: [
        {
          title: 'Can a crypto transaction be cancelled?',
          content: ['No. Once confirmed on the blockchain, a transfer cannot be reversed. Recovery works by tracing the funds to an account that can be frozen, not by cancelling the payment.'],
        },
        {
          title: 'How quickly do I need to act?',
          content: ['As quickly as you can. Stolen crypto is often moved within hours, and the chance of freezing it at an exchange is best while it is still there.'],
        },
        {
          title: 'What information do you need from me?',
          content: ['The wallet addresses you sent from and to, the transaction IDs (hashes), the amounts and dates, the platform\'s web address and your conversations with the scammers. If you are unsure what you have, we will help you find it.'],
        },
        {
          title: 'Will I definitely get my crypto back?',
          content: ['Nobody can honestly promise that. We assess each case first and take on only those with at least a 60% estimated chance of recovery. Our recovery success rate is 78%.'],
        },
      ],
    },
  },
  sidePanel: { ...SIDE_PANEL_CONSULTATION, action: DIGITAL_CONSULTATION },
  closing: {
    title: 'Lost digital currency to a scam?',
    text: 'Answer four short questions about your case. The first consultation is free and we reply within 24-48 hours.',
    action: DIGITAL_CONSULTATION,
  },
};
