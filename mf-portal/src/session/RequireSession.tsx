import { useCallback, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { sessionStore, useSession } from '@frc/session';
import { postLogout } from '../shared/api/postLogout';
import { loginPathFor } from './returnPath';
import { SessionExitContext, type LoginPageState, type SessionExitReason } from './sessionExit';

/**
 * The client area's guard: without a stored user the visitor goes to /login and comes back here after sign-in.
 * It is also the one place that leaves the area when the session ends, so a Logout or an expired token
 * never races the guard's own redirect.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useSession((session) => session.user !== null);
  const { pathname, search, hash } = useLocation();
  const [exitReason, setExitReason] = useState<SessionExitReason | null>(null);

  const endSession = useCallback((reason: SessionExitReason) => {
    const { token, signOut } = sessionStore.getState();
    setExitReason(reason);
    signOut();
    if (reason === 'logout' && token) postLogout(token);
  }, []);

  if (!signedIn) {
    if (exitReason === 'logout') return <Navigate to="/login" replace />;
    if (exitReason === 'erased') return <Navigate to="/login" replace state={{ dataErased: true } satisfies LoginPageState} />;
    const state: LoginPageState | undefined = exitReason === 'expired' ? { sessionEnded: true } : undefined;
    return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace state={state} />;
  }
  return <SessionExitContext value={endSession}>{children}</SessionExitContext>;
}
