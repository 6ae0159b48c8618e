import { HONEYPOT_FIELD } from '@frc/contracts/browser';
import { apiRequest } from '@frc/submission/apiRequest';
import type { AffiliateApplicationBody } from '../affiliateRules';

/**
 * POST /api/affiliate-applications. Resolves with the response whatever its status; rejects only when no answer
 * came back. `honeypot` is the hidden field only bots fill in.
 */
export function postAffiliateApplication(body: AffiliateApplicationBody, idempotencyKey: string, honeypot = ''): Promise<Response> {
  return apiRequest('/api/affiliate-applications', { json: honeypot ? { ...body, [HONEYPOT_FIELD]: honeypot } : body, idempotencyKey });
}
