import type { ArticlePageData } from '../../features/article-page/articlePage';
import { SCAM_TYPE_PAGE_LAYOUT, consultationClosing, wizardFor, sidePanelConsultation } from '../../features/article-page/content/pageParts';

export const propertyScamsContent: ArticlePageData = {
  meta: {
    title: 'Property scams: rental, deposit and investment fraud',
    description:
      'Fake rentals, intercepted house deposits, off-plan and holiday-home investment scams: how they work, the warning signs, and what to do if you have paid.',
  },
  hero: {
    eyebrow: 'Scam types',
    title: 'Property scams',
    lead: [
      'Property deals involve large sums, strangers and deadlines, which is exactly what fraudsters need. A rental that does not exist, a deposit sent to the wrong account, an overseas development that is never built.',
      'If you have paid for a property that turns out not to be real, act quickly: transfers can sometimes be stopped if the bank hears in time.',
    ],
    action: wizardFor('property'),
  },
  ...SCAM_TYPE_PAGE_LAYOUT,
  guarantee: { includesDoubts: false },
  article: {
    sections: [
      {
        id: 'what-are-property-scams',
        title: 'What are property scams?',
        tocLabel: 'What are property scams?',
        blocks: [
          {
            kind: 'paragraph',
            text: 'A property scam is any fraud that uses buying, renting or investing in property as the bait. Some target tenants looking for a home, some target buyers at the moment they send their deposit, and some target investors with promises of high, secure rental income.',
          },
          {
            kind: 'paragraph',
            text: 'Because the sums are large and property feels solid and safe, the losses can be life-changing. And because deals take time, fraudsters have room to build a convincing paper trail of contracts, certificates and photos.',
          },
        ],
      },
      {
        id: 'common-property-scams',
        title: 'Common property scams',
        tocLabel: 'Common property scams',
        blocks: [
          {
            kind: 'list',
            items: [
              { title: 'Fake rentals.', text: 'An attractive flat at a good price, advertised with photos copied from elsewhere. The "landlord" is abroad and asks for a deposit and first month\'s rent before any viewing.' },
              { title: 'Payment diversion.', text: 'Fraudsters hack or imitate the e-mail of a solicitor, notary or estate agent and send "updated" bank details just before completion.' },
              { title: 'Off-plan investment schemes.', text: 'Units in a hotel, student block or resort sold with guaranteed yearly returns. The development is never finished, or never existed.' },
              { title: 'Holiday-home and timeshare resale scams.', text: 'A buyer is "found" for your timeshare, but you must first pay fees, taxes or legal costs.' },
              { title: 'Property-backed crypto or token schemes.', text: 'Fractional ownership of buildings sold as tokens on a platform that cannot be verified.' },
              { title: 'Title fraud.', text: 'Someone impersonates a property\'s owner to sell or mortgage it without their knowledge.' },
            ],
          },
        ],
      },
      {
        id: 'warning-signs',
        title: 'Warning signs',
        tocLabel: 'Warning signs',
        blocks: [
          {
            kind: 'list',
            items: [
              'You are asked to pay before seeing the property, or before signing a contract checked by your own adviser.',
              'Bank details change by e-mail, especially close to a deadline.',
              'Guaranteed returns well above what ordinary rents would pay.',
              'Pressure: other buyers are waiting, the price rises tomorrow.',
              'The seller, landlord or developer cannot be found in official registers.',
              'Payment by crypto, money transfer service or to a personal account.',
            ],
          },
          {
            kind: 'callout',
            title: 'Confirm bank details by phone',
            text: 'Before any large transfer, call your solicitor or agent on a number you already know, not one from the e-mail, and confirm the account details out loud.',
          },
        ],
      },
      {
        id: 'what-to-do',
        title: 'What to do if you have paid',
        tocLabel: 'What to do',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              { title: 'Call your bank immediately.', text: 'Ask it to recall the transfer and to contact the receiving bank. Hours can make the difference.' },
              { title: 'Alert your solicitor, notary or agent', text: 'if a payment was diverted; their systems may have been compromised.' },
              { title: 'Keep the adverts, contracts and messages,', text: 'with the names, addresses and account details used.' },
              { title: 'Report it to the police', text: 'and, for investment schemes, to your financial regulator.' },
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
            text: 'We trace where your payments went, identify the accounts, companies and people behind the listing or the scheme, and prepare a report and recommended action plan for your bank, the receiving banks, regulators and the police.',
          },
          {
            kind: 'paragraph',
            text: 'Our Fraud Investigation Report costs $3,500 plus $750 per transaction and includes a case review, evidence gathering, the investigation report and a recommended action plan. We do not replace law enforcement and do not represent clients in court.',
          },
        ],
      },
    ],
    faq: {
      title: 'Property scams: frequently asked questions',
      items: [
        {
          title: 'Can a bank transfer for a house deposit be recovered?',
          content: ['Sometimes, if the bank is told quickly and the money is still in the receiving account. Many banks also have schemes to reimburse customers tricked into sending money; ask yours.'],
        },
        {
          title: 'How can I check a landlord or seller is real?',
          content: ['View the property in person or by live video with someone you trust, check ownership in the land or property register where it is public, and never pay before signing a contract.'],
        },
        {
          title: 'I invested in an overseas development that has stopped. Is it a scam?',
          content: ['Not every stalled project is a fraud, but guaranteed returns, missing permits and a developer that cannot be traced are strong signs. We can investigate the companies and the money trail.'],
        },
        {
          title: 'Who is responsible if my solicitor\'s e-mail was hacked?',
          content: ['It depends on the circumstances and on the law where you live. Report it at once to your bank and to the firm, keep all the e-mails, and take advice on your position.'],
        },
      ],
    },
  },
  sidePanel: sidePanelConsultation('property'),
  closing: consultationClosing('Lost money in a property deal?', 'property'),
};
