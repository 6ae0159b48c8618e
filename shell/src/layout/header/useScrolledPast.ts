import { useCallback, useSyncExternalStore } from 'react';

function subscribeToScroll(onScroll: () => void): () => void {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/** True once the page is scrolled more than `threshold` pixels (false on the server and while hydrating, then the real value). */
export function useScrolledPast(threshold: number): boolean {
  const scrolledPast = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribeToScroll, scrolledPast, () => false);
}
