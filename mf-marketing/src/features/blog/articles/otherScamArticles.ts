import { EDITORIAL_TEAM, INVESTIGATIONS_DESK, type BlogArticle } from '../blogArticle';

export const GIG_ECONOMY_SURVIVAL_GUIDE: BlogArticle = {
  slug: 'gig-economy-survival-guide',
  title: 'A gig economy survival guide: fake jobs, task scams and overpayments',
  excerpt:
    'Remote work and side jobs are real, and so are the scams that copy them. How "task" jobs, fake recruiters and overpayment tricks turn workers into payers.',
  date: '2024-07-22',
  author: EDITORIAL_TEAM,
  category: 'Other Scams',
  content: [
    {
      kind: 'paragraph',
      text: 'Freelance and remote work have given millions of people flexible income. They have also given scammers a new way in: instead of asking you to invest, they offer you a job. By the time the money starts flowing the wrong way, you already think of the scammers as your employer.',
    },
    { kind: 'heading', text: 'The scams we see most' },
    {
      kind: 'list',
      items: [
        {
          title: 'Task scams.',
          text: 'You are paid small amounts to "rate" products or "boost" apps. Then a task requires you to top up your account, usually in crypto, to unlock higher earnings. The balance grows on screen and can never be withdrawn.',
        },
        {
          title: 'Fake recruiters.',
          text: 'A friendly message on a chat app offers a well-paid remote role with no interview. The "onboarding" asks for your ID, bank details or a payment for equipment.',
        },
        {
          title: 'Overpayment.',
          text: 'A client pays you too much, apologises, and asks you to send the difference back. The original payment is reversed days later; your refund is not.',
        },
        {
          title: 'Money mule offers.',
          text: '"Payment processing" jobs move other victims\' money through your account. They can leave you with a closed bank account and a criminal investigation.',
        },
      ],
    },
    { kind: 'heading', text: 'Rules that keep you safe' },
    {
      kind: 'list',
      items: [
        { title: 'Real employers never ask you to pay.', text: 'Not for training, equipment, or to unlock wages.' },
        { title: 'Never receive and forward money for others.', text: 'Whatever the job title, that is money laundering.' },
        { title: 'Verify the company independently.', text: 'Find its official website and contact it through the details listed there.' },
        { title: 'Keep work inside the platform.', text: 'Clients who move you to private chats and crypto payments are avoiding the platform\'s protection for a reason.' },
      ],
    },
    {
      kind: 'paragraph',
      text: 'If you topped up a task account or sent money to a "recruiter", stop now; further payments will not unlock the balance. Keep the chats and payment records and ask us for a case review.',
    },
  ],
};

export const FREE_GIFT_DANGERS: BlogArticle = {
  slug: 'free-gift-dangers',
  title: 'The dangers of a free gift: prizes, samples and "you have won"',
  excerpt:
    'A prize you never entered, a free phone for the price of delivery, a gift card for a survey. Why the free offer is the hook, and the small payment is the catch.',
  date: '2024-06-10',
  author: EDITORIAL_TEAM,
  category: 'Other Scams',
  content: [
    {
      kind: 'paragraph',
      text: 'Nobody likes to turn down a gift. Scammers count on that. Free-gift scams arrive by text message, e-mail, social media and pop-ups, and they rarely ask for much: a delivery fee, a small "verification" charge, a survey. The real cost comes later, and it is not small.',
    },
    { kind: 'heading', text: 'How the catch works' },
    {
      kind: 'list',
      items: [
        { title: 'The card-detail harvest.', text: 'A tiny payment for shipping gives the scammers your full card details, which are then used or sold.' },
        { title: 'The hidden subscription.', text: 'The free trial turns into monthly charges buried in the small print, hard to cancel and hard to dispute.' },
        { title: 'The advance fee.', text: 'You have "won" a large prize but must pay taxes or release fees first. The prize does not exist.' },
        { title: 'The data grab.', text: 'A survey asks for your address, date of birth and bank, enough to open accounts in your name.' },
      ],
    },
    { kind: 'heading', text: 'Questions to ask before you accept' },
    {
      kind: 'list',
      items: [
        { title: 'Did I enter?.', text: 'You cannot win a draw you never took part in.' },
        { title: 'Why would a real prize cost money to receive?.', text: 'Genuine prizes do not require fees paid to the organiser.' },
        { title: 'Does the link go where it says?.', text: 'Big brands do not run giveaways from look-alike web addresses.' },
        { title: 'What am I agreeing to?.', text: 'Read the terms before entering card details, especially for trials.' },
      ],
    },
    {
      kind: 'paragraph',
      text: 'If you already gave your card details, call your bank on the number on your card, block the card and ask about disputing the charges. Card payments often have better protection than transfers or crypto, but only if you act quickly.',
    },
  ],
};

