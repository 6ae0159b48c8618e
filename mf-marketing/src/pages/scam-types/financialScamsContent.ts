import type { ArticlePageData } from '../../features/article-page/articlePage';
import { SCAM_TYPE_PAGE_LAYOUT, SIDE_PANEL_CONSULTATION, consultationClosing } from '../../features/article-page/content/pageParts';

export const financialScamsContent: ArticlePageData = {
  meta: {
    title: 'Financial scams: CFD, Ponzi, social media and charity scams',
    description:
      'The most common financial scams explained, with warning signs, what to do if you fell for one, and how to avoid the next. Ten answered questions.',
  },
  hero: {
    eyebrow: 'Scam types',
    title: 'Financial scams',
    lead: [
      'Financial scams come in many costumes: an online trading account, an investment club that pays every month, a friend\'s post on social media, an appeal after a disaster. Underneath, they work the same way: trust first, then money, then silence.',
      'This guide explains the common ones, what to do if you have been caught, and how to protect yourself from now on.',
    ],
    action: { kind: 'wizard' },
  },
  ...SCAM_TYPE_PAGE_LAYOUT,
  guarantee: { includesDoubts: false },
  article: {
    sections: [
      {
        id: 'common-financial-scams',
        title: 'Common financial scams',
        tocLabel: 'Common financial scams',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Anyone can be targeted. Fraudsters are organised, patient and skilled at making their offers look ordinary. Knowing the four patterns below makes most scams much easier to recognise.',
          },
        ],
        subsections: [
          {
            id: 'cfd-scams',
            title: 'CFD scams',
            blocks: [
              {
                kind: 'paragraph',
                text: 'A contract for difference (CFD) lets you bet on the price of a share, index, commodity or coin without owning it, usually with leverage. Honest CFD brokers exist and are regulated, but the product is complex and most retail clients lose money even with them.',
              },
              {
                kind: 'paragraph',
                text: 'CFD scams use the same screens and vocabulary with no real trading behind them. An account manager encourages ever larger deposits, the balance climbs on screen, and withdrawals are refused or held until you pay "margin", "tax" or "insurance" fees.',
              },
            ],
          },
          {
            id: 'ponzi-schemes',
            title: 'Ponzi schemes',
            blocks: [
              {
                kind: 'paragraph',
                text: 'A Ponzi scheme pays early investors their "returns" out of the money of newer investors. Nothing is really invested. The returns are steady and attractive, and early members often recruit friends and family in good faith, which makes the scheme look trustworthy. It collapses as soon as new money slows down, and most members lose most of what they put in.',
              },
            ],
          },
          {
            id: 'social-media-scams',
            title: 'Social media scams',
            blocks: [
              {
                kind: 'paragraph',
                text: 'Fake profiles of celebrities, influencers or ordinary "successful traders" advertise investment opportunities, giveaways or mentoring. Hacked accounts of people you know post about how much they made. Messaging groups share "signals" and screenshots of profits. The aim is always to move you to a private chat and then to a payment.',
              },
            ],
          },
          {
            id: 'charity-scams',
            title: 'Charity scams',
            blocks: [
              {
                kind: 'paragraph',
                text: 'After disasters, wars and appeals in the news, fake charities appear with names close to real ones. They ask for quick donations by transfer, crypto or gift card. Real charities are registered and can be checked on the public charity register, and they never mind you taking time to do so.',
              },
            ],
          },
          {
            id: 'key-points',
            title: 'Key points',
            blocks: [
              {
                kind: 'list',
                items: [
                  'High, steady or guaranteed returns are the clearest sign of fraud.',
                  'Urgency is a tactic: real opportunities survive a day of thinking.',
                  'Unusual payment methods, such as crypto, gift cards or transfers to private people, are hard to reverse. That is why scammers ask for them.',
                  'A fee to release your own money is always a scam.',
                  'Being scammed is not a sign of foolishness; these schemes are built by professionals.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'fell-for-scam',
        title: 'What to do if you fell for a scam',
        tocLabel: 'If you fell for a scam',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              { title: 'Stop further payments', text: 'and cut contact with the scammers. Do not pay any fee promised to unlock your money.' },
              { title: 'Call your bank or card issuer at once.', text: 'Ask about chargebacks, transfer recalls and blocking the receiving account.' },
              { title: 'Secure your accounts.', text: 'Change passwords, enable two-factor sign-in and remove any remote-access software you were asked to install.' },
              { title: 'Keep the evidence:', text: 'receipts, statements, wallet addresses, transaction IDs, website addresses, screenshots and messages.' },
              { title: 'Report the scam', text: 'to the police, your financial regulator and the platform where you were first contacted.' },
              { title: 'Get a professional assessment.', text: 'We review your case free of charge and tell you honestly what can be done.' },
            ],
          },
          {
            kind: 'callout',
            title: 'Beware of recovery scams',
            text: 'People who have lost money are often contacted by "lawyers" or "agencies" promising guaranteed recovery for an upfront fee. No honest service can guarantee recovery. Check anyone who offers help, including us.',
          },
        ],
      },
      {
        id: 'how-to-avoid-scams',
        title: 'How to avoid financial scams',
        tocLabel: 'How to avoid scams',
        blocks: [
          {
            kind: 'list',
            items: [
              'Check every investment firm on your regulator\'s register and every charity on the charity register, then use only the contact details listed there.',
              'Search the firm\'s name with words like "scam" and "withdrawal", and check our blacklist of more than 11,000 companies.',
              'Never let anyone you met online manage your money or access your computer.',
              'Pay by methods that can be disputed, such as a credit card, and be wary of anyone who insists on crypto or gift cards.',
              'Talk to someone you trust before paying. Scammers work hard to keep you from doing exactly that.',
              'Start small and test withdrawals before committing more.',
            ],
          },
        ],
      },
    ],
    faq: {
      id: 'faq',
      title: 'Financial scams: frequently asked questions',
      tocLabel: 'FAQ',
      collapsedCount: 4,
      items: [
        {
          title: 'What is the most common financial scam today?',
          content: ['Investment scams run through fake online trading platforms, often introduced on social media or dating apps, cause some of the largest losses. Many combine CFD trading, crypto and a persuasive "account manager".'],
        },
        {
          title: 'How can I tell whether an investment is legitimate?',
          content: ['Check the firm on your financial regulator\'s register, compare the contact details, and be suspicious of guaranteed returns, pressure and unusual payment methods. A legitimate firm is happy to give you time.'],
        },
        {
          title: 'Is a CFD broker the same as a scam?',
          content: ['No. Regulated CFD brokers exist, although the product is high-risk and most retail clients lose money. A CFD "broker" that is unregistered, trades for you or blocks withdrawals is a different matter.'],
        },
        {
          title: 'How do I know whether I am in a Ponzi scheme?',
          content: ['Returns that are unusually steady, a vague strategy nobody can explain, rewards for recruiting others, and delays whenever someone wants to cash out are the typical signs.'],
        },
        {
          title: 'Can money sent by bank transfer be recovered?',
          content: ['Sometimes. Banks can try to recall a transfer, especially if you contact them within hours or days, and receiving accounts can be frozen when fraud is reported. Speed matters more than anything else.'],
        },
        {
          title: 'Can money sent in cryptocurrency be recovered?',
          content: ['Crypto transfers cannot be reversed, but they can be traced. When stolen funds reach an exchange that identifies its customers, the exchange can be asked to freeze them and share information with the authorities.'],
        },
        {
          title: 'Should I report a scam to the police even if the amount is small?',
          content: ['Yes. Reports help the police connect cases and warn others, and a crime reference number supports your claims with banks and card issuers.'],
        },
        {
          title: 'Someone is offering to recover my money for a fee. Is that genuine?',
          content: ['Be very careful: recovery scams target people who have already lost money. Ask what exactly will be delivered, check the company, and never trust a promise of guaranteed recovery.'],
        },
        {
          title: 'How much does your help cost?',
          content: ['The first consultation is free. Our Fraud Investigation Report costs $3,500 plus $750 per transaction, and our Full Support Package costs $10,000. If we do not deliver the report in the agreed timeframe, you can request a full refund within 14 business days.'],
        },
        {
          title: 'How long does recovery take?',
          content: ['Our investigation usually takes 2-4 weeks. The whole process, including the time banks, exchanges and authorities take, commonly runs from 3 months to a year.'],
        },
      ],
    },
  },
  sidePanel: SIDE_PANEL_CONSULTATION,
  closing: consultationClosing('Caught by a financial scam?'),
};
