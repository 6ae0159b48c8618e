import { createContext, useContext } from 'react';

/** Why a client leaves the client area: they asked to, the API no longer accepts their token, or they erased their data. */
export type SessionExitReason = 'logout' | 'expired' | 'erased';

/** Shown on /login when the client was signed out because the API refused the token. */
export const SESSION_ENDED_NOTICE = 'Your session has ended. Please sign in again.';
/** Why it ends, shown below the notice: the API's session lifetimes (api/src/sessions/sessions.ts). */
export const SESSION_LIFETIME_EXPLANATION =
  'For your security, you are signed out after 30 minutes without activity, 12 hours after you signed in, or when you sign out on this device.';

/** What /login receives as navigation state after a session ended. */
export interface LoginPageState {
  sessionEnded?: boolean;
  /** The client has just erased their data (the API revoked every session). */
  dataErased?: boolean;
}

export const SessionExitContext = createContext<((reason: SessionExitReason) => void) | null>(null);

/** Signs the client out and leaves the client area; only available inside <RequireSession>. */
export function useEndSession(): (reason: SessionExitReason) => void {
  const endSession = useContext(SessionExitContext);
  if (!endSession) throw new Error('useEndSession needs <RequireSession> above it');
  return endSession;
}
