import { apiRequest } from '@frc/submission/apiRequest';
import { rememberSentRequest } from '@frc/submission/sentRequests';
import type { ServiceRequest } from '../domain/intakeCodes';

interface PostOptions {
  idempotencyKey: string;
  /** Bearer token of a signed-in client (the full contact form sends it when present). */
  token?: string | null;
}

/**
 * POST /api/services. Resolves with the response whatever its status; rejects only when nothing came back. A stored
 * request's key is remembered, so a sign-in from this browser confirms it (@frc/submission/sentRequests).
 */
export async function postServiceRequest(body: ServiceRequest, { idempotencyKey, token }: PostOptions): Promise<Response> {
  const response = await apiRequest('/api/services', { json: body, idempotencyKey, token });
  if (response.status === 201) rememberSentRequest(idempotencyKey);
  return response;
}
