import { expect, type APIRequestContext } from '@playwright/test';

const MAILDEV = 'http://127.0.0.1:1080';

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

interface MaildevMail {
  to: { address: string }[];
  text?: string;
  html?: string;
  date?: string;
}

/** An address no other test uses, so each journey counts only its own records. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function latestCodeFor(request: APIRequestContext, email: string): Promise<string | null> {
  const answer = await request.get(`${MAILDEV}/email`);
  if (!answer.ok()) return null;
  const mails = ((await answer.json()) as MaildevMail[]).filter((mail) =>
    mail.to.some((to) => to.address.toLowerCase() === email.toLowerCase()),
  );
  const last = mails[mails.length - 1];
  return last ? (/\b(\d{6})\b/.exec(last.text ?? last.html ?? '')?.[1] ?? null) : null;
}

/** Signs in as `email` the way a client does: one-time code by e-mail, read from the MailDev inbox. */
export async function signInByEmail(request: APIRequestContext, email: string): Promise<string> {
  const sent = await request.post('/api/send-otp', { data: { email } });
  expect(sent.ok(), `send-otp answered ${sent.status()}`).toBe(true);
  let code: string | null = null;
  await expect
    .poll(async () => (code = await latestCodeFor(request, email)), { message: `a sign-in code mailed to ${email}`, timeout: 15_000 })
    .not.toBeNull();
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
