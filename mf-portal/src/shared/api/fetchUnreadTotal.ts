import { apiRequest, isRecord, readAnswer } from '@frc/submission/apiRequest';

/** GET /api/cases: how many of the team's messages, over all the client's cases, the client has not read; null when unknown. */
export async function fetchUnreadTotal(token: string, signal?: AbortSignal): Promise<number | null> {
  try {
    const answer = await readAnswer(await apiRequest('/api/cases', { token, signal }));
    return answer.ok && isRecord(answer.payload) && typeof answer.payload.unreadTotal === 'number' ? answer.payload.unreadTotal : null;
  } catch {
    return null;
  }
}
