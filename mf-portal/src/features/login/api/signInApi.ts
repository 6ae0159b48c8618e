import { INVALID_VERIFICATION_CODE, type ProfileResponse, type VerifyOtpResponse } from '@frc/contracts/browser';
import type { SessionUser } from '@frc/session';
import { apiRequest, isRecord, readAnswer } from '@frc/submission/apiRequest';
import { sentRequestKeys } from '@frc/submission/sentRequests';

export const SEND_CODE_FAILED = 'Failed to send verification code';
export const PROFILE_FAILED = 'You are verified, but we could not open your account. Please try again.';

export type ApiResult<T> = { ok: true; value: T } | { ok: false; message: string };

async function failure(response: Response, fallback: string): Promise<{ ok: false; message: string }> {
  return { ok: false, message: (await readAnswer(response)).message ?? fallback };
}

/** POST /api/send-otp: mails a one-time code to the address. */
export async function sendVerificationCode(email: string): Promise<ApiResult<null>> {
  try {
    const response = await apiRequest('/api/send-otp', { json: { email } });
    return response.ok ? { ok: true, value: null } : await failure(response, SEND_CODE_FAILED);
  } catch {
    return { ok: false, message: SEND_CODE_FAILED };
  }
}

/** POST /api/verify-otp: trades the code for a bearer token; the requests this browser sent go with it, to be confirmed. */
export async function verifyCode(email: string, otp: string): Promise<ApiResult<string>> {
  try {
    const sentRequests = sentRequestKeys();
    const response = await apiRequest('/api/verify-otp', { json: { email, otp, ...(sentRequests.length > 0 && { sentRequests }) } });
    if (!response.ok) return await failure(response, INVALID_VERIFICATION_CODE);
    const payload = (await readAnswer(response)).payload as Partial<VerifyOtpResponse> | null;
    return typeof payload?.token === 'string' && payload.token
      ? { ok: true, value: payload.token }
      : { ok: false, message: INVALID_VERIFICATION_CODE };
  } catch {
    return { ok: false, message: INVALID_VERIFICATION_CODE };
  }
}

/** GET /api/profile: the signed-in client's `user` record, as it is stored for the session. */
export async function fetchProfile(token: string): Promise<ApiResult<SessionUser>> {
  try {
    const response = await apiRequest('/api/profile', { token });
    if (!response.ok) return await failure(response, PROFILE_FAILED);
    const user: unknown = ((await readAnswer(response)).payload as Partial<ProfileResponse> | null)?.user;
    if (!isRecord(user)) return { ok: false, message: PROFILE_FAILED };
    const { id, email, name } = user;
    return {
      ok: true,
      value: {
        id: typeof id === 'string' || typeof id === 'number' ? id : undefined,
        email: typeof email === 'string' ? email : undefined,
        name: typeof name === 'string' ? name : undefined,
      },
    };
  } catch {
    return { ok: false, message: PROFILE_FAILED };
  }
}
