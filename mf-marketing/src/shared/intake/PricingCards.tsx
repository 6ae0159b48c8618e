import { FederatedModule } from '@frc/federation';
import type { IntakeExposes } from 'mf-intake/exposes';

/**
 * Intake's pricing cards showing `offers`; their 'Order Now' jumps to the page's `#contact-form`, so embed the lead
 * form too. The offers travel in the island's props, so the pre-rendered page holds the published prices.
 */
export function PricingCards({ offers }: IntakeExposes['PricingCards']) {
  return <FederatedModule<IntakeExposes['PricingCards']> id="intake/PricingCards" label="our prices" props={{ offers }} hydrate="interaction" minHeight="30rem" />;
}
