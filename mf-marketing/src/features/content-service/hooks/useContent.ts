import { useEffect, useState } from 'react';

export type ContentState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * Loads content once for the page. A failure is logged for us and reported as `failed`, so the
 * page can show a gentle message instead of an empty space.
 */
export function useContent<T>(load: () => Promise<T>, what: string): ContentState<T> {
  const [state, setState] = useState<ContentState<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        console.error(`Could not load ${what}`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, what]);

  return state;
}
