import { ArrowUp } from 'lucide-react';
import { scrollBehavior } from '@frc/ui/prefersReducedMotion';
import styles from './ScrollToTopButton.module.scss';

/**
 * At the end of the footer, in the page's flow: a floating button covered links and text at the bottom of the
 * screen (the privacy notice under a form, card text), on phones most of all.
 */
export function ScrollToTopButton() {
  return (
    <button type="button" className={styles.button} onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}>
      <ArrowUp aria-hidden="true" size={18} />
      Back to top
    </button>
  );
}
