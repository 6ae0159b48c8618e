import type { ReactNode } from 'react';
import type { ContentState } from '../hooks/useContent';
import styles from './LoadedContent.module.scss';

export interface LoadedContentProps<T> {
  state: ContentState<T>;
  /** What is loading, for the status line: "Loading testimonials…". */
  what: string;
  /** A calm message for when the content cannot be shown, with somewhere else to go. */
  failure: ReactNode;
  children: (data: T) => ReactNode;
}

/** Published content: a status line while it loads, the content, or a gentle message if it could not be loaded. */
export function LoadedContent<T>({ state, what, failure, children }: LoadedContentProps<T>) {
  if (state.status === 'loading') {
    return (
      <p role="status" className={styles.loading}>
        <span className={styles.spinner} aria-hidden="true" />
        Loading {what}…
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="status" className={styles.failure}>
        {failure}
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
