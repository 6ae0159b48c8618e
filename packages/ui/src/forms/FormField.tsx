import type { ReactNode } from 'react';
import styles from './FormField.module.scss';

/** What a field's control needs so its label, hint and error reach assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  id: string;
  label: string;
  /** Marks the label with an asterisk; the control itself carries `required`. */
  required?: boolean;
  /** Marks the label of a field that is not required with "(optional)", on forms that name them. */
  markOptional?: boolean;
  hint?: string;
  error?: string | null;
  /** Content placed before the control on the same line (the phone field's country code). */
  prefix?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/** One field of a form: label (with an asterisk when required), control, hint and error message. */
export function FormField({ id, label, required = false, markOptional = false, hint, error, prefix, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined });
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : (
          markOptional && <span className={styles.optional}> (optional)</span>
        )}
      </label>
      {prefix ? (
        <div className={styles.row}>
          {prefix}
          {control}
        </div>
      ) : (
        control
      )}
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
