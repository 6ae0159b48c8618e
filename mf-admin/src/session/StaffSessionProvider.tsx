import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { StaffMe } from '@frc/contracts/browser';
import { apiRequest } from '@frc/submission/apiRequest';
import { createStaffQueryClient } from '../shared/staffQueries';
import { staffApiUrl, staffCall, type StaffCallOptions } from '../shared/staffApi';
import { forgetDrafts } from './keptDrafts';
import { StaffSessionContext, type StaffSession, type StaffSessionState } from './staffSession';

/** A call that changes something on the server (a body, or POST). */
function isChange(options: Omit<StaffCallOptions, 'csrfToken'>): boolean {
  return options.method === 'POST' || options.json !== undefined || options.form !== undefined;
}

/**
 * The staff session as the page knows it: only what GET /api/admin/me answers, kept in memory. The session
 * itself is an HttpOnly cookie the page cannot read; nothing of it goes to localStorage. The server state read in
 * the session lives in its query cache, emptied when the session ends.
 */
export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<StaffSessionState>({ status: 'checking' });
  const csrfToken = useRef<string | null>(null);
  const [queryClient] = useState(createStaffQueryClient);

  useEffect(() => {
    let current = true;
    void staffCall<StaffMe>(staffApiUrl('me')).then((answer) => {
      if (!current) return;
      if (answer.ok) {
        csrfToken.current = answer.value.csrfToken;
        setState({ status: 'signed-in', me: answer.value });
      } else setState({ status: 'signed-out', reason: null });
    });
    return () => {
      current = false;
    };
  }, []);

  const signedIn = useCallback((me: StaffMe) => {
    csrfToken.current = me.csrfToken;
    setState({ status: 'signed-in', me });
  }, []);

  const ended = useCallback((status: number) => {
    if (status !== 401) return;
    csrfToken.current = null;
    queryClient.clear();
    setState({ status: 'signed-out', reason: 'expired' });
  }, [queryClient]);

  /** After a change the member made, every read of the session is stale: each page reads afresh when it shows. */
  const changed = useCallback(
    (options: Omit<StaffCallOptions, 'csrfToken'>, ok: boolean) => {
      if (ok && isChange(options)) void queryClient.invalidateQueries({ queryKey: ['staff'], refetchType: 'none' });
    },
    [queryClient],
  );

  const call = useCallback(
    async <T,>(url: string, options: Omit<StaffCallOptions, 'csrfToken'> = {}) => {
      const answer = await staffCall<T>(url, { ...options, csrfToken: csrfToken.current });
      if (!answer.ok) ended(answer.status);
      changed(options, answer.ok);
      return answer;
    },
    [ended, changed],
  );

  const request = useCallback(
    async (url: string, options: Omit<StaffCallOptions, 'csrfToken'> = {}) => {
      const response = await apiRequest(url, { ...options, csrfToken: csrfToken.current });
      ended(response.status);
      changed(options, response.ok);
      return response;
    },
    [ended, changed],
  );

  const logout = useCallback(async () => {
    await staffCall(staffApiUrl('logout'), { method: 'POST', csrfToken: csrfToken.current });
    csrfToken.current = null;
    forgetDrafts();
    queryClient.clear();
    setState({ status: 'signed-out', reason: 'logout' });
  }, [queryClient]);

  const session = useMemo<StaffSession>(() => ({ state, signedIn, logout, call, request }), [state, signedIn, logout, call, request]);
  return (
    <QueryClientProvider client={queryClient}>
      <StaffSessionContext value={session}>{children}</StaffSessionContext>
    </QueryClientProvider>
  );
}
