import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import styles from './notices.module.scss';

/** What went wrong, said at once, with the way forward (Retry, Reload) when there is one. */
export function ErrorNotice({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div role="alert" className={styles.error}>
      <TriangleAlert className={styles.icon} aria-hidden="true" focusable="false" />
      <p className={styles.message}>{message}</p>
      {action}
    </div>
  );
}
