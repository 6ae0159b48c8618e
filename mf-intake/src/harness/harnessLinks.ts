import type { HarnessLink } from '@frc/federation';
import { harnessLinksOf } from '@frc/ui/pageRoutes';
import { ROUTES } from '../routes';

export const HARNESS_LINKS: readonly HarnessLink[] = [
  { to: '/harness/lead-form', label: 'LeadForm' },
  { to: '/harness/consultation-launcher', label: 'ConsultationLauncher' },
  { to: '/harness/pricing-cards', label: 'PricingCards' },
  { to: '/harness/scam-type-select', label: 'ScamTypeSelect' },
  ...harnessLinksOf(ROUTES).map((link) => ({ ...link, label: `App: ${link.label}` })),
];
