import styles from './Logo.module.scss';

/** The wordmark: a check inside a rounded square, then the name. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M9 17.5l4.5 4.5L23 11" fill="none" stroke="#5eead4" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={styles.name}>
        ClearTrace <span className={styles.sub}>Recovery</span>
      </span>
    </span>
  );
}
