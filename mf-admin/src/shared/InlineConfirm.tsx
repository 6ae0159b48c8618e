import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styles from './page.module.scss';

interface InlineConfirmProps {
  /** The group's name, read first: "Void Letter 3?". */
  label: string;
  /** What the action does, in a sentence or two. */
  children: ReactNode;
  confirmText: string;
  busy: boolean;
  /** Does the action; the confirmation closes once it has ended, done or refused. */
  onConfirm: () => Promise<unknown>;
  /** Closes the confirmation without acting. */
  onClose: () => void;
  /** The button that opened it: "Keep it" gives it the focus back. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * A confirmation that opens in place of the button that asked for it: its confirm button takes the focus, "Keep it"
 * closes it and gives the focus back to that button.
 */
export function InlineConfirm({ label, children, confirmText, busy, onConfirm, onClose, opener }: InlineConfirmProps) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmButton.current?.focus(), []);
  return (
    <div className={styles.confirm} role="group" aria-label={label}>
      <p>{children}</p>
      <div className={styles.actions}>
        <button
          ref={confirmButton}
          type="button"
          className={styles.small}
          disabled={busy}
          onClick={() => void onConfirm().then(onClose)}
        >
          {confirmText}
        </button>
        <button
          type="button"
          className={styles.small}
          onClick={() => {
            onClose();
            requestAnimationFrame(() => opener.current?.focus());
          }}
        >
          Keep it
        </button>
      </div>
    </div>
  );
}
