import type { FormEvent, ReactNode } from 'react';
import styles from './LoginForm.module.scss';

interface LoginStepFormProps {
  busy: boolean;
  /** Nothing typed yet: the submit button stays disabled and Enter sends nothing. */
  empty: boolean;
  submitLabel: string;
  onSubmit: () => void;
  /** The step's label, hint and input, above the submit button. */
  children: ReactNode;
  /** A secondary action below the submit button. */
  footer?: ReactNode;
}

/** One step of the sign-in: its fields, locked while a request is under way, and its submit button. */
export function LoginStepForm({ busy, empty, submitLabel, onSubmit, children, footer }: LoginStepFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!empty) onSubmit();
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-busy={busy}>
      <fieldset className={styles.fields} disabled={busy}>
        {children}
        <button type="submit" className={`button ${styles.submit}`} disabled={empty}>
          {submitLabel}
        </button>
        {footer}
      </fieldset>
    </form>
  );
}
