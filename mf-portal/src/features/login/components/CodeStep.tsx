import { useId, type RefObject } from 'react';
import { SignInStepForm } from '@frc/ui/SignInStepForm';
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

  return (
    <SignInStepForm
      busy={busy}
      empty={!email || !code.trim()}
      submitLabel="Verify & Login"
      onSubmit={onSubmit}
      footer={
        <button type="button" className={styles.linkButton} onClick={onChangeEmail}>
          Change email
        </button>
      }
    >
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
    </SignInStepForm>
  );
}
