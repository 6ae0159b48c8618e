import { ArrowUp } from 'lucide-react';
import { scrollBehavior } from '@frc/ui/prefersReducedMotion';
import { useScrolledPast } from './header/useScrolledPast';
import styles from './ScrollToTopButton.module.scss';

const SHOW_AFTER_PX = 400;

export function ScrollToTopButton() {
  const visible = useScrolledPast(SHOW_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label="Back to top"
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
    >
      <ArrowUp aria-hidden="true" size={22} />
    </button>
  );
}
