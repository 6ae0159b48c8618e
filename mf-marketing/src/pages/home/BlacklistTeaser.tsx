import { Link } from 'react-router-dom';
import { ShieldAlert } from 'lucide-react';
import type { HomeContent } from './homeContent';
import styles from './BlacklistTeaser.module.scss';

export function BlacklistTeaser({ teaser }: { teaser: HomeContent['blacklistTeaser'] }) {
  return (
    <section className={styles.teaser} aria-labelledby="blacklist-teaser-heading">
      <div className={styles.figure} aria-hidden="true">
        <ShieldAlert size={36} strokeWidth={1.75} />
        <span>{teaser.figure}</span>
      </div>
      <div>
        <h2 id="blacklist-teaser-heading" className={styles.heading}>
          {teaser.title}
        </h2>
        <p className={styles.text}>{teaser.text}</p>
        <Link to="/black-list-scams" className={`button ${styles.link}`}>
          Search the blacklist
        </Link>
      </div>
    </section>
  );
}
