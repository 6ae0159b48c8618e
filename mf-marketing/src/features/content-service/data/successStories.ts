import type { SuccessStory } from '../contentTypes';

export const SUCCESS_STORIES: readonly SuccessStory[] = [
  {
    id: 1,
    name: 'Robert G.',
    image: { initials: 'RG', tone: 'navy' },
    recoveredAmount: '$186,000',
    testimonial:
      'A fake crypto exchange held my retirement savings. The tracing report followed the funds to two regulated exchanges, and both froze the accounts once they had our evidence. Most of it came back in eleven months.',
  },
  {
    id: 2,
    name: 'Anika S.',
    image: { initials: 'AS', tone: 'teal' },
    recoveredAmount: '$64,500',
    testimonial:
      'My forex broker disappeared with my deposits. ClearTrace documented every card payment and guided my bank through the dispute step by step. I had my money back within five months.',
  },
  {
    id: 3,
    name: 'Michael O.',
    image: { initials: 'MO', tone: 'amber' },
    recoveredAmount: '$41,200',
    testimonial:
      'I was sure no one could help with a romance scam. They identified the accounts my transfers went to and the action plan got the receiving bank to return what was still there.',
  },
  {
    id: 4,
    name: 'Yuki T.',
    image: { initials: 'YT', tone: 'slate' },
    recoveredAmount: '$98,750',
    testimonial:
      'A stock-trading app showed profits that never existed. The investigation report gave the regulator and my payment provider what they needed. Honest updates every two weeks kept me sane.',
  },
];
