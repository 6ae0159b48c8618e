import { expect, type APIRequestContext } from '@playwright/test';
import { codeMailedAfter } from './mailbox';

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

/** Every case the API holds for `email`, read back through the client's own endpoint. */
export async function storedCasesFor(request: APIRequestContext, email: string): Promise<StoredCase[]> {
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
