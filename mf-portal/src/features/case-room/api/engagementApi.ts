import type { EngagementLetter } from '@frc/contracts/browser';
import { apiRequest, isRecord, readAnswer } from '@frc/submission/apiRequest';
import { CASE_UNREACHABLE, caseApiPath, downloadCaseFile, type DownloadOutcome } from './caseRoomApi';

const STEP_FAILED = 'Our server could not do this just now. Please try again.';

/** What a client may do to a waiting letter (docs/engagement.md). */
export type EngagementStep = 'open' | 'consent' | 'code' | 'sign' | 'decline';

export type EngagementOutcome =
  | { ok: true; letter: EngagementLetter | null; message: string | null }
  | { ok: false; status: number; message: string; retryAfterSeconds: number | null };


/** GET /api/cases/:ref/engagements: the case's letters, newest first; `expired` when the API refuses the token. */
export async function fetchEngagements(ref: string, token: string, signal?: AbortSignal): Promise<EngagementLetter[] | 'expired'> {
  const answer = await readAnswer(await apiRequest(caseApiPath(ref, '/engagements'), { token, signal }));
  if (answer.status === 401) return 'expired';
  if (answer.ok && isRecord(answer.payload) && Array.isArray(answer.payload.items)) return answer.payload.items as EngagementLetter[];
  throw new Error(answer.message ?? STEP_FAILED);
}

/**
 * POST …/engagements/:id/<step>: the letter as it now stands (the code's step answers a message only), or the API's
 * refusal in its words, with how long to wait when it says so.
 */
export async function engagementStep(ref: string, letterId: number, step: EngagementStep, token: string, json: unknown = {}): Promise<EngagementOutcome> {
  try {
    const response = await apiRequest(caseApiPath(ref, `/engagements/${letterId}/${step}`), { json, token });
    const answer = await readAnswer(response);
    if (!answer.ok) {
      const retryAfter = Number(response.headers.get('retry-after'));
      return { ok: false, status: answer.status, message: Object.values(answer.fieldErrors)[0] ?? answer.message ?? STEP_FAILED, retryAfterSeconds: retryAfter > 0 ? retryAfter : null };
    }
    const letter = isRecord(answer.payload) && isRecord(answer.payload.letter) ? (answer.payload.letter as unknown as EngagementLetter) : null;
    return { ok: true, letter, message: answer.message };
  } catch {
    return { ok: false, status: 0, message: CASE_UNREACHABLE, retryAfterSeconds: null };
  }
}

/** GET …/engagements/:id/pdf: the letter as sent, or sealed once signed. */
export function downloadEngagementPdf(ref: string, letterId: number, token: string): Promise<DownloadOutcome> {
  return downloadCaseFile(ref, `/engagements/${letterId}/pdf`, token);
}
