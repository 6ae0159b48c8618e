import { useNavigate, useSearchParams } from 'react-router-dom';
import { sessionStore } from '@frc/session';
import { useCodeSignIn, type CodeSignInStep } from '@frc/submission/useCodeSignIn';
import { safeReturnPath } from '../../../session/returnPath';
import { fetchProfile, sendVerificationCode, verifyCode } from '../api/signInApi';

export type SignInStep = CodeSignInStep;

/** Sign-in by e-mailed one-time code: send a code, verify it, store the session, go back to where the client was. */
export function useOtpSignIn() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { step, busy, error, fieldRef, settle, sendCode, verify: verifyToken } = useCodeSignIn({
    requestCode: sendVerificationCode,
    verifyCode,
  });

  async function verify(email: string, code: string) {
    const token = await verifyToken(email, code);
    if (token === null) return;

    const session = sessionStore.getState();
    session.setToken(token);
    const profile = await fetchProfile(token);
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
