import { useState } from 'react';
import type { StaffVerifyResponse } from '@frc/contracts/browser';
import { useCodeSignIn, type CodeSignInStep } from '@frc/submission/useCodeSignIn';
import { useStaffSession } from '../../../session/staffSession';
import { finishPasskey, requestStaffCode, verifyStaffCode } from '../api/staffSignInApi';
import { runPasskeyCeremony } from './passkeyCeremony';

export type StaffSignInStep = CodeSignInStep<'passkey'>;

/**
 * The staff sign-in: an e-mailed code, then a passkey (created on the first sign-in from an invitation link,
 * used on every later one). A completed sign-in hands the member to the session; the guard takes it from there.
 */
export function useStaffSignIn(enrolment: string | null) {
  const { signedIn } = useStaffSession();
  const [ceremony, setCeremony] = useState<StaffVerifyResponse | null>(null);
  // The passkey step's control is its button, so the focused control is an input or a button.
  const signIn = useCodeSignIn<StaffVerifyResponse, 'passkey', HTMLInputElement & HTMLButtonElement>({
    requestCode: requestStaffCode,
    verifyCode: (email, code) => verifyStaffCode(email, code, enrolment),
  });
  const { step, busy, error, fieldRef: focusRef, begin, settle, finish, sendCode } = signIn;

  async function verify(email: string, code: string) {
    const verified = await signIn.verify(email, code);
    if (verified === null) return;
    setCeremony(verified);
    settle(null, 'passkey');
  }

  async function confirmWithPasskey() {
    if (!ceremony || !begin()) return;
    const prompt = await runPasskeyCeremony(ceremony);
    if (!prompt.ok) return settle(prompt.message);
    const finished = await finishPasskey(ceremony.step, prompt.response);
    if (!finished.ok) return settle(`${finished.message} Send a new code to try again.`, 'email');
    finish();
    signedIn(finished.value);
  }

  function startAgain() {
    setCeremony(null);
    settle(null, 'email');
  }

  return { step, busy, error, focusRef, registering: ceremony?.step === 'register', sendCode, verify, confirmWithPasskey, startAgain };
}
