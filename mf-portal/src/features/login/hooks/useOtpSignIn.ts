import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sessionStore } from '@frc/session';
import { safeReturnPath } from '../../../session/returnPath';
import { fetchProfile, sendVerificationCode, verifyCode } from '../api/signInApi';

export type SignInStep = 'email' | 'code';

/** Sign-in by e-mailed one-time code: send a code, verify it, store the session, go back to where the client was. */
export function useOtpSignIn() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<SignInStep>('email');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The current step's input; it gets focus back whenever a step starts or a request fails.
  const fieldRef = useRef<HTMLInputElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) fieldRef.current?.focus();
  }, [focusRequest]);

  function settle(nextError: string | null, nextStep: SignInStep = step) {
    setBusy(false);
    setError(nextError);
    setStep(nextStep);
    setFocusRequest((count) => count + 1);
  }

  async function sendCode(email: string) {
    if (busy || !email) return;
    setBusy(true);
    setError(null);
    const sent = await sendVerificationCode(email);
    if (sent.ok) settle(null, 'code');
    else settle(sent.message);
  }

  async function verify(email: string, code: string) {
    if (busy || !email || !code) return;
    setBusy(true);
    setError(null);
    const verified = await verifyCode(email, code);
    if (!verified.ok) return settle(verified.message);

    const session = sessionStore.getState();
    session.setToken(verified.value);
    const profile = await fetchProfile(verified.value);
    if (!profile.ok) {
      session.signOut();
      return settle(profile.message);
    }
    session.setUser(profile.value);
    navigate(safeReturnPath(searchParams.get('next')), { replace: true });
  }

  function changeEmail() {
    settle(null, 'email');
  }

  return { step, busy, error, fieldRef, sendCode, verify, changeEmail };
}
