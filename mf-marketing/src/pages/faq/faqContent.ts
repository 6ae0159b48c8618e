import type { FaqItem } from '../../shared/content/faq';

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    title: 'How long does the recovery process take?',
    content: [
      'Most cases take between 3 months and a year. The investigation itself usually takes 2-4 weeks; what follows depends on the banks, exchanges and payment providers involved and how quickly they respond.',
      'Once funds are released, disbursement to you takes 1-2 weeks. We tell you at the start what timeline is realistic for your case, and we keep you updated as it moves.',
    ],
  },
  {
    title: 'Can you guarantee that I will get my money back?',
    content: [
      'No one can honestly guarantee that. We only accept a case when our assessment shows at least a 60% estimated chance of recovery, and we explain the reasons for that estimate.',
      'What we do guarantee is our work: if we do not deliver the promised report within the agreed timeframe, you can request a full refund within 14 business days.',
    ],
  },
  {
    title: 'What does the free consultation involve?',
    content: [
      'You tell us what happened, how you paid and how much you lost. A case manager reviews it and replies within 24-48 hours with an honest view of your options, what we could do, and what it would cost.',
      'The consultation is confidential and places you under no obligation.',
    ],
  },
  {
    title: 'How much do your services cost?',
    content: [
      'A Fraud Investigation Report or a Crypto Tracing Report costs $3,500 plus $750 per transaction. The Full Support Package costs $10,000.',
      'Depending on your case, fees may also include a contingency percentage of the amount recovered. Every fee is agreed with you in writing before we begin.',
    ],
  },
  {
    title: 'What information should I prepare?',
    content: [
      'Anything that shows how the money left you: bank or card statements, transfer receipts, wallet addresses and transaction IDs, the website or app you used, and the messages you exchanged with the scammers. Do not worry if you do not have everything; we will tell you what matters most.',
    ],
  },
  {
    title: 'Can you help if I paid in cryptocurrency?',
    content: [
      'Often, yes. Blockchain transactions are public, so we can follow funds from wallet to wallet until they reach an exchange or service that can be asked to freeze them. Our Crypto Tracing Report sets out where your money went and what can be done next.',
    ],
  },
  {
    title: 'Do you replace the police or a lawyer?',
    content: [
      'No. Our services do not replace law enforcement and include no court representation. We recommend that you report the scam to the police; our reports are written so that the police, your bank, a regulator or a lawyer can act on them.',
    ],
  },
  {
    title: 'Someone says they are from your company and asks for a fee in crypto. Is it you?',
    content: [
      'No. We never ask for payment in cryptocurrency, and we never contact people out of the blue offering to recover their money. Scammers sometimes use our name. Check our blacklist of impostors, and contact us through this site if you are unsure.',
    ],
  },
];
