import styles from './Logo.module.scss';

/** The wordmark: a check inside a rounded square, then the name. On dark backgrounds the square turns light. */
export function Logo({ onDark = false }: { onDark?: boolean }) {
  return (
    <span className={onDark ? `${styles.logo} ${styles.onDark}` : styles.logo}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" className={styles.mark} />
        <path d="M9 17.5l4.5 4.5L23 11" fill="none" className={styles.check} strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={styles.name}>
        ClearTrace <span className={styles.sub}>Recovery</span>
      </span>
    </span>
  );
}
