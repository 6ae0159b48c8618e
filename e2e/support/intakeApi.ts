import { type APIRequestContext } from '@playwright/test';
import { expect } from './test';
import { codeMailedAfter, confirmationLinksFor } from './mailbox';

/** A case record as GET /api/services/by-email returns it (the fields the intake journeys check). */
export interface StoredCase {
  id: number | string;
  fname: string;
  lname: string;
  phone: string;
  email: string;
  subject: string;
  scam_type: string | null;
  transaction_type: string | null;
  scam_amount: string | null;
  scam_description: string | null;
}

/** Signs in as `email` the way a client does: one-time code by e-mail, read from the MailDev inbox. */
export async function signInByEmail(request: APIRequestContext, email: string): Promise<string> {
  const code = await codeMailedAfter(request, email, async () => {
    const sent = await request.post('/api/send-otp', { data: { email } });
    expect(sent.ok(), `send-otp answered ${sent.status()}`).toBe(true);
  });
  const verified = await request.post('/api/verify-otp', { data: { email, otp: code } });
  expect(verified.ok(), `verify-otp answered ${verified.status()}`).toBe(true);
  const { token } = (await verified.json()) as { token: string };
  return token;
}

/**
 * Confirms, as the address's owner would, every request sent in its name without signing in: the
 * token of each mailed link goes to the API, as the confirmation page sends it.
 */
export async function confirmRequestsFor(request: APIRequestContext, email: string, atLeast = 1): Promise<void> {
  for (const link of await confirmationLinksFor(request, email, atLeast)) {
    const token = new URL(link).searchParams.get('token');
    const confirmed = await request.post('/api/services/confirm', { data: { token } });
    expect(confirmed.ok(), `services/confirm answered ${confirmed.status()}`).toBe(true);
  }
}

/**
 * Every case the API holds for `email`, read back through the client's own endpoint, after its
 * owner confirmed the requests sent without signing in (`unconfirmed` of them are expected).
 */
export async function storedCasesFor(request: APIRequestContext, email: string, unconfirmed = 1): Promise<StoredCase[]> {
  if (unconfirmed > 0) await confirmRequestsFor(request, email, unconfirmed);
  const token = await signInByEmail(request, email);
  const answer = await request.get(`/api/services/by-email?email=${encodeURIComponent(email)}&page=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), `services/by-email answered ${answer.status()}`).toBe(true);
  const body = (await answer.json()) as { status: string; data: StoredCase[]; total: number };
  expect(body.status).toBe('success');
  expect(body.data).toHaveLength(body.total);
  return body.data;
}
