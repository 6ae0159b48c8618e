import { useState } from 'react';
import { CodeStep, EmailStep, SignInCard } from '@frc/ui/SignInSteps';
import { useOtpSignIn } from '../hooks/useOtpSignIn';

export function LoginForm() {
  const { step, busy, error, fieldRef, sendCode, verify, changeEmail } = useOtpSignIn();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const trimmedEmail = email.trim();

  return (
    <SignInCard error={error}>
      {step === 'email' ? (
        <EmailStep
          label="Email address"
          hint="Use the address you gave us with your consultation request. We will e-mail you a one-time code."
          autoComplete="email"
          email={email}
          busy={busy}
          fieldRef={fieldRef}
          onEmailChange={setEmail}
          onSubmit={() => void sendCode(trimmedEmail)}
        />
      ) : (
        <CodeStep
          email={trimmedEmail}
          code={code}
          submitLabel="Verify & Login"
          busy={busy}
          fieldRef={fieldRef}
          onCodeChange={setCode}
          onChangeEmail={() => {
            setCode('');
            changeEmail();
          }}
          onSubmit={() => void verify(trimmedEmail, code.trim())}
        />
      )}
    </SignInCard>
  );
}
