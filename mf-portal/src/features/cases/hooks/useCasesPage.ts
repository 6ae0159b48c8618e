import { useEffect, useState } from 'react';
import { useSession } from '@frc/session';
import { useEndSession } from '../../../session/sessionExit';
import { fetchCasesPage, type CasesPageOutcome, type CasesPageResult } from '../api/fetchCasesPage';

export type CasesPageState =
  | { kind: 'loading' }
  /** No token, or no e-mail in the stored user: nothing to ask the API for. */
  | { kind: 'unauthenticated' }
  | { kind: 'failed' }
  /** `refreshing`: another page is on its way; the rows shown are still the previous page's. */
  | { kind: 'loaded'; result: CasesPageResult; refreshing: boolean };

interface Settled {
  token: string;
  email: string;
  page: number;
  outcome: Exclude<CasesPageOutcome, { kind: 'expired' }>;
}

/** One page of the signed-in client's cases. A token the API no longer accepts ends the session. */
export function useCasesPage(page: number): CasesPageState {
  const token = useSession((session) => session.token);
  const email = useSession((session) => {
    const stored = session.user?.email;
    return typeof stored === 'string' && stored.trim() ? stored.trim() : null;
  });
  const endSession = useEndSession();
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (!token || !email) return undefined;
    const controller = new AbortController();
    void fetchCasesPage({ email, page, token, signal: controller.signal }).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.kind === 'expired') endSession('expired');
      else setSettled({ token, email, page, outcome });
    });
    return () => controller.abort();
  }, [token, email, page, endSession]);

  if (!token || !email) return { kind: 'unauthenticated' };
  if (settled?.token === token && settled.email === email) {
    const { outcome } = settled;
    if (settled.page === page) return outcome.kind === 'loaded' ? { ...outcome, refreshing: false } : outcome;
    if (outcome.kind === 'loaded') return { ...outcome, refreshing: true };
  }
  return { kind: 'loading' };
}
