import { useCallback, useEffect, useState } from 'react';
import type { CaseDocument } from '@frc/contracts/browser';
import { fetchCaseDocuments } from '../api/caseRoomApi';

/**
 * The case's documents (null until read), read again when the window gets the focus back (the team may have sent
 * one) and on `reload`, keeping the list shown meanwhile.
 */
export function useCaseDocuments(ref: string, token: string | null): { documents: readonly CaseDocument[] | null; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<{ key: string; documents: readonly CaseDocument[] } | null>(null);
  const key = `${token} ${ref}`;

  useEffect(() => {
    if (!token) return undefined;
    const controller = new AbortController();
    void fetchCaseDocuments(ref, token, controller.signal).then((documents) => {
      if (!controller.signal.aborted && documents) setRead({ key: `${token} ${ref}`, documents });
    });
    return () => controller.abort();
  }, [ref, token, attempt]);

  const reload = useCallback(() => setAttempt((current) => current + 1), []);
  useEffect(() => {
    window.addEventListener('focus', reload);
    return () => window.removeEventListener('focus', reload);
  }, [reload]);
  return { documents: read?.key === key ? read.documents : null, reload };
}
