import { TriangleAlert } from 'lucide-react';
import styles from './CasesError.module.scss';

/** Stands in for the table when the cases cannot be shown. */
export function CasesError({ message }: { message: string }) {
  return (
    <div role="alert" className={styles.error}>
      <TriangleAlert className={styles.icon} aria-hidden="true" focusable="false" />
      <p className={styles.message}>{message}</p>
    </div>
  );
}
