import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { trapTabKey } from '@frc/ui/trapTabKey';
import styles from './ConfirmDialog.module.scss';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes/no question in a small modal; Escape and a click beside it answer Cancel. Render it only while asking.
 * Cancel returns focus to where it was; after a confirm the caller decides where focus goes.
 */
export function ConfirmDialog({ title, message, confirmLabel = 'Yes, close', cancelLabel = 'Cancel', onConfirm, onCancel }: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  const [returnFocusTo] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const confirmedRef = useRef(false);

  useEffect(() => {
    cancelRef.current?.focus();
    // On unmount, once the page behind is interactive again.
    return () => {
      if (!confirmedRef.current) returnFocusTo?.focus();
    };
  }, [returnFocusTo]);

  const confirm = () => {
    confirmedRef.current = true;
    onConfirm();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    trapTabKey(event, dialogRef.current);
  };

  return createPortal(
    <div className={styles.layer}>
      {/* A click beside the dialog means Cancel; keyboard users have Escape and the Cancel button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.backdrop} onClick={onCancel} />
      {/* Escape and the Tab trap belong to the dialog container (WAI-ARIA modal dialog pattern). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p id={messageId} className={styles.message}>
          {message}
        </p>
        <div className={styles.actions}>
          <button ref={cancelRef} type="button" className={`button ${styles.cancel}`} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className={`button ${styles.confirm}`} onClick={confirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
