import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { API_PORT } from './apps';
import { codeMailedAfter, mailsTo, uniqueEmail } from './mailbox';
import { DATA_DIR } from './site';
import { expect, untilScripted } from './test';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The staff command's `add <email> "<name>" --role <role>`, as an operator runs it beside the running stack: the
 * script `npm run staff -w api` runs (api/package.json), started with node itself, which spares each of the forty
 * sign-ins of the suite npm's own start (a second on a busy machine).
 */
export async function addStaffFromCommandLine(email: string, name: string, role: 'admin' | 'case_manager' | 'editor'): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['api/scripts/staff.mjs', 'add', email, name, '--role', role, '--data-dir', DATA_DIR], {
    cwd: repositoryRoot,
    // The command asks the API of the stack it runs beside: this stack's, whatever its ports (FRC_PORT_OFFSET).
    env: { ...process.env, API_ORIGIN: process.env.API_ORIGIN ?? `http://127.0.0.1:${API_PORT}` },
    timeout: 60_000,
  });
  return stdout;
}

/** The newest sign-in link with an enrolment token mailed to `email` (an invitation, or a reset of the passkeys). */
export async function enrolmentLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const readLink = async () => {
    const links = (await mailsTo(request, email))
      .map((mail) => /https?:\/\/\S+\/admin\/login\?enrol=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0])
      .filter((link): link is string => link !== undefined);
    return links.at(-1) ?? null;
  };
  await expect.poll(readLink, { message: `an enrolment link mailed to ${email}`, timeout: 15_000 }).not.toBeNull();
  return (await readLink()) as string;
}

/**
 * Gives the browser context a platform authenticator that holds passkeys and verifies its user at once
 * (Chromium's virtual authenticator, through the DevTools Protocol), so passkey prompts answer by themselves.
 */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

/**
 * Signs a staff member in at /admin/login (or at the enrolment link it is given): e-mail, the mailed code, then
 * the passkey, created on the first sign-in from an enrolment link and used on every later one.
 */
export async function signInAsStaff(page: Page, request: APIRequestContext, email: string, enrolmentLink?: string): Promise<void> {
  await page.goto(enrolmentLink ?? '/admin/login');
  await untilScripted(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
  await page.getByLabel('Work e-mail address').fill(email);
  const code = await codeMailedAfter(request, email, async () => {
    await page.getByRole('button', { name: 'Send a code' }).click();
    await expect(page.getByText(`Verification code sent to ${email}`)).toBeVisible();
  });
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: enrolmentLink ? 'Create a passkey' : 'Use my passkey' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
}

/**
 * A new member of the team (made with the staff command), signed in on `page` with a passkey of its context:
 * for tests about the back office, not about signing in. Needs the local stack's command line.
 */
export async function startSignedInAsStaff(page: Page, request: APIRequestContext, name: string, role: 'admin' | 'case_manager' = 'admin'): Promise<string> {
  const email = uniqueEmail(role === 'admin' ? 'admin' : 'case-manager');
  await addStaffFromCommandLine(email, name, role);
  await addVirtualAuthenticator(page.context(), page);
  await signInAsStaff(page, request, email, await enrolmentLinkFor(request, email));
  return email;
}
