import type { ArticlePageData } from '../../features/article-page/articlePage';
import { SCAM_TYPE_PAGE_LAYOUT, consultationClosing, wizardFor, sidePanelConsultation } from '../../features/article-page/content/pageParts';

export const stockTradingScamsContent: ArticlePageData = {
  meta: {
    title: 'Stock trading scams: securities fraud explained',
    description:
      'How the stock market really works, the common kinds of securities fraud, from pump-and-dump to fake trading apps, and how to try to get your money back.',
  },
  hero: {
    eyebrow: 'Scam types',
    title: 'Stock trading scams',
    lead: [
      'Hot tips in a chat group, a trading app that shows remarkable gains, a broker who calls with a "pre-IPO" allocation: stock scams borrow the credibility of real markets to take real money.',
      'We explain how these schemes work, how to recognise them, and what you can do if you have already paid.',
    ],
    action: wizardFor('stock'),
  },
  ...SCAM_TYPE_PAGE_LAYOUT,
  guarantee: { includesDoubts: true },
  article: {
    sections: [
      {
        id: 'how-stock-market-works',
        title: 'How the stock market works',
        tocLabel: 'How the stock market works',
        blocks: [
          {
            kind: 'paragraph',
            text: 'A share is a small piece of ownership in a company. Companies sell shares to raise money, and investors then buy and sell those shares among themselves on exchanges. The price moves with supply and demand, which reflect what investors expect of the company\'s future profits.',
          },
          {
            kind: 'paragraph',
            text: 'Ordinary investors reach the market through licensed brokers. Your broker holds your cash and shares in accounts kept separate from its own money, executes your orders on an exchange, and sends you statements. In most countries brokers must be registered with a regulator, and the register is public.',
          },
          {
            kind: 'paragraph',
            text: 'Real markets have real rules that scammers rarely mention. In the United States, for example, anyone who day-trades frequently in a margin account must keep at least $25,000 in it. Genuine investing is also slow: long-term returns are measured in percent per year, not per week.',
          },
        ],
      },
      {
        id: 'is-stock-market-rigged',
        title: 'Is the stock market rigged?',
        tocLabel: 'Is the stock market rigged?',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The regulated market is not rigged against you, but it is not a place for guaranteed profit either. Prices are public, trades are recorded, and insider trading and manipulation are crimes that regulators prosecute. Professionals do have faster tools and more information, which is one reason most people who try to beat the market by short-term trading do worse than those who simply invest and wait.',
          },
          {
            kind: 'paragraph',
            text: 'Where the game really is rigged is outside the regulated market: in thinly traded shares promoted on social media, in private offers that cannot be checked, and on "trading platforms" that show you prices of their own invention. If the only proof of your profit is a number on a website the seller controls, there may be no market at all.',
          },
        ],
      },
      {
        id: 'types-of-securities-fraud',
        title: 'Types of securities fraud',
        tocLabel: 'Types of securities fraud',
        blocks: [
          {
            kind: 'list',
            items: [
              { title: 'Pump and dump.', text: 'Promoters buy a cheap, little-traded share, hype it in chat groups and newsletters, then sell to the buyers they attracted. The price collapses and the latecomers are left holding it.' },
              { title: 'Fake trading apps and brokers.', text: 'A polished app shows your deposit growing. No shares are ever bought, and withdrawals are refused or held for fees.' },
              { title: 'Pre-IPO and private placement offers.', text: 'A caller offers early shares in a famous company before it lists. The shares do not exist, or cannot legally be sold to you.' },
              { title: 'Boiler rooms.', text: 'Teams of high-pressure sales callers pushing worthless or overpriced shares, often from abroad, often under a name copied from a real firm.' },
              { title: 'Investment clubs and mentors.', text: 'A "professor" or mentor in a messaging group shares winning picks for free, then moves members onto a private platform that is the real scam.' },
              { title: 'Ponzi-style managed accounts.', text: 'Steady monthly returns paid from new investors\' money rather than from any trading, until the money runs out.' },
            ],
          },
          {
            kind: 'callout',
            title: 'A simple test',
            text: 'Look the firm up on your regulator\'s register yourself, then contact it only through the details listed there. Clone firms copy real names and licence numbers, but cannot change the register.',
          },
        ],
      },
      {
        id: 'get-money-back',
        title: 'How to get your money back',
        tocLabel: 'Getting your money back',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Recovery depends on how you paid, how quickly you act, and where the money went. It is never guaranteed, but it is often possible.',
          },
          {
            kind: 'list',
            ordered: true,
            items: [
              { title: 'Stop all payments.', text: 'Fees, taxes or "unlock" payments will not release your balance. They only add to the loss.' },
              { title: 'Call your bank or card issuer.', text: 'Ask about a chargeback for card payments or a recall for recent transfers, and ask them to flag the receiving account.' },
              { title: 'Preserve the evidence.', text: 'Statements, receipts, the app or website address, screenshots of your account, and every message and call log.' },
              { title: 'Report to the police and the securities regulator.', text: 'They collect reports to build cases and warn others, and a crime reference number supports your claims.' },
              { title: 'Get the trail investigated.', text: 'Our Fraud Investigation Report ($3,500 plus $750 per transaction) includes a case review, evidence gathering, the investigation report and a recommended action plan.' },
            ],
          },
          {
            kind: 'paragraph',
            text: 'If you would rather not handle the next steps alone, our Full Support Package ($10,000) adds personalized consultation, support while the plan is carried out, monitoring and feedback, and a 24/7 support hotline.',
          },
        ],
      },
    ],
    faq: {
      id: 'stock-scam-faq',
      title: 'Stock scams: frequently asked questions',
      tocLabel: 'Stock scam FAQ',
      items: [
        {
          title: 'How do I know whether my trading app is real?',
          content: [
            'Check the company behind it on your securities regulator\'s register, and check that the app is published by that company. Then try a small withdrawal. A real broker pays out without asking you to send money first.',
          ],
        },
        {
          title: 'I bought shares someone recommended in a chat group and the price collapsed. Was I scammed?',
          content: [
            'Possibly: that is the pattern of a pump and dump. Report the group and the promoters to your regulator, keep the messages, and tell us what happened; the trades and the promoters\' accounts can often be traced.',
          ],
        },
        {
          title: 'Can I get money back from a broker based abroad?',
          content: [
            'Often, yes. The route usually runs through your own bank or card issuer and through the exchanges or banks that received the money, wherever the broker claims to be based.',
          ],
        },
        {
          title: 'What if I doubt the report you deliver?',
          content: [
            'On stock trading cases our money-back guarantee also covers doubts: you can request a full refund within 14 business days, as our terms of service set out.',
          ],
        },
      ],
    },
  },
  sidePanel: sidePanelConsultation('stock'),
  closing: consultationClosing('Lost money to a stock trading scam?', 'stock'),
};