export const HOLIDAY_SCAMS: BlogArticle = {
  slug: 'holiday-scams',
  title: 'Holiday scams: fake deals, missing parcels and charity appeals',
  excerpt:
    'The busiest shopping season is the busiest season for scammers too. The five scams that peak around the holidays, and how to enjoy the season without feeding them.',
  date: '2024-11-25',
  author: EDITORIAL_TEAM,
  category: 'Other Scams',
  content: [
    {
      kind: 'paragraph',
      text: 'Between late November and the new year, people shop more, travel more and give more. They are also busier and more distracted, which is exactly the state of mind scammers look for. Each year the same handful of tricks return with new decorations.',
    },
    {
      kind: 'list',
      items: [
        { title: 'Fake shops.', text: 'Websites and social media adverts offering sought-after gifts at impossible prices. The goods never arrive, and the shop disappears in January.' },
        { title: '"Missed delivery" messages.', text: 'A text says a parcel is waiting and a small fee is due. The link collects your card details.' },
        { title: 'Travel deals.', text: 'Holiday rentals and cheap flights paid by bank transfer to a "host" who does not own the property.' },
        { title: 'Charity appeals.', text: 'Emotional appeals after a disaster or for the season, from charities that do not exist.' },
        { title: 'Gift card requests.', text: 'A message from "your boss" or "a relative" asking you to buy gift cards and send the codes.' },
      ],
    },
    { kind: 'heading', text: 'Seasonal habits worth keeping' },
    {
      kind: 'list',
      items: [
        { title: 'Pay by card, not transfer.', text: 'Card payments can often be disputed; bank transfers and crypto usually cannot.' },
        { title: 'Track parcels on the carrier\'s own site.', text: 'Type the address yourself rather than following a link in a message.' },
        { title: 'Give through registered charities.', text: 'Check the charity\'s registration and donate through its official website.' },
        { title: 'Treat gift card requests as scams.', text: 'No employer, relative or government office needs gift card codes.' },
      ],
    },
    {
      kind: 'paragraph',
      text: 'If a seasonal deal cost you money, report it to your bank straight away and keep the adverts, messages and receipts. Larger losses, especially to fake investment or travel offers, are worth an assessment: tell us what happened.',
    },
  ],
};

export const BEC_SCAMS: BlogArticle = {
  slug: 'bec-scams',
  title: 'Business e-mail compromise: the invoice that changed its bank details',
  excerpt:
    'One convincing e-mail can redirect a supplier payment or a house deposit to a criminal\'s account. How business e-mail compromise works, and the phone call that stops it.',
  date: '2025-02-03',
  author: INVESTIGATIONS_DESK,
  category: 'Other Scams',
  content: [
    {
      kind: 'paragraph',
      text: 'Business e-mail compromise (BEC) causes some of the largest single losses we see. It needs no malware and no hacking skill on the victim\'s side: just one e-mail, at the right moment, asking for a payment to go to a new account.',
    },
    { kind: 'heading', text: 'How it works' },
    {
      kind: 'paragraph',
      text: 'Criminals get into an e-mail account, often through a phishing message or a reused password, or register a domain one letter away from a real one. They read quietly for weeks, learning who pays whom and when. Then, just before a large payment, a message arrives from the "supplier", "lawyer" or "chief executive" with new bank details.',
    },
    {
      kind: 'list',
      items: [
        { title: 'Supplier invoice fraud.', text: 'A genuine invoice thread continues with "please note our new bank account".' },
        { title: 'CEO fraud.', text: 'An urgent, confidential request from a senior manager to pay a new partner today.' },
        { title: 'Property deposits.', text: 'Home buyers receive "updated" payment instructions for the deposit from their lawyer\'s look-alike address.' },
        { title: 'Payroll diversion.', text: 'An employee "asks" HR to change the account their salary is paid into.' },
      ],
    },
    { kind: 'heading', text: 'The controls that work' },
    {
      kind: 'list',
      items: [
        { title: 'Call back on a known number.', text: 'Confirm every change of bank details by phone, using a number you already had, never one in the e-mail.' },
        { title: 'Two people for large payments.', text: 'A second approver catches what urgency hides.' },
        { title: 'Two-step verification on every mailbox.', text: 'It blocks most account takeovers.' },
        { title: 'Look at the sender\'s address, not the name.', text: 'Display names are free to fake; domains are checkable.' },
      ],
    },
    {
      kind: 'paragraph',
      text: 'Time is everything after a BEC payment. Call your bank immediately and ask them to recall the transfer and alert the receiving bank; the first hours matter most. Then keep the e-mails with their full headers, which show where they really came from.',
    },
  ],
};
