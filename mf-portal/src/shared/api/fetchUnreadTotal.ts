import { apiRequest, isRecord, readAnswer } from '@frc/submission/apiRequest';

/** What the client has not read over all their cases: the team's messages and documents (`total`), and of those the documents. */
export interface UnreadTotal {
  total: number;
  documents: number;
}

/** GET /api/cases: how many of the team's messages and documents, over all the client's cases, the client has not read; null when unknown. */
export async function fetchUnreadTotal(token: string, signal?: AbortSignal): Promise<UnreadTotal | null> {
  try {
    const answer = await readAnswer(await apiRequest('/api/cases', { token, signal }));
    if (!answer.ok || !isRecord(answer.payload) || typeof answer.payload.unreadTotal !== 'number') return null;
    const documents = answer.payload.unreadDocumentsTotal;
    return { total: answer.payload.unreadTotal, documents: typeof documents === 'number' ? documents : 0 };
  } catch {
    return null;
  }
}
