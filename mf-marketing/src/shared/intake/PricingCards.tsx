import { FederatedModule } from '@frc/federation';

/** Intake's three offers; their 'Order Now' jumps to the page's `#contact-form`, so embed the lead form too. */
export function PricingCards() {
  return <FederatedModule id="intake/PricingCards" label="our prices" props={{}} minHeight="30rem" />;
}
