import type { HarnessLink } from '@frc/federation';

export const HARNESS_LINKS: readonly HarnessLink[] = [
  { to: '/harness/lead-form', label: 'LeadForm' },
  { to: '/harness/consultation-launcher', label: 'ConsultationLauncher' },
  { to: '/harness/pricing-cards', label: 'PricingCards' },
  { to: '/harness/scam-type-select', label: 'ScamTypeSelect' },
  { to: '/contact-us', label: 'App: /contact-us' },
  { to: '/contact-us/thank-you', label: 'App: /contact-us/thank-you' },
];
