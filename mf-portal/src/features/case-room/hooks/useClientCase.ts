import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@frc/session';
import { useEndSession } from '../../../session/sessionExit';
import { fetchClientCase, type ClientCaseOutcome } from '../api/caseRoomApi';

export type ClientCaseState = { kind: 'loading' } | Exclude<ClientCaseOutcome, { kind: 'expired' }>;

interface Settled {
  key: string;
  outcome: Exclude<ClientCaseOutcome, { kind: 'expired' }>;
}

/**
 * The signed-in client's case `ref`; `reload` reads it again (a new status, a report), keeping the case shown
 * meanwhile. A token the API refuses ends the session.
 */
export function useClientCase(ref: string): { state: ClientCaseState; reload: () => void } {
  const token = useSession((session) => session.token);
  const endSession = useEndSession();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (!token) return undefined;
    const controller = new AbortController();
    void fetchClientCase(ref, token, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.kind === 'expired') endSession('expired');
      else setSettled({ key: `${token} ${ref}`, outcome });
    });
    return () => controller.abort();
  }, [token, ref, attempt, endSession]);

  const reload = useCallback(() => setAttempt((current) => current + 1), []);
  const state = settled && settled.key === `${token} ${ref}` ? settled.outcome : { kind: 'loading' as const };
  return { state, reload };
}
