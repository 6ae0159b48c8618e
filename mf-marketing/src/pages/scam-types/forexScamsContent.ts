import type { ArticlePageData } from '../../features/article-page/articlePage';
import { SCAM_TYPE_PAGE_LAYOUT, consultationClosing, wizardFor } from '../../features/article-page/content/pageParts';

export const forexScamsContent: ArticlePageData = {
  meta: {
    title: 'Forex scams: how to spot them and what to do',
    description:
      'How forex trading works, how fake brokers and signal sellers take money, the warning signs, and what to do after a forex scam. Free consultation.',
  },
  hero: {
    eyebrow: 'Scam types',
    title: 'Forex scams',
    lead: [
      'Foreign exchange is a real market, which is exactly why fraudsters like it. Fake brokers, "account managers" and signal sellers use its jargon to make impossible returns sound normal.',
      'If a platform will not let you withdraw, or keeps asking for fees before it will, you are not alone and it is not too late to act.',
    ],
    action: wizardFor('forex'),
  },
  ...SCAM_TYPE_PAGE_LAYOUT,
  guarantee: { includesDoubts: true },
  article: {
    sections: [
      {
        id: 'what-is-forex-trading',
        title: 'What is forex trading?',
        tocLabel: 'What is forex trading?',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Forex (foreign exchange) trading is buying one currency while selling another, hoping the exchange rate moves in your favour. Currencies are quoted in pairs, such as EUR/USD: if you buy the pair and the euro strengthens against the dollar, you gain; if it weakens, you lose.',
          },
          {
            kind: 'paragraph',
            text: 'Retail traders reach this market through brokers. A broker holds your deposit, shows you prices, executes your orders and pays out your balance when you ask. That last step is the one that matters: a broker you cannot withdraw from is not a broker.',
          },
          {
            kind: 'paragraph',
            text: 'Most retail forex is traded with leverage, which lets a small deposit control a much larger position. Where regulators cap it, leverage for ordinary clients is typically around 50:1 on major currency pairs; offshore platforms advertise 500:1 or more. At 500:1, a price move of just 0.2% against you wipes out your whole deposit. Leverage multiplies losses exactly as much as gains.',
          },
          {
            kind: 'callout',
            title: 'Worth knowing',
            text: 'Even with an honest, licensed broker, most retail clients who trade leveraged currency products lose money. Anyone who promises steady monthly profits from forex is describing something the market does not offer.',
          },
        ],
      },
      {
        id: 'is-forex-trading-a-scam',
        title: 'Is forex trading a scam?',
        tocLabel: 'Is forex trading a scam?',
        blocks: [
          {
            kind: 'paragraph',
            text: 'No: forex itself is the largest financial market in the world, used every day by banks, companies and travellers. But it is lightly understood by the public, fast-moving and full of jargon, and that makes it an ideal costume for fraud. The scam is rarely the market; it is the person or platform standing between you and it.',
          },
          { kind: 'paragraph', text: 'The schemes we see most often are:' },
          {
            kind: 'list',
            items: [
              {
                title: 'Fake brokers.',
                text: 'A professional-looking website and trading screen that never touches the real market. The "profits" on the screen are numbers in a database, and the deposit went straight to the fraudsters.',
              },
              {
                title: 'Clone firms.',
                text: 'Fraudsters copy the name, licence number and address of a genuine, regulated broker, then send you to their own website or payment details.',
              },
              {
                title: 'Account managers.',
                text: 'A friendly "senior analyst" phones you, encourages bigger deposits, places trades for you and, when you ask to withdraw, suddenly finds taxes, insurance or "anti-money-laundering" fees to pay first.',
              },
              {
                title: 'Signal sellers and trading bots.',
                text: 'Paid groups or software promising automatic winning trades, often with fabricated results, and often paired with a recommended broker that is part of the scheme.',
              },
              {
                title: 'Managed-account and Ponzi schemes.',
                text: 'You hand over money to be traded on your behalf and receive fixed "returns", paid in reality from later investors until the scheme collapses.',
              },
            ],
          },
        ],
      },
      {
        id: 'how-to-spot-a-forex-scam',
        title: 'How to spot a forex scam',
        tocLabel: 'How to spot a forex scam',
        blocks: [
          { kind: 'paragraph', text: 'One warning sign alone does not prove fraud. Several together almost always mean it.' },
          {
            kind: 'list',
            items: [
              'Guaranteed or steady returns, such as "5% a week", or a promise that you cannot lose.',
              'The firm is not on the register of the financial regulator in your country, or the registered firm\'s contact details differ from the ones you were given.',
              'Pressure: bonuses that expire today, a "once-a-year opportunity", or calls from someone who will not let you think it over.',
              'Requests to pay by cryptocurrency, gift cards or transfers to a private person or an unrelated company.',
              'A request to install remote-desktop software "to help you set up the account".',
              'Withdrawals that are delayed, partly paid, or blocked until you pay a fee, tax or "verification deposit".',
              'A bonus that locks your own money in the account until you reach an impossible trading volume.',
              'The adviser first contacted you on social media, a dating app or a messaging group.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Before depositing with any broker, search its name together with words like "withdrawal" and "scam", check it on your regulator\'s register and on our list of more than 11,000 blacklisted companies, and make a small test withdrawal early.',
          },
        ],
      },
      {
        id: 'what-can-i-do-after-a-forex-scam',
        title: 'What can I do after a forex scam?',
        tocLabel: 'What can I do after a forex scam?',
        blocks: [
          { kind: 'paragraph', text: 'Act quickly, but calmly. The first days matter most for stopping further losses and for the chances of recovery.' },
          {
            kind: 'list',
            ordered: true,
            items: [
              { title: 'Stop paying.', text: 'Do not send any more money, whatever fee, tax or penalty you are told is needed to release your balance. That request is part of the scam.' },
              { title: 'Secure your accounts.', text: 'Remove any remote-access software, change passwords, and tell your bank and card issuer what happened.' },
              { title: 'Keep everything.', text: 'Save the website address, screenshots of your balance and trades, e-mails, chat messages, call logs, and every payment receipt or transaction ID.' },
              { title: 'Ask for chargebacks and recalls.', text: 'Card payments can often be disputed; bank transfers can sometimes be recalled if you act fast.' },
              { title: 'Report it.', text: 'Tell the police and your country\'s financial regulator. A crime reference number helps with banks and card issuers.' },
              { title: 'Beware of recovery scams.', text: 'Victims are often contacted by people promising to recover the money for an upfront fee. Check anyone who offers help, including us.' },
            ],
          },
          {
            kind: 'paragraph',
            text: 'This is where we can help. We investigate where your deposits went, document the broker and the people behind it, and give you a report and action plan you can use with your bank, the exchanges involved, regulators and the police. Our services do not replace law enforcement and do not include representation in court; they give those who can act the evidence they need.',
          },
        ],
      },
    ],
    faq: {
      title: 'Forex scams: frequently asked questions',
      items: [
        {
          title: 'Can I get my money back from a forex broker that will not pay out?',
          content: [
            'Often, yes, especially if you paid by card or bank transfer and act quickly. The route depends on how you paid: card chargebacks, bank recalls, freezing requests to crypto exchanges, or complaints to a regulator. Recovery is never guaranteed, which is why we assess each case honestly first.',
          ],
        },
        {
          title: 'The platform says I must pay a tax before I can withdraw. Should I?',
          content: [
            'No. Legitimate brokers deduct any fees from your balance; they never ask you to send new money to release your own. A demand for an upfront tax, insurance or verification fee is one of the clearest signs of a scam.',
          ],
        },
        {
          title: 'How can I check whether a forex broker is regulated?',
          content: [
            'Look the firm up on the public register of your country\'s financial regulator and compare the website address, phone number and e-mail with the ones you were given. Clone firms copy genuine details, so contact the broker only through the details on the register.',
          ],
        },
        {
          title: 'How long does a forex scam investigation take?',
          content: [
            'Our investigation usually takes 2-4 weeks. A whole recovery, including the time banks, exchanges and authorities need to act, commonly takes from 3 months to a year.',
          ],
        },
      ],
    },
  },
  sidePanel: {
    title: 'Blocked from withdrawing?',
    text: 'Tell us about the broker and your payments. We reply within 24-48 hours with your options.',
    action: { kind: 'contact' },
  },
  closing: consultationClosing('Lost money to a forex scam?', 'forex'),
};
