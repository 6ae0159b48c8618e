import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Every change of path starts the new page at its top; in-page anchors (#contact-form) scroll to their target. */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();

  useEffect(() => {
    if (window.location.hash) return;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [pathname]);

  return null;
}
