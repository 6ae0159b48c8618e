import { useId, type RefObject } from 'react';
import { SignInStepForm } from '@frc/ui/SignInStepForm';
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

  return (
    <SignInStepForm busy={busy} empty={!email.trim()} submitLabel="Send a code" onSubmit={onSubmit}>
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
    </SignInStepForm>
  );
}
