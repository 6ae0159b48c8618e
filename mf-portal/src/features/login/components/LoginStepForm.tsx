import type { FormEvent, ReactNode } from 'react';
import { NeedsJavaScript } from '@frc/ui/NeedsJavaScript';
import { useHydrated } from '@frc/ui/useHydrated';
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
  // Until the page's script runs (a pre-rendered page, JavaScript off), the form cannot send: its button waits.
  const scripted = useHydrated();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!empty) onSubmit();
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-busy={busy}>
      <fieldset className={styles.fields} disabled={busy}>
        {children}
        <button type="submit" className={`button ${styles.submit}`} disabled={empty || !scripted}>
          {submitLabel}
        </button>
        <NeedsJavaScript action="sign you in" />
        {footer}
      </fieldset>
    </form>
  );
}
