import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page } from '@playwright/test';
import { codeMailedAfter, mailsTo } from './mailbox';
import { signInAtLogin } from './portalSignIn';
import { expect } from './test';

/** The client's steps with an engagement letter (docs/engagement.md), each as small as a person's step on the page. */

export const LETTER_WAITING_SUBJECT = 'An engagement letter from ClearTrace Recovery is waiting for you';

/** The case room's link in the mail that says a letter waits for `email`, once it came. */
export async function letterLinkMailedTo(request: APIRequestContext, email: string): Promise<string> {
  const readLink = async () => {
    const mail = (await mailsTo(request, email)).findLast((each) => each.subject === LETTER_WAITING_SUBJECT);
    return /https?:\/\/\S+\/dashboard\/cases\/C-\d+/.exec(mail?.text ?? '')?.[0] ?? null;
  };
  await expect.poll(readLink, { message: `the mail "${LETTER_WAITING_SUBJECT}" to ${email}`, timeout: 15_000 }).not.toBeNull();
  return (await readLink())!;
}

/** The section of the room that holds the letter waiting to be signed. */
export const waitingLetter = (page: Page) => page.getByRole('region', { name: 'Your engagement letter is ready to sign' });

/** Follows the mailed link signed out: the sign-in first, then back in the case room with the letter first. */
export async function openLetterFromMail(page: Page, request: APIRequestContext, email: string, caseRef: string): Promise<void> {
  const link = new URL(await letterLinkMailedTo(request, email));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/login/);
  await signInAtLogin(page, request, email);
  await expect(page).toHaveURL(new RegExp(`/dashboard/cases/${caseRef}$`));
  await expect(waitingLetter(page)).toBeVisible();
}

/** Reads the letter in the page: its first page drawn by pdf.js (which marks the letter opened). */
export async function readLetter(page: Page): Promise<void> {
  const letter = waitingLetter(page);
  await letter.getByRole('button', { name: /^Preview / }).click();
  await expect(letter.getByRole('img', { name: /^Page 1 of \d+ of / })).toHaveAttribute('data-drawn', 'true');
}

/** Agrees to sign electronically, after the disclosure. */
export async function consentToSign(page: Page): Promise<void> {
  const letter = waitingLetter(page);
  await letter.getByRole('button', { name: 'I agree to sign electronically' }).click();
  await expect(letter.getByText('You agreed to sign this letter electronically.')).toBeVisible();
}

/** Asks for a signing code and reads it from the mail. */
export function askForSigningCode(page: Page, request: APIRequestContext, email: string): Promise<string> {
  return codeMailedAfter(request, email, async () => {
    await waitingLetter(page).getByRole('button', { name: /^Send me a (new )?code$/ }).click();
    await expect(waitingLetter(page).getByRole('status')).toContainText('We have sent a signing code');
  });
}

/** Types the code and the full name, then "Sign"; the room then says the letter is signed. */
export async function signWithCode(page: Page, code: string, name: string): Promise<void> {
  const letter = waitingLetter(page);
  await letter.getByLabel('The code from the e-mail').fill(code);
  await letter.getByLabel('Your full name').fill(name);
  await letter.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Your engagement letter' })).toContainText(`You signed it as ${name}`);
}

/** Downloads the sealed letter from the room: its bytes. */
export async function downloadSignedLetter(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the signed letter (PDF)' }).click()]);
  return readFile((await download.path())!);
}

/** Checks a PDF on /verify and expects the verdict's heading. */
export async function verifyOnPage(page: Page, pdf: Buffer, verdict: string | RegExp): Promise<void> {
  await page.goto('/verify');
  await page.getByLabel('Choose the signed letter (PDF)').setInputFiles({ name: 'engagement-letter.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByRole('heading', { level: 2, name: verdict })).toBeVisible();
}

/** Declines the letter with a reason; the room then says it was declined. */
export async function declineLetter(page: Page, reason: string): Promise<void> {
  const letter = waitingLetter(page);
  await letter.getByText('I do not want to sign this letter').click();
  await letter.getByLabel('Why do you decline?').fill(reason);
  await letter.getByRole('button', { name: 'Decline', exact: true }).click();
  const ended = page.getByRole('region', { name: 'Your engagement letter' });
  await expect(ended).toContainText('Declined');
  await expect(ended).toContainText(`Your reason: ${reason}`);
}
