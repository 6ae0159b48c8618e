import { useEffect, useRef, useState } from 'react';
import type { StaffVerifyResponse } from '@frc/contracts/browser';
import { useStaffSession } from '../../../session/staffSession';
import { finishPasskey, requestStaffCode, verifyStaffCode } from '../api/staffSignInApi';
import { runPasskeyCeremony } from './passkeyCeremony';

export type StaffSignInStep = 'email' | 'code' | 'passkey';

/**
 * The staff sign-in: an e-mailed code, then a passkey (created on the first sign-in from an invitation link,
 * used on every later one). A completed sign-in hands the member to the session; the guard takes it from there.
 */
export function useStaffSignIn(enrolment: string | null) {
  const { signedIn } = useStaffSession();
  const [step, setStep] = useState<StaffSignInStep>('email');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ceremony, setCeremony] = useState<StaffVerifyResponse | null>(null);

  // The current step's control gets focus whenever a step starts or a request fails.
  const focusRef = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusRef.current?.focus();
  }, [focusRequest]);

  function settle(nextError: string | null, nextStep: StaffSignInStep = step) {
    setBusy(false);
    setError(nextError);
    setStep(nextStep);
    setFocusRequest((count) => count + 1);
  }

  async function sendCode(email: string) {
    if (busy || !email) return;
    setBusy(true);
    setError(null);
    const sent = await requestStaffCode(email);
    if (sent.ok) settle(null, 'code');
    else settle(sent.message);
  }

  async function verify(email: string, code: string) {
    if (busy || !email || !code) return;
    setBusy(true);
    setError(null);
    const verified = await verifyStaffCode(email, code, enrolment);
    if (!verified.ok) return settle(verified.message);
    setCeremony(verified.value);
    settle(null, 'passkey');
  }

  async function confirmWithPasskey() {
    if (busy || !ceremony) return;
    setBusy(true);
    setError(null);
    const prompt = await runPasskeyCeremony(ceremony);
    if (!prompt.ok) return settle(prompt.message);
    const finished = await finishPasskey(ceremony.step, prompt.response);
    if (!finished.ok) return settle(`${finished.message} Send a new code to try again.`, 'email');
    setBusy(false);
    signedIn(finished.value);
  }

  function startAgain() {
    setCeremony(null);
    settle(null, 'email');
  }

  return { step, busy, error, focusRef, registering: ceremony?.step === 'register', sendCode, verify, confirmWithPasskey, startAgain };
}
