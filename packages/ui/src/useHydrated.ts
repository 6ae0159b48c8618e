import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is rendered on the server and while the browser hydrates that HTML, true from the
 * render after (and at once for anything first rendered in the browser). What depends on the browser
 * (storage, the navigation's state, the session) shows only when this is true, so the first render in the
 * browser matches the server's HTML and the page updates right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
