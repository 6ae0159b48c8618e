import { expect, test } from '../support/test';
import { touches } from '../support/sitePaths';
import { submitWizard, wizardAnswersFor } from '../support/consultationWizard';
import { confirmationLinksFor, uniqueEmail } from '../support/mailbox';
import { signInAtLogin, storedSession } from '../support/portalSignIn';

test('a consultation sent through the wizard, confirmed from the mailed link, is in the client portal after sign-in with the mailed code', touches('intake', 'portal'), async ({ page, request }) => {
  const email = uniqueEmail('portal-journey');
  const answers = wizardAnswersFor(email);
  await submitWizard(page, answers);
  await expect(page).toHaveURL(/\/contact-us\/thank-you$/);
  await expect(page.getByRole('link', { name: 'Client sign-in' })).toHaveAttribute('href', '/login');

  // Sent without signing in: its owner confirms it from the link mailed to the address.
  const [link] = await confirmationLinksFor(request, email);
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your consultation request');
  await page.getByRole('button', { name: 'Yes, I sent this request' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you. Your request is confirmed and now shows in your client area.');
  await page.getByRole('link', { name: 'See your cases' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signInAtLogin(page, request, email);
  await expect(page).toHaveURL(/\/dashboard\/cases$/);
  await expect(page.getByText(`Welcome, ${answers.firstName}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cases (1)');

  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  // The case's own reference, the one its details show.
  const reference = (await rows.nth(1).getByRole('cell').first().textContent()) ?? '';
  expect(reference).toMatch(/^\d+$/);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([
    reference,
    `${answers.firstName} ${answers.lastName}`,
    email,
    answers.scamType,
    answers.shownAmount,
    'N/A',
    answers.method,
    'Received',
    'View',
  ]);

  const view = page.getByRole('button', { name: `View request ${reference}` });
  await view.click();
  const details = page.getByRole('dialog', { name: 'Case Details' });
  await expect(details).toContainText(`Request number${reference}`);
  await expect(details).toBeFocused();
  await expect(details).toContainText(`Phone+880${answers.phone}`);
  await expect(details).toContainText(`Description${answers.details}`);
  await expect(details).toContainText(`Scam type${answers.scamType}`);
  await expect(details).toContainText(`Transaction type${answers.method}`);
  await expect(details).toContainText(/Submitted on[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(view).toBeFocused();
  await view.click();
  await page.getByRole('dialog', { name: 'Case Details' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The shell's header, reached without a reload, already knows the client is signed in.
  await page.getByRole('link', { name: 'ClearTrace Recovery' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'My cases' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cases$/);

  const { token } = await storedSession(page);
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toEqual({ token: null, user: null });
  await expect(page.getByRole('link', { name: 'Client sign-in' })).toHaveAttribute('href', '/login');
  // Logout also revoked the token on the server (best effort, so it may land a moment later).
  await expect
    .poll(async () => (await request.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } })).status())
    .toBe(401);
});

test('a consultation sent through the wizard is confirmed by signing in from the same browser, without the mailed link', touches('intake', 'portal'), async ({ page, request }) => {
  const email = uniqueEmail('portal-sign-in-confirms');
  const answers = wizardAnswersFor(email);
  await submitWizard(page, answers);
  await expect(page).toHaveURL(/\/contact-us\/thank-you$/);

  await signInAtLogin(page, request, email);
  await expect(page).toHaveURL(/\/dashboard\/cases$/);
  await expect(page.getByText(`Welcome, ${answers.firstName}`)).toBeVisible();
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row).toContainText(`${answers.firstName} ${answers.lastName}`);
  await expect(row).toContainText(answers.shownAmount);
  await expect(page.getByRole('main')).not.toContainText('Waiting for you to confirm');
});
