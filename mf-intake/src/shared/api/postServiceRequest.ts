import { apiRequest } from '@frc/submission/apiRequest';
import type { ServiceRequest } from '../domain/intakeCodes';

interface PostOptions {
  idempotencyKey: string;
  /** Bearer token of a signed-in client (the full contact form sends it when present). */
  token?: string | null;
}

/** POST /api/services. Resolves with the response whatever its status; rejects only when nothing came back. */
export function postServiceRequest(body: ServiceRequest, { idempotencyKey, token }: PostOptions): Promise<Response> {
  return apiRequest('/api/services', { json: body, idempotencyKey, token });
}
