import { useId, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { OTP_LENGTH } from '@frc/contracts/browser';
import { SignInStepForm } from '@frc/ui/SignInStepForm';
import { useStaffSignIn } from '../hooks/useStaffSignIn';
import styles from './StaffSignInForm.module.scss';

/** E-mail, then the e-mailed code, then the passkey: each step on its own, the error read out at once. */
export function StaffSignInForm({ enrolment }: { enrolment: string | null }) {
  const { step, busy, error, focusRef, registering, sendCode, verify, confirmWithPasskey, startAgain } = useStaffSignIn(enrolment);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const trimmedEmail = email.trim();
  const emailId = useId();
  const emailHintId = useId();
  const codeId = useId();
  const sentId = useId();
  const passkeyTextId = useId();

  const changeEmail = (
    <button
      type="button"
      className={styles.linkButton}
      onClick={() => {
        setCode('');
        startAgain();
      }}
    >
      Change email
    </button>
  );

  return (
    <div className={styles.card}>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {step === 'email' && (
        <SignInStepForm busy={busy} empty={!trimmedEmail} submitLabel="Send a code" onSubmit={() => void sendCode(trimmedEmail)}>
          <label htmlFor={emailId} className={styles.label}>
            Work e-mail address
          </label>
          <p id={emailHintId} className={styles.hint}>
            We will e-mail you a one-time code. Then your passkey confirms it is you.
          </p>
          <input
            ref={focusRef}
            id={emailId}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="username webauthn"
            required
            aria-describedby={emailHintId}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </SignInStepForm>
      )}
      {step === 'code' && (
        <SignInStepForm
          busy={busy}
          empty={!code.trim()}
          submitLabel="Continue"
          onSubmit={() => void verify(trimmedEmail, code.trim())}
          footer={changeEmail}
        >
          <p id={sentId} className={styles.sent}>
            Verification code sent to <strong>{trimmedEmail}</strong>
          </p>
          <label htmlFor={codeId} className={styles.label}>
            Verification code
          </label>
          <input
            ref={focusRef}
            id={codeId}
            className={styles.input}
            type="text"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            required
            aria-describedby={sentId}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </SignInStepForm>
      )}
      {step === 'passkey' && (
        <SignInStepForm
          busy={busy}
          submitRef={focusRef}
          submitLabel={
            <>
              <KeyRound aria-hidden="true" focusable="false" size={20} />
              {registering ? 'Create a passkey' : 'Use my passkey'}
            </>
          }
          onSubmit={() => void confirmWithPasskey()}
          footer={changeEmail}
        >
          <p id={passkeyTextId} className={styles.sent}>
            {registering
              ? 'Your code is right. Now create a passkey on this device: your browser will ask you to confirm with your screen lock, fingerprint or face. You will use it at every sign-in.'
              : 'Your code is right. Now confirm with your passkey: your browser will ask for your screen lock, fingerprint or face.'}
          </p>
        </SignInStepForm>
      )}
    </div>
  );
}
