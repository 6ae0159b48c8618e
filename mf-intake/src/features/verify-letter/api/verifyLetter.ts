import { ENGAGEMENT_VERIFY_PATH, type EngagementVerifyResponse } from '@frc/contracts/browser';
import { apiRequest, isRecord, readAnswer } from '@frc/submission/apiRequest';

const UNREACHABLE = 'We could not reach our server. Please check your connection and try again.';
const FAILED = 'Our server could not check this file just now. Please try again.';

export type VerifyOutcome = { ok: true; check: EngagementVerifyResponse } | { ok: false; message: string };

/** POST the file's bytes as a PDF to the public check of a sealed letter. */
export async function verifyLetter(file: Blob): Promise<VerifyOutcome> {
  try {
    const answer = await readAnswer(await apiRequest(ENGAGEMENT_VERIFY_PATH, { file: new Blob([file], { type: 'application/pdf' }) }));
    if (answer.ok && isRecord(answer.payload) && typeof answer.payload.intact === 'boolean') return { ok: true, check: answer.payload as unknown as EngagementVerifyResponse };
    return { ok: false, message: answer.message ?? FAILED };
  } catch {
    return { ok: false, message: UNREACHABLE };
  }
}
