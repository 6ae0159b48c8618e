import type { TrustBadge } from './homeContent';
import styles from './TrustBadges.module.scss';

/** A strip of round seals, each a promise we keep; drawn with CSS and an icon, nothing borrowed. */
export function TrustBadges({ badges }: { badges: readonly TrustBadge[] }) {
  return (
    <section className={styles.strip} aria-label="Our commitments">
      <ul className={styles.badges}>
        {badges.map(({ label, detail, Icon }) => (
          <li key={label} className={styles.badge}>
            <span className={styles.seal} aria-hidden="true">
              <Icon size={26} strokeWidth={1.75} />
            </span>
            <span className={styles.label}>{label}</span>
            <span className={styles.detail}>{detail}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
