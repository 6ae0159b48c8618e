import { useId } from 'react';
import styles from './notices.module.scss';

export function LoadingNotice({ label }: { label: string }) {
  const labelId = useId();
  return (
    <div role="status" aria-labelledby={labelId} className={styles.loading}>
      <span className={styles.spinner} aria-hidden="true" />
      <span id={labelId}>{label}</span>
    </div>
  );
}
