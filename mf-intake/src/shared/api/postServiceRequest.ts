import { IDEMPOTENCY_KEY_HEADER } from '@frc/contracts/browser';
import type { ServiceRequest } from '../domain/intakeCodes';

interface PostOptions {
  idempotencyKey: string;
  /** Bearer token of a signed-in client (the full contact form sends it when present). */
  token?: string | null;
}

/** POST /api/services, same origin. Resolves with the response whatever its status; rejects only when nothing came back. */
export function postServiceRequest(body: ServiceRequest, { idempotencyKey, token }: PostOptions): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch('/api/services', { method: 'POST', headers, body: JSON.stringify(body) });
}
