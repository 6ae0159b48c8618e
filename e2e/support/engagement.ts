import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { staffApi } from './backOffice';
import { openContentKind, saveDraft } from './content';
import { signInByEmail } from './intakeApi';
import { codeMailedAfter, uniqueEmail } from './mailbox';
import { createCase } from './portalSignIn';
import { expect } from './test';

// The team's steps of an engagement letter (docs/engagement.md), as a member does them in the back office, and the
// client's steps through the API: a journey joins them with the case room's pages.

/** The merge fields a letter template may name, each in the letter written below. */
export const MERGE_FIELDS = ['{{clientName}}', '{{caseReference}}', '{{date}}', '{{feeTerms}}', '{{consultantName}}'];

/** An admin writes a letter template with every merge field in the content editor, and publishes it. */
export async function writeLetterTemplate(admin: Page, title: string, slug: string): Promise<void> {
  await openContentKind(admin, 'Letter template');
  await admin.getByRole('button', { name: 'New letter template' }).click();
  const form = admin.getByRole('form', { name: 'New letter template' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Slug').fill(slug);
  await form.getByRole('button', { name: 'Create the letter template' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(title);
  const body = admin.getByRole('textbox', { name: 'Letter' });
  // The merge fields are named beside the body.
  await expect(body).toHaveAccessibleDescription(/\{\{clientName\}\} \(the client’s name\)/);
  await body.click();
  await admin.keyboard.type('Dear {{clientName}},');
  await admin.keyboard.press('Enter');
  await admin.keyboard.type('This letter engages the firm on case {{caseReference}}, dated {{date}}. {{feeTerms}}');
  await admin.keyboard.press('Enter');
  await admin.keyboard.type('Your consultant: {{consultantName}}.');
  await saveDraft(admin);
  await admin.getByRole('button', { name: 'Publish now' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'The item is published.' })).toBeVisible();
}

/** The case's Engagement tab, loaded. */
export async function openEngagementTab(staff: Page, caseRef: string): Promise<void> {
  await staff.goto(`/admin/cases/${caseRef}/engagement`);
  await expect(staff.getByRole('heading', { name: 'Engagement', level: 2 })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Letters' })).toBeVisible();
  await expect(staff.getByText('Loading the letters…')).toHaveCount(0);
}

/** Sets the case's fee terms on its Engagement tab (a fixed fee, a success fee %, no fee before recovery). */
export async function setFeeTerms(staff: Page, terms: { fixedFee: string; successFeePercent: string }): Promise<void> {
  await staff.getByLabel(/^Fixed fee \(/).fill(terms.fixedFee);
  await staff.getByLabel('Success fee (% of what is recovered)').fill(terms.successFeePercent);
  await staff.getByRole('button', { name: 'Save the fee terms' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Fee terms saved.' })).toBeVisible();
  await expect(staff.getByText(/^The letter will state: “The firm's fees are /)).toBeVisible();
}

/** Chooses the template, reads the filled letter's first page, then sends it for signing. */
export async function previewAndSend(staff: Page, caseRef: string, templateTitle: string): Promise<void> {
  await staff.getByLabel('Letter template').selectOption({ label: templateTitle });
  const name = `${templateTitle} for ${caseRef}`;
  await staff.getByRole('button', { name: `Preview ${name}` }).click();
  await expect(staff.getByRole('region', { name: `Preview of ${name}` }).getByRole('img', { name: new RegExp(`^Page 1 of \\d+ of ${name}$`) })).toHaveAttribute('data-drawn', 'true');
  await staff.getByRole('button', { name: 'Close preview' }).click();
  await staff.getByRole('button', { name: 'Send for signing' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `${templateTitle} sent for signing.` })).toBeVisible();
}

/** The letter `id` of the case's list. */
export const letterItem = (staff: Page, title: string, id: number) => staff.getByRole('listitem', { name: `${title} (letter ${id})` });

/** Voids a waiting letter from its item, through the confirmation. */
export async function voidLetter(staff: Page, title: string, id: number): Promise<void> {
  const item = letterItem(staff, title, id);
  await item.getByRole('button', { name: `Void ${title} (letter ${id})` }).click();
  await item.getByRole('group', { name: `Void ${title} (letter ${id})?` }).getByRole('button', { name: 'Void the letter' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `${title} voided.` })).toBeVisible();
  await expect(item.getByRole('heading')).toContainText('Voided');
}

/** Resends a waiting letter from its item (the waiting one is voided). */
export async function resendLetter(staff: Page, title: string, id: number): Promise<void> {
  await letterItem(staff, title, id).getByRole('button', { name: `Resend ${title} (letter ${id})` }).click();
  await expect(staff.getByRole('status').filter({ hasText: `${title} sent again; the earlier one is voided.` })).toBeVisible();
}

/** The client's side through the API, with their bearer token. */
export function clientEngagement(request: APIRequestContext, token: string, caseRef: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const base = `/api/cases/${caseRef}/engagements`;
  const step = async (id: number, path: string, data: unknown = {}) => {
    const answer = await request.post(`${base}/${id}/${path}`, { headers, data });
    expect(answer.ok(), `${path} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
  };
  return {
    /** The case's letters, newest first. */
    letters: async (): Promise<{ id: number; title: string; state: string }[]> => {
      const answer = await request.get(base, { headers });
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { items: { id: number; title: string; state: string }[] }).items;
    },
    /** Opens, consents, asks for the code (read from the mailbox), then signs with `name`. */
    sign: async (id: number, email: string, name: string) => {
      await step(id, 'open');
      await step(id, 'consent');
      const code = await codeMailedAfter(request, email, () => step(id, 'code'));
      await step(id, 'sign', { code, name });
    },
  };
}

/** A client's case, opened by the admin signed in on `admin` and given to the case manager signed in on `manager`. */
export async function caseOfManager(request: APIRequestContext, admin: Page, manager: Page, index: number) {
  const email = uniqueEmail('engagement');
  const requestId = await createCase(request, email, index);
  const post = await staffApi(admin);
  const caseRef = (await post<{ caseRef: string }>(`/api/admin/inbox/request-${requestId}/case`, {})).caseRef;
  const managerId = ((await (await manager.request.get('/api/admin/me')).json()) as { staff: { id: number } }).staff.id;
  const { version } = ((await (await admin.request.get(`/api/admin/cases/${caseRef}`)).json()) as { case: { version: number } }).case;
  await post(`/api/admin/cases/${caseRef}`, { version, managerId });
  return { email, caseRef, token: await signInByEmail(request, email) };
}

/**
 * `openssl cms -verify` of a sealed PDF's PKCS#7 over its byte ranges (the seal's signature and digest; the firm's
 * certificate is self-signed on this stack, so its chain is not checked): whether openssl says it verifies.
 */
export function sealVerifiesWithOpenssl(pdf: Buffer): boolean {
  const ranges = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(pdf.toString('latin1'));
  expect(ranges, 'the sealed PDF names its byte ranges').not.toBeNull();
  const [start, firstLength, second, secondLength] = ranges!.slice(1).map(Number) as [number, number, number, number];
  // Between the two ranges: the signature as hexadecimal in angle brackets, padded with zeros.
  const hex = pdf.subarray(start + firstLength + 1, second - 1).toString('latin1').replace(/(?:00)*$/, '');
  const folder = mkdtempSync(path.join(tmpdir(), 'seal-'));
  try {
    writeFileSync(path.join(folder, 'seal.p7s'), Buffer.from(hex, 'hex'));
    writeFileSync(path.join(folder, 'ranges.bin'), Buffer.concat([pdf.subarray(start, start + firstLength), pdf.subarray(second, second + secondLength)]));
    const run = spawnSync('openssl', ['cms', '-verify', '-binary', '-inform', 'DER', '-in', 'seal.p7s', '-content', 'ranges.bin', '-noverify', '-out', '/dev/null'], { cwd: folder });
    return run.status === 0;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The text of a PDF's pages, page by page (poppler's pdftotext), with runs of white space made one space. */
export function pdfPages(pdf: Buffer): string[] {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .split('\f')
    .map((page) => page.replace(/\s+/g, ' ').trim())
    .filter((page) => page !== '');
}
