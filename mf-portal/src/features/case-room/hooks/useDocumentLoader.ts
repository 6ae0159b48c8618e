import { useCallback } from 'react';
import { useSession } from '@frc/session';
import type { LoadDocument } from '@frc/ui/DocumentPreview';
import { useEndSession } from '../../../session/sessionExit';
import { downloadCaseDocument } from '../api/caseRoomApi';

/** Reads one of the case's files with the client's token, for its preview; a session that ended signs the page out. */
export function useDocumentLoader(caseRef: string, documentId: number): LoadDocument {
  const token = useSession((session) => session.token);
  const endSession = useEndSession();
  return useCallback(async () => {
    const outcome = await downloadCaseDocument(caseRef, documentId, token ?? '');
    if (outcome.ok) return outcome.file;
    if (outcome.status === 401) endSession('expired');
    throw new Error(outcome.message);
  }, [caseRef, documentId, token, endSession]);
}
