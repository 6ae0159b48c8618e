import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollBehavior } from '@frc/ui/prefersReducedMotion';

/** How long an anchor's target may take to appear: the remote that renders it may still be loading. */
export const ANCHOR_WAIT_MS = 5000;

function anchorTarget(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/**
 * Every change of path starts the new page at its top, scrolling smoothly. A link with an anchor
 * (`/about-us#contact-form`) scrolls to its target instead, as soon as the page has rendered it.
 */
export function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    const behavior = scrollBehavior();
    const scrollToAnchor = () => {
      const target = anchorTarget(hash);
      target?.scrollIntoView({ behavior, block: 'start' });
      return target !== null;
    };
    if (hash && scrollToAnchor()) return undefined;
    window.scrollTo({ top: 0, behavior });
    if (!hash) return undefined;

    const observer = new MutationObserver(() => {
      if (scrollToAnchor()) stopWaiting();
    });
    const timer = setTimeout(() => stopWaiting(), ANCHOR_WAIT_MS);
    function stopWaiting() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stopWaiting;
  }, [pathname, hash]);

  return null;
}
