import type { ComponentProps } from 'react';
import styles from './SendButton.module.scss';

/**
 * A form's submit button that reads "Sending…" while a press made before hydration waits for the page's script
 * (the form is then marked `data-submit-pending`: useSendWhenReady). Disabled in the page's HTML, until hydrated.
 */
export function SendButton({ children, disabled, ...button }: Omit<ComponentProps<'button'>, 'type'> & { disabled: boolean }) {
  return (
    <button {...button} type="submit" disabled={disabled}>
      <span className={styles.label}>{children}</span>
      <span className={styles.sending} hidden>
        Sending…
      </span>
    </button>
  );
}
