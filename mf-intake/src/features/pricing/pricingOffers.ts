export interface PricingItem {
  title: string;
  description: string;
}

export interface PricingOffer {
  id: string;
  title: string;
  price: string;
  additionalInfo?: string;
  items: readonly PricingItem[];
}

export const PRICING_OFFERS: readonly PricingOffer[] = [
  {
    id: 'fraud-investigation-report',
    title: 'Fraud Investigation Report',
    price: '$3,500',
    additionalInfo: 'plus $750 per transaction',
    items: [
      { title: 'Case Review', description: 'We go through your account of events, your payments and your messages with the people involved.' },
      { title: 'Evidence Gathering', description: 'We collect and preserve the records that show where your money went and who received it.' },
      { title: 'Investigation Report', description: 'A written report of our findings that you can hand to your bank, a regulator or the police.' },
      { title: 'Recommended Action Plan', description: 'Clear next steps for your case, in order, with who to contact and what to ask for.' },
    ],
  },
  {
    id: 'crypto-tracing-report',
    title: 'Crypto Tracing Report',
    price: '$3,500',
    additionalInfo: 'plus $750 per transaction',
    items: [
      { title: 'Asset Movement Investigation', description: 'We follow your digital currency across wallets and exchanges, transaction by transaction.' },
      { title: 'Perpetrators Investigation', description: 'We identify the accounts, services and people behind the wallets that received your funds.' },
      { title: 'Recommended Action Plan', description: 'What can be done with the trail we found: exchanges to notify, freezes to request, reports to file.' },
    ],
  },
  {
    id: 'full-support-package',
    title: 'Full Support Package',
    price: '$10,000',
    items: [
      { title: 'Personalized Consultation', description: 'One case manager who knows your case and talks you through every decision.' },
      { title: 'Implementation Support', description: 'We carry out the action plan with you, from drafting complaints to following up with institutions.' },
      { title: 'Monitoring & Feedback', description: 'Regular updates on where your case stands and what has changed since we last spoke.' },
      { title: '24/7 Support Hotline', description: 'A number you can call at any hour while your case is open.' },
    ],
  },
];
