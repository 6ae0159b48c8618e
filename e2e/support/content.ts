import { deflateSync } from 'node:zlib';
import { type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { uniqueEmail } from './mailbox';
import { SITE } from './site';
import { addVirtualAuthenticator, enrolmentLinkFor, signInAsStaff, startSignedInAsStaff } from './staffSignIn';
import { expect } from './test';

/** How long a publish may take to reach the served HTML (issue: "within 10 seconds"). */
export const PUBLISH_BUDGET_MS = 10_000;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `width` × `height`: a photo-like gradient, as an editor's picture would be. */
export function gradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) rows.set([(x * 255) / width, (y * 255) / height, 160], row + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A page of the site as a client without JavaScript gets it (curl): its status, its HTML and where a redirect points. */
export async function fetchPlain(request: APIRequestContext, path: string): Promise<{ status: number; html: string; location: string | undefined }> {
  const answer = await request.get(path, { maxRedirects: 0 });
  return { status: answer.status(), html: await answer.text(), location: answer.headers().location };
}

/**
 * Waits until the served HTML of `path` satisfies `check`, at most the publish budget from `since`: the re-render
 * after a publish is part of what is measured.
 */
export async function untilServed(request: APIRequestContext, path: string, since: number, check: (page: { status: number; html: string; location: string | undefined }) => boolean) {
  await expect
    .poll(async () => check(await fetchPlain(request, path)), { message: `${path} as published`, timeout: Math.max(1, since + PUBLISH_BUDGET_MS - Date.now()), intervals: [250] })
    .toBe(true);
}

/** The back office's Content page, on the kind given. */
export async function openContentKind(page: Page, kindLabel: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Content' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content');
  await page.getByLabel('Kind').selectOption({ label: kindLabel });
}

/**
 * A member of the team at a computer of their own: a laptop in UTC unless `options` say otherwise (a phone's
 * viewport, the member's time zone).
 */
export async function memberAt(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: SITE, viewport: { width: 1280, height: 900 }, timezoneId: 'UTC', ...options });
  return context.newPage();
}

/** An admin invites an editor from the Users page; the editor signs in with the mailed code and a new passkey. */
export async function inviteEditor(browser: Browser, request: APIRequestContext, stamp: string, options: BrowserContextOptions = {}): Promise<{ page: Page; email: string }> {
  const admin = await memberAt(browser);
  await startSignedInAsStaff(admin, request, `Ada Content ${stamp}`, 'admin');
  const email = uniqueEmail('editor');
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
  await admin.getByLabel('Name').fill(`Eli Editor ${stamp}`);
  await admin.getByLabel('E-mail address').fill(email);
  await admin.getByLabel('Role', { exact: true }).selectOption({ label: 'Editor' });
  await admin.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  await admin.context().close();

  const editor = await memberAt(browser, options);
  await addVirtualAuthenticator(editor.context(), editor);
  await signInAsStaff(editor, request, email, await enrolmentLinkFor(request, email));
  return { page: editor, email };
}

/** Saves the item's draft and waits for the answer. */
export async function saveDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The draft is saved.' })).toBeVisible();
}

/** Publishes the saved draft now; answers the moment the back office confirmed it. */
export async function publishNow(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The item is published.' })).toBeVisible();
  return Date.now();
}

/** Gives a news item its drawn cover: the icon picked by sight from the picker, the colour by its swatch's name. */
export async function pickCover(page: Page, icon: string, colour: string): Promise<void> {
  await page.getByRole('button', { name: 'Add cover' }).click();
  await page.getByRole('button', { name: /^Icon / }).click();
  // Choosing closes the picker: its button then names the icon.
  await page.getByRole('group', { name: 'Choose the icon' }).getByRole('radio', { name: icon, exact: true }).click();
  await expect(page.getByRole('button', { name: `Icon ${icon}` })).toBeVisible();
  await page.getByRole('group', { name: 'Colour' }).getByRole('radio', { name: colour, exact: true }).check();
}
