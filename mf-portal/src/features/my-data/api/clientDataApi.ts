import { CLIENT_DATA_API_PATH, ERASE_DATA_API_PATH, ERASURE_CODE_API_PATH, type ClientData } from '@frc/contracts/browser';
import { apiRequest, isRecord, readAnswer } from '@frc/submission/apiRequest';

export type ClientDataOutcome = { kind: 'loaded'; data: ClientData } | { kind: 'expired' } | { kind: 'failed' };
/** `expired`: the API no longer accepts the token (it may have been erased from another device). */
export type ErasureStepOutcome = { ok: true; message: string } | { ok: false; expired: boolean; message: string };

const UNREACHABLE = 'We could not reach our server. Please check your connection and try again.';

function isClientData(payload: unknown): payload is ClientData {
  return (
    isRecord(payload) &&
    typeof payload.email === 'string' &&
    Array.isArray(payload.requests) &&
    Array.isArray(payload.whistleblowingReports) &&
    Array.isArray(payload.affiliateApplications) &&
    isRecord(payload.newsletter) &&
    Array.isArray(payload.sessions)
  );
}

/** GET /api/me/data: everything held about the signed-in client's address. */
export async function fetchClientData(token: string, signal?: AbortSignal): Promise<ClientDataOutcome> {
  try {
    const response = await apiRequest(CLIENT_DATA_API_PATH, { token, signal });
    if (response.status === 401) return { kind: 'expired' };
    const payload = (await readAnswer(response)).payload;
    return response.ok && isClientData(payload) ? { kind: 'loaded', data: payload } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

async function erasureStep(path: string, token: string, body: unknown, fallback: string): Promise<ErasureStepOutcome> {
  let response: Response;
  try {
    response = await apiRequest(path, { json: body, token });
  } catch {
    return { ok: false, expired: false, message: UNREACHABLE };
  }
  const { message } = await readAnswer(response);
  if (response.ok) return { ok: true, message: message ?? fallback };
  return { ok: false, expired: response.status === 401, message: message ?? 'Our server could not do it just now. Please try again.' };
}

/** POST /api/me/erasure-code: mails a fresh one-time code to the address. */
export function requestErasureCode(token: string): Promise<ErasureStepOutcome> {
  return erasureStep(ERASURE_CODE_API_PATH, token, {}, 'Verification code sent');
}

/** POST /api/me/erase with the mailed code. */
export function eraseData(token: string, code: string): Promise<ErasureStepOutcome> {
  return erasureStep(ERASE_DATA_API_PATH, token, { code }, 'Your data has been erased.');
}

/** The file "Download my data" saves: the same JSON, named by the day. */
export function downloadFileName(exportedAt: string): string {
  return `cleartrace-my-data-${exportedAt.slice(0, 10)}.json`;
}
