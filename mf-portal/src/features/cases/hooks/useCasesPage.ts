import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@frc/session';
import { useEndSession } from '../../../session/sessionExit';
import { fetchCasesPage, type CasesPageResult } from '../api/fetchCasesPage';

export type CasesPageState =
  | { kind: 'loading' }
  /** No token, or no e-mail in the stored user: nothing to ask the API for. */
  | { kind: 'unauthenticated' }
  | { kind: 'failed' }
  /** `refreshing`: another page is on its way; the rows shown are still the previous page's. */
  | { kind: 'loaded'; result: CasesPageResult; refreshing: boolean };

/**
 * One page of the signed-in client's cases, read again when the window gets the focus back; while another page
 * loads, the previous one stays shown (of the same client). A token the API no longer accepts ends the session.
 */
export function useCasesPage(page: number): CasesPageState {
  const token = useSession((session) => session.token);
  const email = useSession((session) => {
    const stored = session.user?.email;
    return typeof stored === 'string' && stored.trim() ? stored.trim() : null;
  });
  const endSession = useEndSession();
  const query = useQuery({
    queryKey: ['portal', 'cases', token, email, page] as const,
    enabled: Boolean(token && email),
    queryFn: ({ signal }) => fetchCasesPage({ email: email!, page, token: token!, signal }),
    // Another page of the same client's cases keeps the one shown until it comes.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === token && previousQuery.queryKey[3] === email ? previous : undefined),
  });
  const outcome = query.data;
  const expired = outcome?.kind === 'expired';
  useEffect(() => {
    if (expired) endSession('expired');
  }, [expired, endSession]);

  if (!token || !email) return { kind: 'unauthenticated' };
  if (!outcome || outcome.kind === 'expired') return { kind: 'loading' };
  if (query.isPlaceholderData) return outcome.kind === 'loaded' ? { ...outcome, refreshing: true } : { kind: 'loading' };
  return outcome.kind === 'loaded' ? { ...outcome, refreshing: false } : outcome;
}
