import type { HarnessLink } from '@frc/federation';

export const HARNESS_LINKS: readonly HarnessLink[] = [
  { to: '/contact-us', label: 'Contact us' },
  { to: '/contact-us/thank-you', label: 'Thank you' },
];
