import type { ArticlePageData } from '../../features/article-page/articlePage';
import { SCAM_TYPE_PAGE_LAYOUT, SIDE_PANEL_CONSULTATION, consultationClosing } from '../../features/article-page/content/pageParts';

export const creditCardPhishingContent: ArticlePageData = {
  meta: {
    title: 'Credit card phishing: how it works and what to do',
    description:
      'How credit card phishing works, the e-mails, texts and calls scammers use, how to spot them, what to do if your card details were stolen, and how to stay safe.',
  },
  hero: {
    eyebrow: 'Scam types',
    title: 'Credit card phishing',
    lead: [
      'A text about a parcel, an e-mail from "your bank", a call about suspicious activity on your card: phishing messages are written to make you act before you think.',
      'If you have given away your card details or a one-time code, there are clear steps to take now, and charges made by fraudsters can often be disputed.',
    ],
    action: { kind: 'wizard' },
  },
  ...SCAM_TYPE_PAGE_LAYOUT,
  guarantee: { includesDoubts: false },
  article: {
    sections: [
      {
        id: 'what-is-phishing',
        title: 'What is phishing?',
        tocLabel: 'What is phishing?',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Phishing is fraud by impersonation: a criminal pretends to be someone you trust, such as your bank, a delivery company, a shop, a tax office or a colleague, to get you to hand over information or money. The word comes from "fishing": thousands of messages go out, and the fraudsters wait for someone to bite.',
          },
          {
            kind: 'paragraph',
            text: 'Impostor scams of this kind are among the most reported frauds, and the average loss per victim is around $1,500. Losses can be far higher when the fraudsters also take over the victim\'s bank account.',
          },
        ],
      },
      {
        id: 'how-credit-card-phishing-works',
        title: 'How credit card phishing works',
        tocLabel: 'How it works',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              { title: 'The bait.', text: 'A message creates urgency: a blocked card, an unpaid delivery fee, a refund waiting, a payment you did not make.' },
              { title: 'The fake page.', text: 'A link leads to a copy of a real website, with the right logo and colours, on an address that is slightly wrong.' },
              { title: 'The capture.', text: 'You enter your card number, expiry date and security code, sometimes your online banking password too.' },
              { title: 'The code.', text: 'The fraudsters try to use the card at once. Your bank sends you a one-time code, and the fake page or a follow-up call asks you for it "to verify your identity".' },
              { title: 'The spending.', text: 'With the card details and the code, the fraudsters make purchases, add your card to their own phone wallet, or sell the details on.' },
            ],
          },
        ],
      },
      {
        id: 'common-phishing-methods',
        title: 'Common phishing methods',
        tocLabel: 'Common methods',
        blocks: [
          {
            kind: 'list',
            items: [
              { title: 'E-mail phishing:', text: 'messages that copy a bank, shop, streaming service or payment provider.' },
              { title: 'Smishing:', text: 'text messages about parcels, tolls, fines or account problems, with a short link.' },
              { title: 'Vishing:', text: 'phone calls from a "fraud team" who already know some of your details, and may even show your bank\'s real number on your screen.' },
              { title: 'Fake shops and adverts:', text: 'bargain websites promoted on social media that take card details and deliver nothing.' },
              { title: 'Search-engine ads:', text: 'paid results that lead to a copy of your bank\'s sign-in page.' },
              { title: 'QR codes:', text: 'stickers on parking meters or posters that lead to a fake payment page.' },
            ],
          },
        ],
      },
      {
        id: 'how-to-spot-phishing',
        title: 'How to spot phishing',
        tocLabel: 'How to spot phishing',
        blocks: [
          {
            kind: 'list',
            items: [
              'The message is unexpected and urgent, and threatens a loss or promises a refund.',
              'The sender\'s address or the link\'s domain is slightly off: extra words, swapped letters, an unusual ending.',
              'You are asked for your full card number, security code, PIN, password or a one-time code. Your bank never asks for these.',
              'The greeting is generic, or the message knows a little about you but not what your bank would know.',
              'A caller tells you to move money to a "safe account". There is no such thing.',
            ],
          },
          {
            kind: 'callout',
            title: 'The safest habit',
            text: 'Never act on the message itself. Close it, open your bank\'s app or type its address yourself, or call the number on the back of your card.',
          },
        ],
      },
      {
        id: 'victim-of-phishing',
        title: 'What to do if you are a victim of phishing',
        tocLabel: 'If you are a victim',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              { title: 'Call your card issuer now,', text: 'using the number on the back of your card, and have the card blocked and replaced.' },
              { title: 'Dispute every charge you did not make.', text: 'Card schemes give cardholders strong protection against unauthorised payments, but there are time limits.' },
              { title: 'Change your passwords,', text: 'starting with online banking and e-mail, and turn on two-factor sign-in.' },
              { title: 'Check your statements', text: 'for the next few months, including small test payments.' },
              { title: 'Report the phishing message', text: 'to your bank, to the company that was impersonated and to the police.' },
              { title: 'Keep the evidence:', text: 'the message, the link, screenshots and a list of the unauthorised charges.' },
            ],
          },
          {
            kind: 'paragraph',
            text: 'If your bank refuses to refund, or if the fraudsters moved larger sums out of your account, we can investigate where the money went and prepare the evidence and action plan you need to take it further.',
          },
        ],
      },
      {
        id: 'how-to-avoid-phishing',
        title: 'How to avoid phishing',
        tocLabel: 'How to avoid phishing',
        blocks: [
          {
            kind: 'list',
            items: [
              'Sign in to your bank only through its app or an address you typed or saved yourself.',
              'Never share a one-time code with anyone, whoever they say they are.',
              'Turn on purchase notifications, so you see every payment as it happens.',
              'Use a credit card or a virtual card number for online shopping.',
              'Keep your phone and browser up to date, and use a password manager: it will not fill in your password on a fake site.',
              'Treat every unexpected message about money as suspicious until you have checked it independently.',
            ],
          },
        ],
      },
    ],
    faq: {
      id: 'faq',
      title: 'Credit card phishing: frequently asked questions',
      tocLabel: 'FAQ',
      items: [
        {
          title: 'Will my bank refund charges made after phishing?',
          content: ['In many cases, yes: payments you did not authorise can be disputed. Banks sometimes refuse when a one-time code was shared; even then, it is worth challenging the decision with clear evidence of how you were deceived.'],
        },
        {
          title: 'I clicked a link but did not enter anything. Am I safe?',
          content: ['Usually, yes. Close the page, do not enter any details, keep your device updated, and watch your accounts. If you downloaded a file or app, have your device checked.'],
        },
        {
          title: 'The call showed my bank\'s real phone number. Was it really my bank?',
          content: ['Not necessarily. Caller numbers can be faked. Hang up and call your bank yourself, using the number on the back of your card, preferably from a different phone.'],
        },
      ],
    },
  },
  sidePanel: SIDE_PANEL_CONSULTATION,
  closing: consultationClosing('Lost money to phishing?'),
};
