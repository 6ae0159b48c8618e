import { HONEYPOT_FIELD, IDEMPOTENCY_KEY_HEADER } from '@frc/contracts/browser';
import type { AffiliateApplicationBody } from '../affiliateRules';

export interface ServerRefusal {
  message: string | null;
  /** Messages per field, when the server named the fields it refused. */
  fieldErrors: Record<string, string>;
}

/**
 * POST /api/affiliate-applications, same origin. Resolves with the response whatever its status;
 * rejects only when no answer came back. `honeypot` is the hidden field only bots fill in.
 */
export function postAffiliateApplication(body: AffiliateApplicationBody, idempotencyKey: string, honeypot = ''): Promise<Response> {
  const payload = honeypot ? { ...body, [HONEYPOT_FIELD]: honeypot } : body;
  return fetch('/api/affiliate-applications', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    body: JSON.stringify(payload),
  });
}

/** The server's `{ message, errors }` answer, read defensively: any part may be missing or not JSON at all. */
export async function readServerRefusal(response: Response): Promise<ServerRefusal> {
  const refusal: ServerRefusal = { message: null, fieldErrors: {} };
  try {
    const payload: unknown = await response.json();
    if (!payload || typeof payload !== 'object') return refusal;
    if ('message' in payload && typeof payload.message === 'string' && payload.message) refusal.message = payload.message;
    if ('errors' in payload && Array.isArray(payload.errors)) {
      for (const error of payload.errors as unknown[]) {
        if (error && typeof error === 'object' && 'field' in error && 'message' in error && typeof error.field === 'string' && typeof error.message === 'string') {
          refusal.fieldErrors[error.field] ??= error.message;
        }
      }
    }
  } catch {
    // not JSON: the generic message applies
  }
  return refusal;
}
