import type { InitialsPortrait } from '../contentTypes';
import styles from './PortraitInitials.module.scss';

/** A client's initials on a coloured disc; decorative, since the name is always written beside it. */
export function PortraitInitials({ portrait, size = 56 }: { portrait: InitialsPortrait; size?: number }) {
  return (
    <svg className={`${styles.portrait} ${styles[portrait.tone]}`} width={size} height={size} viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="28" className={styles.disc} />
      <text x="28" y="28" dy="0.35em" textAnchor="middle" className={styles.initials}>
        {portrait.initials}
      </text>
    </svg>
  );
}
