import { useState } from 'react';
import { useOtpSignIn } from '../hooks/useOtpSignIn';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';
import styles from './LoginForm.module.scss';

export function LoginForm() {
  const { step, busy, error, fieldRef, sendCode, verify, changeEmail } = useOtpSignIn();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const trimmedEmail = email.trim();

  return (
    <div className={styles.card}>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {step === 'email' ? (
        <EmailStep
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
    </div>
  );
}
