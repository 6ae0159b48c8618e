import type { LucideIcon } from 'lucide-react';
import styles from './FeatureCards.module.scss';

/** A point worth making with an icon: a benefit, a commitment, a reason to choose us. */
export interface FeatureCard {
  title: string;
  text: string;
  Icon: LucideIcon;
}

export interface FeatureCardsProps {
  cards: readonly FeatureCard[];
  headingLevel?: 3 | 4;
  /** Most cards in a row on wide screens: 3 suits six cards, 4 suits four or eight. */
  columns?: 3 | 4;
}

/** Icon, title and a sentence or two per card, in a grid from one column on phones to three or four on wide screens. */
export function FeatureCards({ cards, headingLevel = 3, columns = 4 }: FeatureCardsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={columns === 3 ? `${styles.cards} ${styles.threeColumns}` : styles.cards}>
      {cards.map(({ title, text, Icon }) => (
        <li key={title} className={styles.card}>
          <Icon aria-hidden="true" size={28} strokeWidth={1.75} className={styles.icon} />
          <Heading className={styles.title}>{title}</Heading>
          <p className={styles.text}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
