import type { ServiceRequest } from '../domain/intakeCodes';

interface PostOptions {
  idempotencyKey: string;
  /** Bearer token of a signed-in client (the full contact form sends it when present). */
  token?: string | null;
}

/** POST /api/services, same origin. Resolves with the response whatever its status; rejects only when nothing came back. */
export function postServiceRequest(body: ServiceRequest, { idempotencyKey, token }: PostOptions): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch('/api/services', { method: 'POST', headers, body: JSON.stringify(body) });
}

/** The server's `message` field, when the answer carries one. */
export async function readServerMessage(response: Response): Promise<string | null> {
  try {
    const payload: unknown = await response.json();
    if (payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string' && payload.message) {
      return payload.message;
    }
  } catch {
    // not JSON
  }
  return null;
}
