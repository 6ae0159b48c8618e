import { useEffect } from 'react';
import { notePageHead } from './pageHead';

/** Marks the robots tag a pre-rendered page arrived with (packages/site-runtime/prerender.mjs): it is that page's, not the site's. */
export const PAGE_ROBOTS_ATTRIBUTE = 'data-page-robots';

/** Asks search engines not to index the page while it is shown, and puts the site's robots tag back after. */
export function useRobotsNoIndex(): void {
  notePageHead((head) => {
    head.robots = 'noindex';
  });
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (existing?.hasAttribute(PAGE_ROBOTS_ATTRIBUTE)) {
      // The tag this very page arrived with: it leaves with the page.
      existing.content = 'noindex';
      return () => existing.remove();
    }
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
