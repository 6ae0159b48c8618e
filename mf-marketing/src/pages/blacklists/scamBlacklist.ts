export const REPORTING_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Write down what you know',
    text: 'The company name and web address, the names people used, phone numbers, e-mail addresses, and the dates and amounts of every payment.',
  },
  {
    title: 'Keep the evidence',
    text: 'Screenshots of the platform, chats and e-mails, bank or card statements, and crypto transaction IDs. Do not delete the app or the chat history.',
  },
  {
    title: 'Tell us about the company',
    text: 'Use the contact form or the whistleblowing form. We check the details and add confirmed scams to the list, so the next person is warned in time.',
  },
  {
    title: 'Report it to the authorities too',
    text: 'Your local police and your financial regulator. A report to them does not compete with our work: it strengthens every later request for help.',
  },
];

export const HOW_WE_HELP: readonly string[] = [
  'We review your case for free and tell you plainly whether recovery looks possible. We take on cases only when we estimate at least a 60% chance of recovery.',
  'Our investigators trace where the money went: bank routes, card payments and blockchain transactions.',
  'We prepare a report you can use with your bank, the exchanges that received the funds, regulators and the police.',
  'We do not replace law enforcement and we do not represent anyone in court. What we do is gather the facts that make those steps work.',
];
