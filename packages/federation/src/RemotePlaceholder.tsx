import styles from './RemotePlaceholder.module.scss';

interface RemotePlaceholderProps {
  label: string;
  /** Set as a style attribute, which a page's HTML may not carry (its policy): rendered in the browser only. */
  minHeight?: string;
}

export function RemotePlaceholder({ label, minHeight }: RemotePlaceholderProps) {
  return (
    <div className={styles.placeholder} style={minHeight ? { minHeight } : undefined} role="status" aria-live="polite">
      <span className={styles.bar} aria-hidden="true" />
      <span className={styles.bar} aria-hidden="true" />
      <span className="visually-hidden">Loading {label}…</span>
    </div>
  );
}
