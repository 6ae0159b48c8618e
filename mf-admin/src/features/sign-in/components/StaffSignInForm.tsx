import { useId, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { OTP_LENGTH } from '@frc/contracts/browser';
import { SignInStepForm } from '@frc/ui/SignInStepForm';
import { ChangeEmailButton, CodeStep, EmailStep, SignInCard } from '@frc/ui/SignInSteps';
import { useStaffSignIn } from '../hooks/useStaffSignIn';
import styles from './StaffSignInForm.module.scss';

/** E-mail, then the e-mailed code, then the passkey: each step on its own, the error read out at once. */
export function StaffSignInForm({ enrolment }: { enrolment: string | null }) {
  const { step, busy, error, focusRef, registering, sendCode, verify, confirmWithPasskey, startAgain } = useStaffSignIn(enrolment);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const trimmedEmail = email.trim();
  const passkeyTextId = useId();

  function changeEmail() {
    setCode('');
    startAgain();
  }

  return (
    <SignInCard error={error}>
      {step === 'email' && (
        <EmailStep
          label="Work e-mail address"
          hint="We will e-mail you a one-time code. Then your passkey confirms it is you."
          autoComplete="username webauthn"
          email={email}
          busy={busy}
          fieldRef={focusRef}
          onEmailChange={setEmail}
          onSubmit={() => void sendCode(trimmedEmail)}
        />
      )}
      {step === 'code' && (
        <CodeStep
          email={trimmedEmail}
          code={code}
          maxLength={OTP_LENGTH}
          submitLabel="Continue"
          busy={busy}
          fieldRef={focusRef}
          onCodeChange={setCode}
          onChangeEmail={changeEmail}
          onSubmit={() => void verify(trimmedEmail, code.trim())}
        />
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
          footer={<ChangeEmailButton onClick={changeEmail} />}
        >
          <p id={passkeyTextId} className={styles.sent}>
            {registering
              ? 'Your code is right. Now create a passkey on this device: your browser will ask you to confirm with your screen lock, fingerprint or face. You will use it at every sign-in.'
              : 'Your code is right. Now confirm with your passkey: your browser will ask for your screen lock, fingerprint or face.'}
          </p>
        </SignInStepForm>
      )}
    </SignInCard>
  );
}
