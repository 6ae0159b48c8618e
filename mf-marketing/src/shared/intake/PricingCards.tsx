import { FederatedModule } from '@frc/federation';
import type { IntakeExposes } from 'mf-intake/exposes';

/** Intake's three offers; their 'Order Now' jumps to the page's `#contact-form`, so embed the lead form too. */
export function PricingCards() {
  return <FederatedModule<IntakeExposes['PricingCards']> id="intake/PricingCards" label="our prices" props={{}} hydrate="interaction" minHeight="30rem" />;
}
