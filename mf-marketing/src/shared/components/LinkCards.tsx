import { ArrowRight, type LucideIcon } from 'lucide-react';
import { contentLinkKind } from '@frc/contracts/browser';
import { ContentLink } from '@frc/ui/ContentLink';
import styles from './LinkCards.module.scss';

/**
 * The spec's service-category / scam-type card: icon, title, link; a line of text where the page
 * has one. Without `to` it is a plain card: a benefit, a commitment, a reason to choose us.
 */
export interface LinkCard {
  title: string;
  to?: string;
  Icon: LucideIcon;
  text?: string;
}

export interface LinkCardsProps {
  cards: readonly LinkCard[];
  headingLevel?: 3 | 4;
  /** Most cards in a row on wide screens: 3 suits six cards, 4 (the default) suits four or eight. */
  columns?: 3 | 4;
}

/** A card's link, when it is one a link may have (ContentLink): otherwise the card is a plain one. */
const linkOf = (to: string | undefined) => (to !== undefined && contentLinkKind(to) !== null ? to : undefined);

/** A grid of cards; each card with a link is, as a whole, one link to that page. */
export function LinkCards({ cards, headingLevel = 3, columns = 4 }: LinkCardsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={columns === 3 ? `${styles.cards} ${styles.threeColumns}` : styles.cards}>
      {cards.map(({ title, to: given, Icon, text }) => {
        const to = linkOf(given);
        return (
          <li key={given ?? title} className={to ? `${styles.card} ${styles.linked}` : styles.card}>
            <Icon aria-hidden="true" size={30} strokeWidth={1.5} className={styles.icon} />
            <Heading className={styles.title}>
              {to ? (
                <ContentLink to={to} className={styles.link}>
                  {title}
                </ContentLink>
              ) : (
                title
              )}
            </Heading>
            {text && <p className={styles.text}>{text}</p>}
            {to && <ArrowRight aria-hidden="true" size={18} className={styles.arrow} />}
          </li>
        );
      })}
    </ul>
  );
}
