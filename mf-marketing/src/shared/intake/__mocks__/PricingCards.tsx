// Stand-in for intake's pricing cards in Jest (jest.mock('…/shared/intake/PricingCards')): the three offers as h3s with 'Order Now'.
const OFFERS = ['Fraud Investigation Report', 'Crypto Tracing Report', 'Full Support Package'];

export function PricingCards() {
  return (
    <ul>
      {OFFERS.map((title) => (
        <li key={title}>
          <h3>{title}</h3>
          <a href="#contact-form">Order Now</a>
        </li>
      ))}
    </ul>
  );
}
