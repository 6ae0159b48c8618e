import { use, useEffect, useState } from 'react';

export type ContentState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/** The attribute of the JSON block LoadedContent writes beside content it shows, so the browser starts from what the server showed. */
export const CONTENT_SNAPSHOT_ATTRIBUTE = 'data-content-snapshot';

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

/** The content the pre-rendered page showed for `what`, read from the block LoadedContent wrote; undefined otherwise. */
function snapshotOf<T>(what: string): T | undefined {
  const block = document.querySelector(`script[${CONTENT_SNAPSHOT_ATTRIBUTE}="${CSS.escape(what)}"]`);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as T;
  } catch {
    return undefined;
  }
}

/**
 * Loads content once for the page. On the server the render waits for it, so the pre-rendered HTML holds the
 * content; the browser then starts from that same content (LoadedContent's snapshot) instead of loading it
 * again. A failure is logged for us and reported as `failed`, so the page can show a gentle message instead
 * of an empty space.
 */
export function useContent<T>(load: () => Promise<T>, what: string): ContentState<T> {
  // `use` may be called conditionally: only the server waits for the content while rendering.
  const rendered = typeof window === 'undefined' ? { data: use(serverLoad(load, what)) } : undefined;
  const [state, setState] = useState<ContentState<T>>(() => {
    if (rendered) return { status: 'ready', data: rendered.data };
    const snapshot = snapshotOf<T>(what);
    return snapshot === undefined ? { status: 'loading' } : { status: 'ready', data: snapshot };
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
