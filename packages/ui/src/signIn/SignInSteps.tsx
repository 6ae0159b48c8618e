import { useId, type ReactNode, type RefObject } from 'react';
import { SignInStepForm } from './SignInStepForm';
import styles from './SignInSteps.module.scss';

/** The sign-in's box, the last request's error on top of it (read out at once). */
export function SignInCard({ error, children }: { error: string | null; children: ReactNode }) {
  return (
    <div className={styles.card}>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

export function ChangeEmailButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className={styles.linkButton} onClick={onClick}>
      Change email
    </button>
  );
}

interface EmailStepProps {
  label: string;
  hint: string;
  autoComplete: string;
  email: string;
  busy: boolean;
  fieldRef: RefObject<HTMLInputElement | null>;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
}

export function EmailStep({ label, hint, autoComplete, email, busy, fieldRef, onEmailChange, onSubmit }: EmailStepProps) {
  const inputId = useId();
  const hintId = useId();

  return (
    <SignInStepForm busy={busy} empty={!email.trim()} submitLabel="Send a code" onSubmit={onSubmit}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      <input
        ref={fieldRef}
        id={inputId}
        className={styles.input}
        type="email"
        name="email"
        autoComplete={autoComplete}
        required
        aria-describedby={hintId}
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
    </SignInStepForm>
  );
}

interface CodeStepProps {
  /** The address the code was sent to. */
  email: string;
  code: string;
  /** The code's length, where the input should stop at it. */
  maxLength?: number;
  submitLabel: string;
  busy: boolean;
  fieldRef: RefObject<HTMLInputElement | null>;
  onCodeChange: (code: string) => void;
  onChangeEmail: () => void;
  onSubmit: () => void;
}

export function CodeStep({ email, code, maxLength, submitLabel, busy, fieldRef, onCodeChange, onChangeEmail, onSubmit }: CodeStepProps) {
  const inputId = useId();
  const sentId = useId();

  return (
    <SignInStepForm
      busy={busy}
      empty={!email || !code.trim()}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
      footer={<ChangeEmailButton onClick={onChangeEmail} />}
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
        maxLength={maxLength}
        required
        aria-describedby={sentId}
        value={code}
        onChange={(event) => onCodeChange(event.target.value)}
      />
    </SignInStepForm>
  );
}
