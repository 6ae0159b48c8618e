import { useEffect } from 'react';
import { notePageHead } from './pageHead';

/** Asks search engines not to index the page while it is shown, and puts the page's robots tag back after. */
export function useRobotsNoIndex(): void {
  notePageHead((head) => {
    head.robots = 'noindex';
  });
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (existing) {
      const previous = existing.content;
      existing.content = 'noindex';
      return () => {
        existing.content = previous;
      };
    }
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex';
    document.head.append(tag);
    return () => tag.remove();
  }, []);
}
