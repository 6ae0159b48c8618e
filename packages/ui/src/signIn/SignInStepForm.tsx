import type { FormEvent, ReactNode, Ref } from 'react';
import { NeedsJavaScript } from '../forms/NeedsJavaScript';
import { useHydrated } from '../useHydrated';
import styles from './SignInStepForm.module.scss';

export interface SignInStepFormProps {
  busy: boolean;
  /** Nothing typed yet: the submit button stays disabled and Enter sends nothing. */
  empty?: boolean;
  submitLabel: ReactNode;
  onSubmit: () => void;
  /** The step's label, hint and input, above the submit button. */
  children?: ReactNode;
  /** A secondary action below the submit button. */
  footer?: ReactNode;
  /** For a step whose only control is its button, so that button can take the focus. */
  submitRef?: Ref<HTMLButtonElement>;
}

/** One step of a sign-in (client portal, back office): its fields, locked while a request is under way, and its submit button. */
export function SignInStepForm({ busy, empty = false, submitLabel, onSubmit, children, footer, submitRef }: SignInStepFormProps) {
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
        <button ref={submitRef} type="submit" className={`button ${styles.submit}`} disabled={empty || !scripted}>
          {submitLabel}
        </button>
        <NeedsJavaScript action="sign you in" />
        {footer}
      </fieldset>
    </form>
  );
}
