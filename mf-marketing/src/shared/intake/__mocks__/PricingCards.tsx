// Stand-in for intake's pricing cards in Jest (jest.mock('…/shared/intake/PricingCards')): each offer it is given as
// an h3 with its price and 'Order Now'.
import type { IntakeExposes } from 'mf-intake/exposes';

export function PricingCards({ offers }: IntakeExposes['PricingCards']) {
  return (
    <ul aria-label="Pricing cards">
      {offers.map((offer) => (
        <li key={offer.id}>
          <h3>{offer.title}</h3>
          <p>
            {offer.price} {offer.additionalInfo}
          </p>
          <a href="#contact-form">Order Now</a>
        </li>
      ))}
    </ul>
  );
}
