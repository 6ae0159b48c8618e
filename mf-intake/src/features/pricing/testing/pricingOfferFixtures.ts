import type { PricingOffer } from '../pricingOffer';

/** Three offers shaped like the site's published services (tests only: the real ones come with the content). */
export const OFFER_FIXTURES: readonly PricingOffer[] = [
  {
    id: 1,
    title: 'Fraud Investigation Report',
    price: '$3,500',
    additionalInfo: 'plus $750 per transaction',
    items: [
      { title: 'Case Review', description: 'We go through your account of events.' },
      { title: 'Evidence Gathering', description: 'We collect and preserve the records.' },
      { title: 'Investigation Report', description: 'A written report of our findings.' },
      { title: 'Recommended Action Plan', description: 'Clear next steps for your case.' },
    ],
  },
  {
    id: 2,
    title: 'Crypto Tracing Report',
    price: '$3,500',
    additionalInfo: 'plus $750 per transaction',
    items: [
      { title: 'Asset Movement Investigation', description: 'We follow your digital currency.' },
      { title: 'Perpetrators Investigation', description: 'We identify the people behind the wallets.' },
      { title: 'Recommended Action Plan', description: 'What can be done with the trail we found.' },
    ],
  },
  {
    id: 3,
    title: 'Full Support Package',
    price: '$10,000',
    items: [
      { title: 'Personalized Consultation', description: 'One case manager who knows your case.' },
      { title: 'Implementation Support', description: 'We carry out the action plan with you.' },
      { title: 'Monitoring & Feedback', description: 'Regular updates on where your case stands.' },
      { title: '24/7 Support Hotline', description: 'A number you can call at any hour.' },
    ],
  },
];
