import type { PricingOffer } from '../pricingOffer';
import { PricingCard } from './PricingCard';
import styles from './PricingCards.module.scss';

export interface PricingCardsProps {
  /** The offers in the order shown; none renders nothing (an embed from before the prop existed passes none). */
  offers: readonly PricingOffer[];
}

/** The offers side by side; 'Order Now' leads to the page's #contact-form. */
export default function PricingCards({ offers = [] }: PricingCardsProps) {
  if (offers.length === 0) return null;
  return (
    <ul className={styles.cards}>
      {offers.map((offer) => (
        <li key={offer.id}>
          <PricingCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}
