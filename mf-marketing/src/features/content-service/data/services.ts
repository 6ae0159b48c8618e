import type { Service } from '../contentTypes';

export const SERVICES: readonly Service[] = [
  {
    id: 1,
    title: 'Fraud Investigation Report',
    price: '$3,500',
    additionalInfo: 'plus $750 per transaction',
    description:
      'We review your case, gather the evidence, and write a report of what happened and who was behind it, with an action plan you can take to your bank, a regulator or the police.',
  },
  {
    id: 2,
    title: 'Crypto Tracing Report',
    price: '$3,500',
    additionalInfo: 'plus $750 per transaction',
    description:
      'We follow your digital currency from wallet to wallet until it reaches an exchange or service that can be asked to act, and name the next steps.',
  },
  {
    id: 3,
    title: 'Full Support Package',
    price: '$10,000',
    description:
      'A case manager works through the action plan with you: complaints, follow-ups and regular updates, with a 24/7 support hotline while your case is open.',
  },
];
