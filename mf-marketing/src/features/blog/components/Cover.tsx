import type { CoverArt } from '../covers';
import styles from './Cover.module.scss';

/** A drawn, decorative cover for a card or an article: an icon on a tinted, patterned panel. */
export function Cover({ art, size = 'card' }: { art: CoverArt; size?: 'card' | 'wide' }) {
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
