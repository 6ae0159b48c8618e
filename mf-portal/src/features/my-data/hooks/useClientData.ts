import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@frc/session';
import { useEndSession } from '../../../session/sessionExit';
import { fetchClientData, type ClientDataOutcome } from '../api/clientDataApi';

export type ClientDataState = { kind: 'loading' } | Exclude<ClientDataOutcome, { kind: 'expired' }>;

/** What the site holds about the signed-in client; `reload` asks again. A token the API refuses ends the session. */
export function useClientData(): { state: ClientDataState; reload: () => void; token: string | null } {
  const token = useSession((session) => session.token);
  const endSession = useEndSession();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ token: string; attempt: number; outcome: Exclude<ClientDataOutcome, { kind: 'expired' }> } | null>(null);

  useEffect(() => {
    if (!token) return undefined;
    const controller = new AbortController();
    void fetchClientData(token, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.kind === 'expired') endSession('expired');
      else setSettled({ token, attempt, outcome });
    });
    return () => controller.abort();
  }, [token, attempt, endSession]);

  const reload = useCallback(() => setAttempt((current) => current + 1), []);
  const state: ClientDataState = settled && settled.token === token && settled.attempt === attempt ? settled.outcome : { kind: 'loading' };
  return { state, reload, token };
}
