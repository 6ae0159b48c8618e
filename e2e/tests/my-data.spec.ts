import fs from 'node:fs';
import { expect, test } from '../support/test';
import { touches } from '../support/sitePaths';
import { submitWizard, wizardAnswersFor } from '../support/consultationWizard';
import { signInByEmail, confirmRequestsFor } from '../support/intakeApi';
import { codeMailedAfter, subjectsMailedTo, uniqueEmail } from '../support/mailbox';
import { signInAtLogin } from '../support/portalSignIn';

const TEAM = 'team@cleartrace-recovery.example';

test("a client sees their request on the data page, downloads it, and erases everything with a fresh code; another client's data stays", touches('intake', 'portal'), async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('my-data');
  const other = uniqueEmail('my-data-other');
  const answers = wizardAnswersFor(email);
  await submitWizard(page, answers);
  await expect(page).toHaveURL(/\/contact-us\/thank-you$/);
  await confirmRequestsFor(request, email);
  // Another client, with a request of their own.
  const otherToken = await signInByEmail(request, other);
  const sent = await request.post('/api/services', {
    data: { fname: 'Lena', lname: 'Berg', phone: '+49 15123456789', email: other, subject: 'contact-form-submission', scam_type: 'romance' },
    headers: { Authorization: `Bearer ${otherToken}` },
  });
  expect(sent.status()).toBe(201);

  await page.goto('/login');
  await signInAtLogin(page, request, email);
  await page.getByRole('link', { name: 'My data' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My profile and data');
  await expect(page.getByRole('heading', { name: 'Your consultation requests (1)' })).toBeVisible();
  await expect(page.getByText(/Request #\d+, sent/)).toContainText(answers.scamType);
  const oldToken = await page.evaluate(() => window.localStorage.getItem('authToken'));
  expect(oldToken).toBeTruthy();

  // Download my data: one JSON file holding the request.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^cleartrace-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = JSON.parse(fs.readFileSync((await file.path()) as string, 'utf8')) as { email: string; requests: { email: string; scam_description: string }[] };
  expect(saved.email).toBe(email);
  expect(saved.requests).toHaveLength(1);
  expect(saved.requests[0]).toMatchObject({ email, scam_description: answers.details });

  // Erase: a confirmation, then a fresh code mailed to the address.
  const teamMailsBefore = (await subjectsMailedTo(request, TEAM)).filter((subject) => subject.startsWith('New data erasure')).length;
  await page.getByRole('button', { name: 'Erase my data' }).click();
  const code = await codeMailedAfter(request, email, async () => {
    await page.getByRole('button', { name: 'Yes, e-mail me a code' }).click();
    await expect(page.getByLabel(`Code sent to ${email}`)).toBeFocused();
  });
  await page.getByLabel(`Code sent to ${email}`).fill(code);
  await page.getByRole('button', { name: 'Erase everything' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toContainText('Your data has been erased, and you are signed out everywhere.');

  // Afterwards: the old token is refused, a new sign-in finds no case, the API has no row for the address.
  expect((await request.get('/api/me/data', { headers: { Authorization: `Bearer ${oldToken}` } })).status()).toBe(401);
  await signInAtLogin(page, request, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cases (0)');
  const token = await signInByEmail(request, email);
  const cases = await request.get(`/api/services/by-email?email=${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await cases.json()) as { total: number; data: unknown[] }).data).toHaveLength(0);
  // The other client's request is still there.
  const others = await request.get(`/api/services/by-email?email=${encodeURIComponent(other)}`, { headers: { Authorization: `Bearer ${otherToken}` } });
  expect(((await others.json()) as { total: number }).total).toBe(1);
  // The team was told.
  await expect
    .poll(async () => (await subjectsMailedTo(request, TEAM)).filter((subject) => subject.startsWith('New data erasure')).length, { timeout: 10_000 })
    .toBe(teamMailsBefore + 1);
});
