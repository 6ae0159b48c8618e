import { useId } from 'react';
import styles from './LoadingSpinner.module.scss';

export function LoadingSpinner({ label }: { label: string }) {
  const labelId = useId();
  return (
    <div role="status" aria-labelledby={labelId} className={styles.status}>
      <span className={styles.spinner} aria-hidden="true" />
      <span id={labelId}>{label}</span>
    </div>
  );
}
