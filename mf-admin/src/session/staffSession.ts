import { createContext, useContext } from 'react';
import type { StaffMe, StaffRole } from '@frc/contracts/browser';
import type { StaffCallOptions, StaffResult } from '../shared/staffApi';

export type SessionEndReason = 'logout' | 'expired';

export type StaffSessionState =
  | { status: 'checking' }
  | { status: 'signed-out'; reason: SessionEndReason | null }
  | { status: 'signed-in'; me: StaffMe };

export interface StaffSession {
  state: StaffSessionState;
  /** A completed sign-in: the answer of sign-in/register or sign-in/passkey. */
  signedIn: (me: StaffMe) => void;
  /** Ends the session on the server, then here. */
  logout: () => Promise<void>;
  /**
   * A call of the staff API in this session: the CSRF token rides along on state-changing calls, and a 401
   * (the session ended on the server: idle, too old, deactivated) signs the page out at once.
   */
  call: <T>(url: string, options?: Omit<StaffCallOptions, 'csrfToken'>) => Promise<StaffResult<T>>;
  /**
   * The same call answering with the Response itself (rejecting when none came back), for the submission kit's
   * sends that read the answer themselves: a message under its Idempotency-Key, an upload with its progress.
   */
  request: (url: string, options?: Omit<StaffCallOptions, 'csrfToken'>) => Promise<Response>;
}

export const StaffSessionContext = createContext<StaffSession | null>(null);

export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession needs a StaffSessionProvider');
  return session;
}

/** The signed-in member; only pages below RequireStaff call it. */
export function useStaffMember(): StaffMe['staff'] {
  const { state } = useStaffSession();
  if (state.status !== 'signed-in') throw new Error('useStaffMember needs a signed-in member');
  return state.me.staff;
}

export function useHasRole(role: StaffRole): boolean {
  return useStaffMember().role === role;
}
