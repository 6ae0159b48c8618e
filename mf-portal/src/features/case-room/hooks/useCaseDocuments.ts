import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { CaseDocument } from '@frc/contracts/browser';
import { unreadMessagesChanged } from '../../../shared/unread/useUnreadTotal';
import { fetchCaseDocuments, markCaseDocumentsRead } from '../api/caseRoomApi';

/** A document from the team the client had not read when the list brought it. */
const unreadFromTeam = (document: CaseDocument) => document.uploadedBy === 'team' && !document.readByClient;

/**
 * The case's documents (null until read) through the portal's query cache, read again when the window gets the
 * focus back (the team may have sent one) and on `reload`, keeping the list shown meanwhile. `newIds` are the team's
 * documents that were unread when they arrived: they keep their mark while the client reads on. Once a read that
 * brought unread ones is shown, `POST …/documents/read` says so (reading the list marks nothing), and the menu's
 * count is read again; a failed mark is made by the next read that brings them.
 */
export function useCaseDocuments(
  ref: string,
  token: string | null,
): { documents: readonly CaseDocument[] | null; newIds: ReadonlySet<number>; reload: () => void } {
  const query = useQuery({
    queryKey: ['portal', 'case-documents', token, ref] as const,
    enabled: Boolean(token),
    queryFn: async ({ signal }) => {
      const documents = await fetchCaseDocuments(ref, token!, signal);
      if (!documents) throw new Error('The documents could not be read.');
      return documents;
    },
    staleTime: 0,
  });
  const documents = query.data ?? null;

  const [arrivals, setArrivals] = useState<{ from: readonly CaseDocument[] | null; newIds: ReadonlySet<number> }>({ from: null, newIds: new Set() });
  if (documents && arrivals.from !== documents) {
    const arrived = documents.filter((document) => unreadFromTeam(document) && !arrivals.newIds.has(document.id)).map((document) => document.id);
    setArrivals({ from: documents, newIds: arrived.length > 0 ? new Set([...arrivals.newIds, ...arrived]) : arrivals.newIds });
  }

  useEffect(() => {
    // After each read that brought unread ones, once shown: so a mark that failed is made by the next such read.
    const upTo = documents?.filter(unreadFromTeam).reduce((newest, document) => Math.max(newest, document.id), 0) ?? 0;
    if (!token || upTo === 0) return undefined;
    const controller = new AbortController();
    markCaseDocumentsRead(ref, token, upTo, controller.signal).then(
      (response) => {
        if (response.ok) unreadMessagesChanged();
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [ref, token, documents]);

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  // The library reads again when the page is shown again; a return of the focus to the window counts too.
  useEffect(() => {
    window.addEventListener('focus', reload);
    return () => window.removeEventListener('focus', reload);
  }, [reload]);
  return { documents, newIds: arrivals.newIds, reload };
}
