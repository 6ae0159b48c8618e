import { COMPANY } from '@frc/ui/company';

/** How a visitor reaches the team: `link` is a `[label](target)` text (a site path or a mailto:/tel: address). */
export interface ContactChannel {
  icon: 'form' | 'phone' | 'mail' | 'post';
  title: string;
  text?: string;
  link?: string;
}

/** The copy of /support; the page (SupportPage.tsx) lays it out. Texts may hold `[label](target)` links. */
export const SUPPORT = {
  meta: {
    title: 'Support',
    description: `How to reach ${COMPANY.name}: phone, e-mail, postal address, office hours, the contact form, and the client area for existing clients.`,
  },
  hero: {
    eyebrow: 'Support',
    title: 'How to reach us',
    lead: 'Whether you have just lost money or you are already our client, a real person from our team answers. Here is how to reach us.',
    action: { label: 'Open the contact form', to: '/contact-us' },
  },
  channels: {
    title: 'Contact channels',
    items: [
      { icon: 'form', title: 'Contact form', text: 'The best way to start: tell us what happened and we reply within 24-48 hours.', link: '[Write to us](/contact-us)' },
      { icon: 'phone', title: 'Phone', text: 'During office hours, for new enquiries and for clients.', link: `[${COMPANY.supportPhone}](${COMPANY.supportPhoneHref})` },
      { icon: 'mail', title: 'E-mail', text: 'For documents and questions about an open case.', link: `[${COMPANY.supportEmail}](mailto:${COMPANY.supportEmail})` },
      // The postal address comes from the company's details, shown as an address.
      { icon: 'post', title: 'Post' },
    ] satisfies readonly ContactChannel[],
  },
  hours: {
    title: 'Office hours',
    intro: 'All times are Greenwich Mean Time (GMT).',
    caption: 'Office hours (GMT)',
    note: 'Messages sent outside office hours are answered on the next working day.',
  },
  client: {
    title: 'Already a client?',
    text: 'Sign in to the client area with your e-mail address; we send you a one-time code, no password needed. There you can see your cases and their details.',
    action: { label: 'Sign in to the client area', to: '/login' },
  },
  beforeYouWrite: {
    title: 'Before you write',
    intro: 'These details let us assess your case quickly. Send what you have; we will ask for the rest.',
    items: [
      'The name and web address of the company or person involved.',
      'When you paid, how much, and how: card, bank transfer or cryptocurrency.',
      'Any transaction IDs, wallet addresses or bank references.',
      'The messages, e-mails or screenshots you still have. Please do not delete anything.',
    ],
    outro: 'Many questions are answered in our [FAQ](/faq).',
  },
  notice: {
    title: 'We never ask for payment in cryptocurrency',
    text: 'Scammers pretend to be us. We never ask for crypto, gift cards or payments to personal accounts, and we never contact you first through chat apps. If in doubt, see [how to recognise imposters](/black-list-imposters-copycats).',
  },
} as const;
