import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import pageStyles from './page.module.scss';
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

/** A read that failed, with its Retry. */
export function RetryNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorNotice
      message={message}
      action={
        <button type="button" className={pageStyles.small} onClick={onRetry}>
          Retry
        </button>
      }
    />
  );
}
