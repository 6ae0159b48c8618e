import type { ReactNode } from 'react';
import type { ContentState } from '../features/content-service/hooks/useContent';
import { NotFound } from './NotFoundContext';
import { PageLoading } from './PageLoading';

export interface PublishedProps<T> {
  state: ContentState<T | null>;
  children: (content: T) => ReactNode;
}

/**
 * A template's published content: the page once it is there, the site's 404 when nothing is published at this
 * address (so the renderer writes no file for it), a calm message when the content cannot be loaded.
 */
export function Published<T>({ state, children }: PublishedProps<T>) {
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') {
    return (
      <div role="status">
        <p>We could not load this page just now. Please try again in a moment.</p>
      </div>
    );
  }
  return state.data === null ? <NotFound /> : <>{children(state.data)}</>;
}
