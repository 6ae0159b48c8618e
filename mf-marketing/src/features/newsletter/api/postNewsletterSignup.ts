import type { NewsletterSignup } from '@frc/contracts/browser';
import { apiRequest } from '@frc/submission/apiRequest';

/** POST /api/newsletter. Resolves with the response whatever its status; rejects only when nothing came back. */
export function postNewsletterSignup(body: NewsletterSignup, idempotencyKey: string): Promise<Response> {
  return apiRequest('/api/newsletter', { json: body, idempotencyKey });
}
