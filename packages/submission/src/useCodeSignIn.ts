import { useEffect, useRef, useState } from 'react';

export type SignInOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** The steps every code sign-in has; a sign-in with more (the back office's passkey) names its own. */
export type CodeSignInStep<Extra extends string = never> = 'email' | 'code' | Extra;

export interface CodeSignInOptions<Verified> {
  /** Mails a one-time code to the address. */
  requestCode: (email: string) => Promise<SignInOutcome<unknown>>;
  /** Checks the code the person typed. */
  verifyCode: (email: string, code: string) => Promise<SignInOutcome<Verified>>;
}

/**
 * A sign-in by e-mailed one-time code, step by step: the current step, whether a request is under way, the error to
 * read out, and the control of the step that gets focus whenever a step starts or a request fails. `verify` hands a
 * right code's answer back; what follows it (a session, a passkey) is the caller's, which ends it with `settle`
 * (another step or an error) or `finish` (signed in).
 */
export function useCodeSignIn<Verified, Extra extends string = never, Field extends HTMLElement = HTMLInputElement>({
  requestCode,
  verifyCode,
}: CodeSignInOptions<Verified>) {
  type Step = CodeSignInStep<Extra>;
  const [step, setStep] = useState<Step>('email');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fieldRef = useRef<Field>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) fieldRef.current?.focus();
  }, [focusRequest]);

  /** Starts a request, unless one is under way (then false). */
  function begin(): boolean {
    if (busy) return false;
    setBusy(true);
    setError(null);
    return true;
  }

  function settle(nextError: string | null, nextStep: Step = step) {
    setBusy(false);
    setError(nextError);
    setStep(nextStep);
    setFocusRequest((count) => count + 1);
  }

  function finish() {
    setBusy(false);
  }

  async function sendCode(email: string) {
    if (!email || !begin()) return;
    const sent = await requestCode(email);
    if (sent.ok) settle(null, 'code');
    else settle(sent.message);
  }

  /** The answer to a right code, or null once a wrong one's error is shown. */
  async function verify(email: string, code: string): Promise<Verified | null> {
    if (!email || !code || !begin()) return null;
    const verified = await verifyCode(email, code);
    if (verified.ok) return verified.value;
    settle(verified.message);
    return null;
  }

  return { step, busy, error, fieldRef, begin, settle, finish, sendCode, verify };
}
