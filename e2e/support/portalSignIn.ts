import { type APIRequestContext, type Page } from '@playwright/test';
import { expect } from './test';
import { signInByEmail } from './intakeApi';
import { codeMailedAfter } from './mailbox';

/**
 * Presses 'Send a code' on /login (the e-mail already typed) and reads the code from the newest mail
 * that arrived for `email` after the press.
 */
export async function sendCodeAndReadIt(page: Page, request: APIRequestContext, email: string): Promise<string> {
  return codeMailedAfter(request, email, async () => {
    await page.getByRole('button', { name: 'Send a code' }).click();
    await expect(page.getByText(`Verification code sent to ${email}`)).toBeVisible();
  });
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

/** Tokens of the clients `createCase` signed in, so each address signs in once. */
const clientTokens = new Map<string, string>();

/**
 * A case stored straight through the API, as the lead form of a signed-in client would send it:
 * it is the client's own, so it shows whole in their portal at once.
 */
/** Files a request as the signed-in client of `email` (confirmed, so the portal shows all of it); resolves with its reference. */
export async function createCase(request: APIRequestContext, email: string, index: number): Promise<number> {
  let token = clientTokens.get(email);
  if (!token) {
    token = await signInByEmail(request, email);
    clientTokens.set(email, token);
  }
  const answer = await request.post('/api/services', {
    headers: { Authorization: `Bearer ${token}` },
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
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

/** The stored session, as the page keeps it in localStorage. */
export function storedSession(page: Page): Promise<{ token: string | null; user: string | null }> {
  return page.evaluate(() => ({ token: localStorage.getItem('authToken'), user: localStorage.getItem('user') }));
}

/**
 * Signs `email` in through the API (code by mail) and hands the page the session the login page would store,
 * before any page of the site loads: for tests about the client area, not about signing in.
 */
export async function startSignedIn(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const token = await signInByEmail(request, email);
  const profile = await request.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(profile.ok(), `profile answered ${profile.status()}`).toBe(true);
  const { user } = (await profile.json()) as { user: unknown };
  await page.addInitScript(
    ([storedToken, storedUser]) => {
      if (localStorage.getItem('authToken') !== null) return;
      localStorage.setItem('authToken', storedToken);
      localStorage.setItem('user', storedUser);
    },
    [token, JSON.stringify(user)] as const,
  );
}
