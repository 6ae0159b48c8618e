import type { CasesPageResponse, ServiceRecord } from '@frc/contracts/browser';
import { apiRequest, isRecord, readAnswer } from '@frc/submission/apiRequest';

/**
 * A case as the portal reads it. The list shows N/A for whatever is missing, so every field but the id is
 * read as optional text: a record the API shapes a little differently still shows instead of failing the page.
 */
export type ListedCase = { id: ServiceRecord['id'] | string; awaiting_confirmation?: boolean; case_unread?: number; case_unread_documents?: number } & {
  [Field in Exclude<keyof ServiceRecord, 'id' | 'awaiting_confirmation' | 'case_unread' | 'case_unread_documents'>]?: string | null;
};

export interface CasesPageResult {
  cases: ListedCase[];
  total: number;
  currentPage: number;
  lastPage: number;
}

export type CasesPageOutcome =
  | { kind: 'loaded'; result: CasesPageResult }
  /** The API no longer accepts the token (expired or revoked). */
  | { kind: 'expired' }
  | { kind: 'failed' };

interface CasesPageRequest {
  email: string;
  page: number;
  token: string;
  signal?: AbortSignal;
}

type ListedCasesPage = Omit<CasesPageResponse, 'data'> & { data: ListedCase[] };

function isCasesPage(payload: unknown): payload is ListedCasesPage {
  return (
    isRecord(payload) &&
    payload.status === 'success' &&
    Array.isArray(payload.data) &&
    payload.data.every((record) => isRecord(record) && (typeof record.id === 'number' || typeof record.id === 'string')) &&
    typeof payload.total === 'number' &&
    typeof payload.current_page === 'number' &&
    typeof payload.last_page === 'number'
  );
}

/** GET /api/services/by-email: one page of the signed-in client's cases. */
export async function fetchCasesPage({ email, page, token, signal }: CasesPageRequest): Promise<CasesPageOutcome> {
  try {
    const query = new URLSearchParams({ email, page: String(page) });
    const response = await apiRequest(`/api/services/by-email?${query.toString()}`, { token, signal });
    if (response.status === 401) return { kind: 'expired' };
    if (!response.ok) return { kind: 'failed' };
    const payload = (await readAnswer(response)).payload;
    if (!isCasesPage(payload)) return { kind: 'failed' };
    return {
      kind: 'loaded',
      result: {
        cases: payload.data,
        total: payload.total,
        currentPage: payload.current_page,
        lastPage: Math.max(1, payload.last_page),
      },
    };
  } catch {
    return { kind: 'failed' };
  }
}
