import { CONFIRM_REQUEST_API_PATH, CONFIRMATION_LINK_INVALID } from '@frc/contracts/browser';
import { apiRequest, readAnswer } from '@frc/submission/apiRequest';

export type ConfirmationOutcome = { confirmed: true; message: string } | { confirmed: false; message: string };

export const CONFIRMATION_FAILED = 'We could not confirm your request just now. Please check your connection and try again.';

/** POST /api/services/confirm with the token from the mailed link. */
export async function confirmRequest(token: string): Promise<ConfirmationOutcome> {
  let response: Response;
  try {
    response = await apiRequest(CONFIRM_REQUEST_API_PATH, { json: { token } });
  } catch {
    return { confirmed: false, message: CONFIRMATION_FAILED };
  }
  const { message } = await readAnswer(response);
  if (response.ok) return { confirmed: true, message: message ?? 'Thank you. Your request is confirmed.' };
  if (response.status === 404 || response.status === 422) return { confirmed: false, message: message ?? CONFIRMATION_LINK_INVALID };
  return { confirmed: false, message: message ?? CONFIRMATION_FAILED };
}
