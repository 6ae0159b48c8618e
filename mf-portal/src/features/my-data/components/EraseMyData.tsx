import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { OTP_LENGTH } from '@frc/contracts/browser';
import { FormStatus } from '@frc/ui/FormStatus';
import { useEndSession } from '../../../session/sessionExit';
import { eraseData, requestErasureCode } from '../api/clientDataApi';
import styles from './MyData.module.scss';

type Step =
  | { kind: 'closed' }
  | { kind: 'confirming' }
  | { kind: 'sending-code' }
  | { kind: 'code'; sentTo: string }
  | { kind: 'erasing'; sentTo: string };

/**
 * "Erase my data": a confirmation, then a fresh one-time code mailed to the address (a stolen token alone must
 * not erase anything), then the erasure; the client is then signed out, with a notice on the sign-in page.
 */
export function EraseMyData({ token, email }: { token: string; email: string }) {
  const endSession = useEndSession();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const codeId = useId();
  const problemId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step.kind === 'confirming') panelRef.current?.focus();
    if (step.kind === 'code') codeRef.current?.focus();
  }, [step.kind]);

  const sendCode = async () => {
    setProblem(null);
    setStep({ kind: 'sending-code' });
    const outcome = await requestErasureCode(token);
    if (!outcome.ok && outcome.expired) return endSession('expired');
    if (!outcome.ok) {
      setProblem(outcome.message);
      setStep({ kind: 'confirming' });
      return;
    }
    setCode('');
    setStep({ kind: 'code', sentTo: email });
  };

  const erase = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code.trim())) {
      setProblem(`Enter the ${OTP_LENGTH}-digit code from the e-mail.`);
      codeRef.current?.focus();
      return;
    }
    setProblem(null);
    setStep({ kind: 'erasing', sentTo: step.sentTo });
    const outcome = await eraseData(token, code.trim());
    if (outcome.ok) return endSession('erased');
    if (outcome.expired) return endSession('expired');
    setProblem(outcome.message);
    setStep({ kind: 'code', sentTo: step.sentTo });
  };

  // Changing one's mind closes the panel, at any step but while a request is on its way.
  const keepButton = (
    <button type="button" className={`button ${styles.secondary}`} onClick={() => setStep({ kind: 'closed' })} disabled={step.kind === 'sending-code' || step.kind === 'erasing'}>
      Keep my data
    </button>
  );

  if (step.kind === 'closed') {
    return (
      <button type="button" className={`button ${styles.danger}`} onClick={() => setStep({ kind: 'confirming' })}>
        Erase my data
      </button>
    );
  }

  return (
    <div ref={panelRef} tabIndex={-1} className={styles.erasePanel} role="group" aria-labelledby={`${codeId}-title`}>
      <h3 id={`${codeId}-title`}>Erase everything we hold about {email}?</h3>
      <p>
        Your requests and cases, whistleblowing reports and their files, affiliate applications, newsletter subscription and sessions are
        deleted for good, and you are signed out everywhere. Our team can no longer work on your cases. This cannot be undone. We keep only a
        record that an erasure took place, without your address.
      </p>
      {(step.kind === 'confirming' || step.kind === 'sending-code') && (
        <>
          <p>To make sure it is you, we e-mail you a one-time code first.</p>
          <div className={styles.actions}>
            <button type="button" className={`button ${styles.danger}`} onClick={() => void sendCode()} disabled={step.kind === 'sending-code'}>
              {step.kind === 'sending-code' ? 'Sending the code...' : 'Yes, e-mail me a code'}
            </button>
            {keepButton}
          </div>
        </>
      )}
      {(step.kind === 'code' || step.kind === 'erasing') && (
        <form onSubmit={(event) => void erase(event)} noValidate className={styles.codeForm}>
          <label htmlFor={codeId}>Code sent to {step.sentTo}</label>
          <input
            ref={codeRef}
            id={codeId}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            disabled={step.kind === 'erasing'}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
          />
          <div className={styles.actions}>
            <button type="submit" className={`button ${styles.danger}`} disabled={step.kind === 'erasing'}>
              {step.kind === 'erasing' ? 'Erasing...' : 'Erase everything'}
            </button>
            {keepButton}
          </div>
        </form>
      )}
      {problem && (
        <div id={problemId}>
          <FormStatus tone="error" title={problem} />
        </div>
      )}
    </div>
  );
}
