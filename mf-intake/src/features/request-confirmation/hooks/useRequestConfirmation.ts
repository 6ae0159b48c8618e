import { useCallback, useState } from 'react';
import { confirmRequest, type ConfirmationOutcome } from '../api/confirmRequest';

export type ConfirmationState = { kind: 'ready' } | { kind: 'confirming' } | ({ kind: 'done' } & ConfirmationOutcome);

/** Confirms the request behind `token` when the visitor says so (never on page load: mail scanners open links too). */
export function useRequestConfirmation(token: string) {
  const [state, setState] = useState<ConfirmationState>({ kind: 'ready' });
  const confirm = useCallback(async () => {
    setState({ kind: 'confirming' });
    setState({ kind: 'done', ...(await confirmRequest(token)) });
  }, [token]);
  return { state, confirm };
}
