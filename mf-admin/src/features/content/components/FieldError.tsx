import { useEffect, useRef } from 'react';
import styles from '../../../shared/page.module.scss';

/** A field's error, tied to it by `aria-describedby`. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  );
}

/** When the server refuses fields, focus moves to the first field marked invalid in the form. */
export function useFirstErrorFocus<E extends HTMLElement = HTMLFormElement>(errors: Readonly<Record<string, string>>) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return ref;
}
