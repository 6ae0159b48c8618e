import { ContentPicture } from '../../../shared/components/ContentPicture';
import type { FeaturedImage } from '../../content-service/pageFacts';
import type { CoverArt } from '../covers';
import styles from './Cover.module.scss';

/** The width a cover is shown at: a card's column, or the reading column. */
const COVER_SIZES = { card: '(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw', wide: '(min-width: 48rem) 46rem, 100vw' };

/**
 * A card's or an article's cover: its featured image when it has one, else a drawn, decorative panel (an icon on a
 * tinted, patterned panel). `eager`: it opens the page.
 */
export function Cover({ art, image, size = 'card', eager = false }: { art: CoverArt; image?: FeaturedImage; size?: 'card' | 'wide'; eager?: boolean }) {
  if (image) {
    return (
      <div className={`${styles.cover} ${styles.photo} ${styles[size]}`}>
        <ContentPicture image={image.image} alt={image.alt} sizes={COVER_SIZES[size]} eager={eager} className={styles.image} />
      </div>
    );
  }
  const { Icon } = art;
  return (
    <div className={`${styles.cover} ${styles[art.tone]} ${styles[size]}`} aria-hidden="true">
      <svg className={styles.pattern} viewBox="0 0 120 60" preserveAspectRatio="none" focusable="false">
        <path d="M0 48 C20 40 30 52 50 44 S80 24 100 30 S115 20 120 18 L120 60 L0 60 Z" />
        <path d="M0 54 C25 50 40 58 60 52 S95 40 120 42 L120 60 L0 60 Z" />
      </svg>
      <Icon className={styles.icon} size={size === 'wide' ? 64 : 44} strokeWidth={1.5} />
    </div>
  );
}
