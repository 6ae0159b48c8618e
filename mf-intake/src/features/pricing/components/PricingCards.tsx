import { PRICING_OFFERS } from '../pricingOffers';
import { PricingCard } from './PricingCard';
import styles from './PricingCards.module.scss';

/** The three offers side by side; 'Order Now' leads to the page's #contact-form. */
export default function PricingCards() {
  return (
    <ul className={styles.cards}>
      {PRICING_OFFERS.map((offer) => (
        <li key={offer.id}>
          <PricingCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}
