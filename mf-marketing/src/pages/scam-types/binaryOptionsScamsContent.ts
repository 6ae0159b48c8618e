import type { ArticlePageData } from '../../features/article-page/articlePage';
import { SCAM_TYPE_PAGE_LAYOUT, consultationClosing, wizardFor, sidePanelConsultation } from '../../features/article-page/content/pageParts';

export const binaryOptionsScamsContent: ArticlePageData = {
  meta: {
    title: 'Binary options scams: tracing and recovering your deposits',
    description:
      'How binary options scams work, the warning signs, and how crypto asset tracing follows your deposits to the accounts that received them. Free consultation.',
  },
  hero: {
    eyebrow: 'Scam types',
    title: 'Binary options scams',
    lead: [
      'Binary options platforms promise quick, simple profits: guess whether a price goes up or down and win up to 90% in minutes. Many of them are built so that clients can never take money out.',
      'If your account shows a balance you cannot withdraw, we can trace where your deposits went and show you what can still be done.',
    ],
    action: wizardFor('binary'),
  },
  ...SCAM_TYPE_PAGE_LAYOUT,
  guarantee: { includesDoubts: false },
  article: {
    sections: [
      {
        id: 'what-is-crypto-asset-tracing',
        title: 'Binary options scams, and what crypto asset tracing is',
        tocLabel: 'What is a binary options scam?',
        blocks: [
          {
            kind: 'paragraph',
            text: 'A binary option is an all-or-nothing bet: will the price of a currency, share or coin be above or below a given level at a set time, often only minutes away? If you are right you receive a fixed payout; if you are wrong you lose your whole stake. Regulators in many countries have banned or restricted selling these products to ordinary investors because the odds are stacked against the buyer even when the platform is honest.',
          },
          {
            kind: 'paragraph',
            text: 'Many platforms are not honest. They control the prices shown on screen, decide when a trade settles and hold every client deposit themselves. Estimates put the money taken by fraudulent trading platforms like these at around $3 billion worldwide every year.',
          },
          {
            kind: 'paragraph',
            text: 'Most of these platforms now ask for deposits in cryptocurrency, or move card and bank deposits into crypto soon after they arrive. Crypto asset tracing is the work of following those funds on the blockchain: from your wallet or exchange account, through the wallets the fraudsters control, to the point where the money reaches an exchange or service that knows who its customer is. That is where accounts can be identified, funds can be frozen and law enforcement can act.',
          },
        ],
        subsections: [
          {
            title: 'How binary options scams usually work',
            blocks: [
              {
                kind: 'list',
                ordered: true,
                items: [
                  'An advertisement, social media post or "friend" introduces a platform that is said to have made ordinary people rich.',
                  'A small first deposit quickly shows a profit, and an account manager starts calling.',
                  'You are encouraged to deposit more, sometimes with a "bonus" that quietly locks your money in the account.',
                  'Trades begin to lose, or the account manager trades for you and loses.',
                  'When you ask to withdraw, the request is delayed, refused, or held until you pay a fee. Eventually the platform stops answering.',
                ],
              },
            ],
          },
          {
            title: 'Warning signs',
            blocks: [
              {
                kind: 'list',
                items: [
                  'Payouts "up to 90%" and promises that most trades win.',
                  'No licence, or a licence from a country with no real supervision, for a firm that markets to you at home.',
                  'Bonuses you must accept, tied to a trading volume you can never reach.',
                  'An account manager who trades for you, or asks for remote access to your computer.',
                  'Deposits only by crypto, or to a payment company whose name has nothing to do with the platform.',
                  'Withdrawals that need a new payment first.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'closer-look',
        title: 'A closer look at how we trace your deposits',
        tocLabel: 'A closer look',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Every payment leaves a trail. Card payments and bank transfers are recorded by banks and payment processors; crypto transfers are recorded permanently on a public blockchain. Our job is to read those trails, connect them, and turn them into evidence that the people who can act will accept.',
          },
          {
            kind: 'list',
            ordered: true,
            items: [
              { title: 'We collect what you have.', text: 'Receipts, statements, wallet addresses, transaction IDs (hashes), the platform\'s website address, and your messages with the account manager.' },
              { title: 'We map the money.', text: 'We follow each deposit from the first receiving account or wallet through every hop it makes, separating your funds from the noise of other transactions.' },
              { title: 'We identify the endpoints.', text: 'We find where the money leaves the blockchain or the payment chain: exchanges, payment processors and banks that hold the account holder\'s identity.' },
              { title: 'We document the platform.', text: 'Domains, company registrations, payment descriptors and links to other platforms run by the same people, including our blacklist of more than 11,000 companies.' },
              { title: 'We hand you a plan.', text: 'A written report and a recommended action plan: chargeback requests, freezing requests to exchanges, complaints to regulators and a package for the police.' },
            ],
          },
          {
            kind: 'paragraph',
            text: 'Our Crypto Tracing Report costs $3,500 plus $750 per transaction traced and covers the asset movement investigation, the investigation of the perpetrators, and a recommended action plan.',
          },
          {
            kind: 'callout',
            title: 'While you wait',
            text: 'Do not send the platform any further money, whatever it asks for, and do not delete the app, the account or your messages: they are evidence.',
          },
        ],
      },
      {
        id: 'conclusion',
        title: 'Conclusion',
        tocLabel: 'Conclusion',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Binary options fraud is designed to make victims feel foolish and give up. You should not: the money left a trail, and the sooner it is followed, the better the chances of stopping it. We will tell you honestly whether your case can succeed, and we take on only cases with at least a 60% estimated chance of recovery.',
          },
          {
            kind: 'paragraph',
            text: 'Our work does not replace the police and does not include court representation. It gives you, your bank and the authorities clear evidence of where your money went and what can be done about it.',
          },
        ],
      },
    ],
    faq: {
      title: 'Binary options scams: frequently asked questions',
      items: [
        {
          title: 'Are all binary options platforms scams?',
          content: [
            'Not all, but the product is so risky that many regulators have banned or restricted it for ordinary investors. A platform that contacts you first, promises high payouts, or makes withdrawals difficult should be treated as a scam until proven otherwise.',
          ],
        },
        {
          title: 'I paid by card. Can the payment be reversed?',
          content: [
            'Often it can, through a chargeback with your card issuer. Issuers have time limits, so contact yours as soon as possible, and ask us for the evidence that supports your claim.',
          ],
        },
        {
          title: 'Can crypto really be traced?',
          content: [
            'Yes. Every transfer is recorded on the blockchain. Tracing cannot always name a person on its own, but it shows where funds went, and exchanges that hold customer identities can be asked to freeze accounts and share information with the authorities.',
          ],
        },
        {
          title: 'What if the platform has disappeared?',
          content: [
            'The people behind it have not. Websites come and go; the payment accounts and wallets they used remain on record. A closed platform is a reason to act quickly, not to give up.',
          ],
        },
      ],
    },
  },
  sidePanel: sidePanelConsultation('binary'),
  closing: consultationClosing('Lost money on a binary options platform?', 'binary'),
};
