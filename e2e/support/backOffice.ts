import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, type APIResponse, type Browser, type Page } from '@playwright/test';
import { API_PORT, ROOT } from './apps';
import { addVirtualAuthenticator } from './staffSignIn';
import { DATA_DIR, SITE } from './site';
import { expect } from './test';

/** A browser context of its own (its own cookies and passkeys), as another person on another computer. */
export async function personAt(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SITE });
  const page = await context.newPage();
  await addVirtualAuthenticator(context, page);
  return page;
}

/** The inbox row of the request sent by `name`, once it is there (the page is read again until then). */
export async function inboxRowOf(page: Page, name: string) {
  const row = page.getByRole('table', { name: 'Inbox' }).getByRole('row').filter({ hasText: name });
  const listed = page.getByRole('status').filter({ hasText: /^\d+ items?, \d+ not opened yet$/ });
  await expect(async () => {
    await page.goto('/admin/inbox');
    // Read once the inbox has answered (however long the page takes), not after a fixed time.
    await expect(listed).toBeVisible({ timeout: 15_000 });
    await expect(row).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return row;
}

/** Opens a case from the inbox row of `name` and gives it to `manager`; returns the case's reference. */
export async function openCaseFor(page: Page, name: string, manager: string): Promise<string> {
  await (await inboxRowOf(page, name)).getByRole('link', { name }).click();
  // Its own page below 1366 px, the reading pane beside the list from there.
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Open a case' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Case C-\d+$/);
  const caseRef = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Case ', '');
  await page.getByLabel('Case manager').selectOption({ label: manager });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: manager })).toBeVisible();
  return caseRef;
}

/**
 * The back office's API as the signed-in staff page calls it: its cookie (the context's), CSRF token and origin; a
 * JSON body, or a file as multipart (a document the team sends is shared with the client unless `visibility` says not).
 * Answers the API's answer as it came, refusals included.
 */
export async function staffPost(staff: Page) {
  const me = await staff.request.get('/api/admin/me');
  expect(me.ok(), `admin/me answered ${me.status()}`).toBe(true);
  const { csrfToken } = (await me.json()) as { csrfToken: string };
  return (path: string, data: unknown, file?: { name: string; mimeType: string; buffer: Buffer }, visibility: 'client' | 'team' = 'client'): Promise<APIResponse> => {
    const body = file ? { multipart: { visibility, file } } : { data };
    return staff.request.post(path, { ...body, headers: { origin: SITE, 'x-csrf-token': csrfToken, 'idempotency-key': randomUUID() } });
  };
}

/** staffPost for calls that must succeed: answers the JSON body. */
export async function staffApi(staff: Page) {
  const post = await staffPost(staff);
  return async <Body>(path: string, data: unknown, file?: { name: string; mimeType: string; buffer: Buffer }, visibility: 'client' | 'team' = 'client'): Promise<Body> => {
    const answer = await post(path, data, file, visibility);
    expect(answer.ok(), `${path} answered ${answer.status()}`).toBe(true);
    return (await answer.json()) as Body;
  };
}

/**
 * Runs an operators' job of the local stack's API now (`/api/ops/reminders`…), with the stack's ops token, straight at the
 * API as an operator's command does (with `data` as its JSON body); answers its JSON.
 */
export async function runOpsJob(request: APIRequestContext, job: string, data?: Record<string, unknown>): Promise<Record<string, unknown>> {
  const token = (await readFile(path.join(ROOT, DATA_DIR, 'ops-token'), 'utf8')).trim();
  const answer = await request.post(`http://127.0.0.1:${API_PORT}/api/ops/${job}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(answer.status(), `POST /api/ops/${job} answered ${answer.status()}`).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}
