import type { ComponentProps } from 'react';
import styles from './SendButton.module.scss';

/**
 * A form's submit button that reads "Sending…" (or `pendingLabel`: a search reads "Searching…") while a press made
 * before hydration waits for the page's script (the form is then marked `data-submit-pending`: useSendWhenReady).
 * Disabled in the page's HTML, until hydrated.
 */
export function SendButton({
  children,
  disabled,
  pendingLabel = 'Sending…',
  ...button
}: Omit<ComponentProps<'button'>, 'type'> & { disabled: boolean; pendingLabel?: string }) {
  return (
    <button {...button} type="submit" disabled={disabled}>
      <span className={styles.label}>{children}</span>
      <span className={styles.sending} hidden>
        {pendingLabel}
      </span>
    </button>
  );
}
