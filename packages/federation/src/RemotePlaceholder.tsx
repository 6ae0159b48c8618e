import styles from './RemotePlaceholder.module.scss';

interface RemotePlaceholderProps {
  label: string;
  minHeight: string;
}

export function RemotePlaceholder({ label, minHeight }: RemotePlaceholderProps) {
  return (
    <div className={styles.placeholder} style={{ minHeight }} role="status" aria-live="polite">
      <span className={styles.bar} aria-hidden="true" />
      <span className={styles.bar} aria-hidden="true" />
      <span className="visually-hidden">Loading {label}…</span>
    </div>
  );
}
