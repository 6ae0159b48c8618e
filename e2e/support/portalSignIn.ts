import { expect, type APIRequestContext, type Page } from '@playwright/test';

const MAILDEV = 'http://127.0.0.1:1080';

interface MaildevMail {
  id: string;
  to: { address: string }[];
  subject?: string;
  text?: string;
  html?: string;
  date?: string;
}

/** An address no other test uses, so each test sees only its own cases and mails. */
export function freshEmail(prefix: string): string {
  return `portal-${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function mailsTo(request: APIRequestContext, email: string): Promise<MaildevMail[]> {
  const answer = await request.get(`${MAILDEV}/email`);
  if (!answer.ok()) return [];
  return ((await answer.json()) as MaildevMail[])
    .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === email.toLowerCase()))
    .sort((a, b) => Date.parse(a.date ?? '') - Date.parse(b.date ?? ''));
}

function sixDigitCode(mail: MaildevMail): string | null {
  for (const part of [mail.subject, mail.text, mail.html]) {
    const code = /\b(\d{6})\b/.exec(part ?? '')?.[1];
    if (code) return code;
  }
  return null;
}

/**
 * Presses 'Send a code' on /login (the e-mail already typed) and reads the code from the newest mail
 * that arrived for `email` after the press.
 */
export async function sendCodeAndReadIt(page: Page, request: APIRequestContext, email: string): Promise<string> {
  const seen = new Set((await mailsTo(request, email)).map((mail) => mail.id));
  await page.getByRole('button', { name: 'Send a code' }).click();
  await expect(page.getByText(`Verification code sent to ${email}`)).toBeVisible();
  const readNewestCode = async () => {
    const fresh = (await mailsTo(request, email)).filter((mail) => !seen.has(mail.id));
    const newest = fresh[fresh.length - 1];
    return newest ? sixDigitCode(newest) : null;
  };
  await expect.poll(readNewestCode, { message: `a sign-in code mailed to ${email}`, timeout: 15_000 }).not.toBeNull();
  const code = await readNewestCode();
  if (!code) throw new Error(`no sign-in code for ${email}`);
  return code;
}

/** Signs in at /login (or wherever the page already is on /login) the way a client does, with the mailed code. */
export async function signInAtLogin(page: Page, request: APIRequestContext, email: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/sign.?in|log.?in/i);
  await page.getByLabel('Email address').fill(email);
  const code = await sendCodeAndReadIt(page, request, email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\//);
}

/** A case stored straight through the API, as the lead form would send it. */
export async function createCase(request: APIRequestContext, email: string, index: number): Promise<void> {
  const answer = await request.post('http://127.0.0.1:3000/api/services', {
    data: {
      fname: 'Paging',
      lname: `Client ${index}`,
      phone: '+12025550100',
      email,
      subject: 'contact-form-submission',
      scam_type: 'stock',
      transaction_type: 'wire_transfer',
      scam_amount: String(1000 + index),
      scam_description: `Request number ${index}`,
    },
  });
  expect(answer.status(), `POST /api/services answered ${answer.status()}`).toBe(201);
}

/** The stored session, as the page keeps it in localStorage. */
export function storedSession(page: Page): Promise<{ token: string | null; user: string | null }> {
  return page.evaluate(() => ({ token: localStorage.getItem('authToken'), user: localStorage.getItem('user') }));
}
