import type { StaffMe, StaffVerifyResponse } from '@frc/contracts/browser';
import { staffApiUrl, staffCall, type StaffResult } from '../../../shared/staffApi';

/** POST sign-in/code: mails a one-time code (the same answer whether or not the address is a member's). */
export function requestStaffCode(email: string): Promise<StaffResult<unknown>> {
  return staffCall(staffApiUrl('sign-in/code'), { json: { email } });
}

/** POST sign-in/verify: the code checked, the passkey ceremony to run next (register one, or use one). */
export function verifyStaffCode(email: string, code: string, enrolment: string | null): Promise<StaffResult<StaffVerifyResponse>> {
  return staffCall(staffApiUrl('sign-in/verify'), { json: { email, code, ...(enrolment ? { enrolment } : {}) } });
}

/** POST sign-in/register or sign-in/passkey: the browser's answer to the ceremony; the session cookie comes back. */
export function finishPasskey(step: StaffVerifyResponse['step'], response: unknown): Promise<StaffResult<StaffMe>> {
  return staffCall(staffApiUrl(step === 'register' ? 'sign-in/register' : 'sign-in/passkey'), { json: { response } });
}
