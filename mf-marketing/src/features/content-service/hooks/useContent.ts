import { use, useEffect, useState } from 'react';

export type ContentState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

// Server rendering: one load per kind of content and render (this module is run afresh for each page).
const serverLoads = new Map<string, Promise<unknown>>();

function serverLoad<T>(load: () => Promise<T>, what: string): Promise<T> {
  let pending = serverLoads.get(what) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    serverLoads.set(what, pending);
  }
  return pending;
}

/**
 * Loads content once for the page. On the server the render waits for it, so the pre-rendered HTML holds the
 * content (pre-rendered pages are never hydrated as a whole: only their islands, which get their content as props).
 * `known` gives the content when the page already has it (the render context's published content): then nothing
 * waits. In the browser (a page rendered after a navigation) it is loaded. A failure is logged for us and reported as `failed`, so the page can show a gentle message
 * instead of an empty space.
 */
export function useContent<T>(load: () => Promise<T>, what: string, known?: () => T | undefined): ContentState<T> {
  const now = known?.();
  // `use` may be called conditionally: only the server waits for the content while rendering.
  const rendered = typeof window === 'undefined' ? { data: now !== undefined ? now : use(serverLoad(load, what)) } : undefined;
  const [state, setState] = useState<ContentState<T>>(() => {
    if (rendered) return { status: 'ready', data: rendered.data };
    return now !== undefined ? { status: 'ready', data: now } : { status: 'loading' };
  });
  const loaded = state.status === 'ready';

  useEffect(() => {
    if (loaded) return undefined;
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
  }, [load, what, loaded]);

  return state;
}
