import type { ArticlePageData } from '../../features/article-page/articlePage';
import { SCAM_TYPE_PAGE_LAYOUT, wizardFor, sidePanelConsultation } from '../../features/article-page/content/pageParts';

export const romanceScamsContent: ArticlePageData = {
  meta: {
    title: 'Romance scams: recognising them and recovering money',
    description:
      'How romance scams and relationship investment scams work, the warning signs, what to do if someone you met online has taken your money, and how we help.',
  },
  hero: {
    eyebrow: 'Scam types',
    title: 'Romance scams',
    lead: [
      'A romance scam takes more than money. The person you trusted was playing a part, chosen to win your affection and then your savings.',
      'Nothing about this is your fault. It happens to careful, intelligent people every day, and the money can often still be traced.',
    ],
    action: wizardFor('romance'),
  },
  ...SCAM_TYPE_PAGE_LAYOUT,
  guarantee: { includesDoubts: false },
  article: {
    sections: [
      {
        id: 'what-is-a-romance-scam',
        title: 'What is a romance scam?',
        tocLabel: 'What is a romance scam?',
        blocks: [
          {
            kind: 'paragraph',
            text: 'In a romance scam, a fraudster builds a relationship online, on a dating app, social media, a game or even a "wrong number" message, with the sole aim of getting money. The profile is invented or stolen, and the person behind it is often part of an organised group working from a script.',
          },
          {
            kind: 'paragraph',
            text: 'Some ask directly for help: a medical bill, a customs fee, a plane ticket to finally meet. Increasingly, the scam turns into an investment: the new partner shows you how much they have made trading crypto or gold and offers to teach you, on a platform they control.',
          },
        ],
      },
      {
        id: 'how-romance-scams-work',
        title: 'How romance scams work',
        tocLabel: 'How they work',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              { title: 'Contact.', text: 'An attractive, attentive profile, often claiming a job that explains being abroad: engineer on an oil rig, soldier, doctor with an aid agency, successful trader.' },
              { title: 'Closeness.', text: 'Daily messages, shared plans and quick declarations of love. The conversation moves off the dating site to a private messaging app.' },
              { title: 'The request.', text: 'An emergency, a fee, or an opportunity to "build our future together" by investing.' },
              { title: 'Escalation.', text: 'Each payment is followed by a new problem that needs a larger one. Doubts are met with hurt feelings or anger.' },
              { title: 'Disappearance.', text: 'When the money stops, so does the contact, sometimes followed by a "lawyer" or "recovery agent" asking for more.' },
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
              'They always have a reason not to video-call or meet in person.',
              'The relationship moves very fast, and they want to leave the dating site for a private app.',
              'Their photos appear under other names when you search for them.',
              'They bring up money, even indirectly, or talk constantly about their trading success.',
              'They ask you to keep the relationship or the investment secret from family and friends.',
              'They ask for payment by gift card, crypto or transfer to a third person.',
            ],
          },
          {
            kind: 'callout',
            title: 'Talk to someone you trust',
            text: 'If you are unsure, describe the relationship to a friend or relative. Scammers work hard to isolate their victims because an outside view usually sees through the story.',
          },
        ],
      },
      {
        id: 'what-to-do',
        title: 'What to do if it has happened to you',
        tocLabel: 'What to do',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              { title: 'Stop sending money,', text: 'whatever the reason given, and do not confront the scammer in a way that warns them.' },
              { title: 'Contact your bank or card issuer', text: 'about recalls and chargebacks for recent payments.' },
              { title: 'Save everything:', text: 'the profile, photos, usernames, phone numbers, messages, and every receipt and transaction ID.' },
              { title: 'Report the profile', text: 'to the dating site or social network, and report the scam to the police.' },
              { title: 'Look after yourself.', text: 'Losing a relationship and money together is hard. Victim-support services and people close to you can help.' },
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
            text: 'We listen first, without judgement. Then we trace your payments to the accounts, wallets and platforms that received them, and document who is behind them. You receive a report and a recommended action plan to use with your bank, the exchanges involved, regulators and the police.',
          },
          {
            kind: 'paragraph',
            text: 'We tell you honestly whether recovery is realistic, and take on only cases with at least a 60% estimated chance. We do not replace law enforcement and do not represent clients in court.',
          },
        ],
      },
    ],
    faq: {
      title: 'Romance scams: frequently asked questions',
      items: [
        {
          title: 'I still believe the person may be genuine. What should I do?',
          content: ['Before sending anything more, ask for a live video call and search their photos online. A real partner will understand your caution. If they refuse, pressure you or get angry, treat that as your answer.'],
        },
        {
          title: 'Can money sent by gift card or crypto be recovered?',
          content: ['It is harder than with cards or bank transfers, but not always impossible. Gift card issuers can sometimes freeze unspent balances if contacted quickly, and crypto can be traced to exchanges that can freeze accounts.'],
        },
        {
          title: 'I feel embarrassed. Will my case be kept confidential?',
          content: ['Yes. Your story is shared only with the people you agree to, such as your bank or the police, and only for your case. Many of our clients have felt the same way; there is nothing to be ashamed of.'],
        },
        {
          title: 'Someone says they can recover my money for a fee. Are they genuine?',
          content: ['Be very careful. Romance scam victims are often targeted a second time by fake recovery agents. Check the company independently and never trust a promise of guaranteed recovery.'],
        },
      ],
    },
  },
  sidePanel: sidePanelConsultation('romance'),
  closing: {
    title: 'Lost money to someone you met online?',
    text: 'Choose the kind of scam and answer four short questions, in confidence. A specialist will review your case free of charge.',
    action: wizardFor('romance'),
  },
};
