import { useId, type FormEvent, type RefObject } from 'react';
import styles from './LoginForm.module.scss';

interface EmailStepProps {
  email: string;
  busy: boolean;
  fieldRef: RefObject<HTMLInputElement | null>;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
}

export function EmailStep({ email, busy, fieldRef, onEmailChange, onSubmit }: EmailStepProps) {
  const inputId = useId();
  const hintId = useId();
  const empty = !email.trim();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!empty) onSubmit();
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-busy={busy}>
      <fieldset className={styles.fields} disabled={busy}>
        <label htmlFor={inputId} className={styles.label}>
          Email address
        </label>
        <p id={hintId} className={styles.hint}>
          Use the address you gave us with your consultation request. We will e-mail you a one-time code.
        </p>
        <input
          ref={fieldRef}
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          required
          aria-describedby={hintId}
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
        <button type="submit" className={`button ${styles.submit}`} disabled={empty}>
          Send a code
        </button>
      </fieldset>
    </form>
  );
}
