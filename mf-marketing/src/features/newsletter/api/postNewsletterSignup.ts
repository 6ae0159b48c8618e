import type { NewsletterSignup } from '@frc/contracts/browser';

/** POST /api/newsletter, same origin. Resolves with the response whatever its status; rejects only when nothing came back. */
export function postNewsletterSignup(body: NewsletterSignup): Promise<Response> {
  return fetch('/api/newsletter', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}
