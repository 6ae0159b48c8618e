import { staffApiUrl } from '../../shared/staffApi';

/** `/api/admin/cases/C-12/<below>`, with the query's non-empty parameters. */
export function caseRoomUrl(ref: string, below: string, query: Record<string, string | number | undefined> = {}): string {
  return staffApiUrl(`cases/${encodeURIComponent(ref)}/${below}`, query);
}

/** A document's bytes: a plain link does, as the session rides in its cookie. */
export function documentUrl(ref: string, documentId: number): string {
  return caseRoomUrl(ref, `documents/${documentId}`);
}
