import type { LoadDocument } from '@frc/ui/DocumentPreview';
import { useFileLoader } from '../../../shared/useFileLoader';
import { documentUrl } from '../caseRoomUrls';

/** Reads one of the case's files in the member's session, for its preview (the API audits it like a download). */
export function useDocumentLoader(caseRef: string, documentId: number): LoadDocument {
  return useFileLoader(documentUrl(caseRef, documentId));
}
