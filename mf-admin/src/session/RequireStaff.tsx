import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { STAFF_LOGIN_PATH } from '@frc/contracts/browser';
import { staffLoginPathFor } from './loginPath';
import { useStaffSession } from './staffSession';
import { LoadingNotice } from '../shared/LoadingNotice';

export interface StaffLoginState {
  /** The server ended the session (idle, too old, or the member was deactivated). */
  sessionEnded?: boolean;
}

/** The back office's guard: nothing below it renders, and nothing is fetched, until the server knows the member. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { state } = useStaffSession();
  const { pathname, search } = useLocation();

  if (state.status === 'checking') return <LoadingNotice label="Checking your sign-in…" />;
  if (state.status === 'signed-out') {
    if (state.reason === 'logout') return <Navigate to={STAFF_LOGIN_PATH} replace />;
    const loginState: StaffLoginState | undefined = state.reason === 'expired' ? { sessionEnded: true } : undefined;
    return <Navigate to={staffLoginPathFor(`${pathname}${search}`)} replace state={loginState} />;
  }
  return children;
}
