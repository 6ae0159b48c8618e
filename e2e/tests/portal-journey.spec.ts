import { expect, test, type Page } from '@playwright/test';
import { freshEmail, signInAtLogin, storedSession } from '../support/portalSignIn';

const answers = {
  scamType: 'Forex',
  amount: '1000-5000',
  method: 'BTC/Crypto',
  details: 'A trading platform blocked my withdrawals and asked for a release fee.',
  firstName: 'Amina',
  lastName: 'Rahman',
  phone: '1712345678',
};

/** Sends a consultation request through the four-step wizard on /contact-us, as a visitor would. */
async function sendConsultationThroughWizard(page: Page, email: string) {
  await page.goto('/contact-us');
  const launcher = page.getByRole('complementary', { name: 'Prefer a few guided questions?' });
  await launcher.getByRole('combobox', { name: 'Scam type' }).selectOption({ label: answers.scamType });
  await launcher.getByRole('button', { name: 'Request a Consultation' }).click();

  const next = page.getByRole('dialog').getByRole('button', { name: 'Next' });
  await page.getByRole('dialog', { name: 'How much did you invest?' }).getByLabel('Amount invested (USD)').fill(answers.amount);
  await next.click();
  await page.getByRole('dialog', { name: 'How did you transfer the money?' }).getByLabel(answers.method).check();
  await next.click();
  await page.getByRole('dialog', { name: 'Anything else we should know about?' }).getByLabel('Case details').fill(answers.details);
  await next.click();
  const contact = page.getByRole('dialog', { name: 'How can we reach you?' });
  await contact.getByLabel('First name').fill(answers.firstName);
  await contact.getByLabel('Last name').fill(answers.lastName);
  await contact.getByLabel('Phone number').fill(answers.phone);
  await contact.getByLabel('Email').fill(email);
  await contact.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/contact-us\/thank-you$/);
}

test('a consultation sent through the wizard is in the client portal after sign-in with the mailed code', async ({ page, request }) => {
  const email = freshEmail('journey');
  await sendConsultationThroughWizard(page, email);
  await expect(page.getByRole('link', { name: 'Client sign-in' })).toHaveAttribute('href', '/login');

  await signInAtLogin(page, request, email);
  await expect(page).toHaveURL(/\/dashboard\/cases$/);
  await expect(page.getByText(`Welcome, ${answers.firstName} ${answers.lastName}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cases (1)');

  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([
    '1',
    `${answers.firstName} ${answers.lastName}`,
    email,
    answers.scamType,
    answers.amount,
    'N/A',
    answers.method,
    'View',
  ]);

  const view = page.getByRole('button', { name: 'View case 1' });
  await view.click();
  const details = page.getByRole('dialog', { name: 'Case Details' });
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
