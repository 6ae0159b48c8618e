import { useId, type FormEvent, type RefObject } from 'react';
import styles from './LoginForm.module.scss';

interface CodeStepProps {
  /** The address the code was sent to. */
  email: string;
  code: string;
  busy: boolean;
  fieldRef: RefObject<HTMLInputElement | null>;
  onCodeChange: (code: string) => void;
  onChangeEmail: () => void;
  onSubmit: () => void;
}

export function CodeStep({ email, code, busy, fieldRef, onCodeChange, onChangeEmail, onSubmit }: CodeStepProps) {
  const inputId = useId();
  const sentId = useId();
  const empty = !email || !code.trim();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!empty) onSubmit();
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-busy={busy}>
      <fieldset className={styles.fields} disabled={busy}>
        <p id={sentId} className={styles.sent}>
          Verification code sent to <strong>{email}</strong>
        </p>
        <label htmlFor={inputId} className={styles.label}>
          Verification code
        </label>
        <input
          ref={fieldRef}
          id={inputId}
          className={styles.input}
          type="text"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          aria-describedby={sentId}
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
        />
        <button type="submit" className={`button ${styles.submit}`} disabled={empty}>
          Verify &amp; Login
        </button>
        <button type="button" className={styles.linkButton} onClick={onChangeEmail}>
          Change email
        </button>
      </fieldset>
    </form>
  );
}
