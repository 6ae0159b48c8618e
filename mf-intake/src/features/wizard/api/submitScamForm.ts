import { readServerMessage } from '@frc/contracts/browser';
import { postServiceRequest } from '../../../shared/api/postServiceRequest';
import type { ServiceRequest } from '../../../shared/domain/intakeCodes';

export type ScamFormResult = { success: true } | { success: false; error: string };

/** The wizard's 'submit scam form': POST /api/services; success means the server stored it (201). Rejects when nothing came back. */
export async function submitScamForm(body: ServiceRequest, idempotencyKey: string): Promise<ScamFormResult> {
  const response = await postServiceRequest(body, { idempotencyKey });
  if (response.status === 201) return { success: true };
  return { success: false, error: (await readServerMessage(response)) ?? 'Failed to submit form' };
}
