import type { ReactNode } from 'react';
import styles from './FormField.module.scss';

/** Props every control of a field needs so its label, hint and error reach assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  /** Shown after the label; the control itself carries `required`. */
  required?: boolean;
  /** Content placed before the control on the same line (the phone field's country code). */
  prefix?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error message of one form field. */
export function FormField({ id, label, error, hint, required, prefix, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className={prefix ? styles.row : undefined}>
        {prefix}
        {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
