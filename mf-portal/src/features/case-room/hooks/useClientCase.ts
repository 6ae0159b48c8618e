import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSession } from '@frc/session';
import { useEndSession } from '../../../session/sessionExit';
import { fetchClientCase, type ClientCaseOutcome } from '../api/caseRoomApi';

export type ClientCaseState = { kind: 'loading' } | Exclude<ClientCaseOutcome, { kind: 'expired' }>;

/**
 * The signed-in client's case `ref`; `reload` reads it again (a new status, a report), keeping the case shown
 * meanwhile, and so does the window getting the focus back. A token the API refuses ends the session.
 */
export function useClientCase(ref: string): { state: ClientCaseState; reload: () => void } {
  const token = useSession((session) => session.token);
  const endSession = useEndSession();
  const query = useQuery({
    queryKey: ['portal', 'case', token, ref] as const,
    enabled: Boolean(token),
    queryFn: ({ signal }): Promise<ClientCaseOutcome> => fetchClientCase(ref, token!, signal),
  });
  const outcome = query.data;
  const expired = outcome?.kind === 'expired';
  useEffect(() => {
    if (expired) endSession('expired');
  }, [expired, endSession]);

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const state: ClientCaseState = !outcome || outcome.kind === 'expired' ? { kind: 'loading' } : outcome;
  return { state, reload };
}
