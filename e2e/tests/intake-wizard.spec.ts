import { expect, test, type Page } from '@playwright/test';
import { storedCasesFor, uniqueEmail } from '../support/intakeApi';

interface WizardAnswers {
  scamType: string;
  amount: string;
  method: string;
  details: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

function answersFor(email: string): WizardAnswers {
  return {
    scamType: 'Forex',
    amount: '1000-5000',
    method: 'BTC/Crypto',
    details: 'A trading platform blocked my withdrawals and asked for a release fee.',
    firstName: 'Amina',
    lastName: 'Rahman',
    phone: '1712345678',
    email,
  };
}

/** Walks the four steps on /contact-us, as a person would, and presses Submit. */
async function submitWizard(page: Page, answers: WizardAnswers) {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/contact/i);
  const launcher = page.getByRole('complementary', { name: 'Prefer a few guided questions?' });
  await launcher.getByRole('combobox', { name: 'Scam type' }).selectOption({ label: answers.scamType });
  await launcher.getByRole('button', { name: 'Request a Consultation' }).click();

  const wizard = page.getByRole('dialog', { name: 'How much did you invest?' });
  await expect(wizard).toBeVisible();
  const next = page.getByRole('dialog').getByRole('button', { name: 'Next' });
  await wizard.getByLabel('Amount invested (USD)').fill('1000-500');
  await expect(next).toBeDisabled();
  await wizard.getByLabel('Amount invested (USD)').fill(answers.amount);
  await next.click();

  await page.getByRole('dialog', { name: 'How did you transfer the money?' }).getByLabel(answers.method).check();
  await next.click();

  await page.getByRole('dialog', { name: 'Anything else we should know about?' }).getByLabel('Case details').fill(answers.details);
  await next.click();

  const contact = page.getByRole('dialog', { name: 'How can we reach you?' });
  await expect(contact.getByRole('button', { name: /country code/i })).toHaveAccessibleName('Country code +880 Bangladesh');
  await contact.getByLabel('First name').fill(answers.firstName);
  await contact.getByLabel('Last name').fill(answers.lastName);
  await contact.getByLabel('Phone number').fill(answers.phone);
  await contact.getByLabel('Email').fill(answers.email);
  await contact.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function expectThankYouPage(page: Page, answers: WizardAnswers) {
  await expect(page).toHaveURL(/\/contact-us\/thank-you$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Thank you, ${answers.firstName}`);
  const summary = page.locator('dl');
  await expect(summary).toContainText(`${answers.firstName} ${answers.lastName}`);
  await expect(summary).toContainText(answers.email);
  await expect(summary).toContainText(`+880 ${answers.phone}`);
  await expect(summary).toContainText(answers.amount);
  await expect(summary).toContainText('btc crypto');
  await expect(summary).toContainText(answers.scamType);
  await expect(summary).toContainText(answers.details);
  await expect(page.getByText(/24-48 hours/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
}

function expectOneRecordOf(records: Awaited<ReturnType<typeof storedCasesFor>>, answers: WizardAnswers) {
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({
    fname: answers.firstName,
    lname: answers.lastName,
    phone: `+880${answers.phone}`,
    email: answers.email,
    subject: 'contact-form-submission',
    scam_type: 'forex',
    transaction_type: 'btc_crypto',
    scam_amount: answers.amount,
    scam_description: answers.details,
  });
}

test('the wizard on /contact-us sends one request, and the thank-you page shows what was typed', async ({ page, request }) => {
  const answers = answersFor(uniqueEmail('wizard'));
  await submitWizard(page, answers);
  await expectThankYouPage(page, answers);
  expectOneRecordOf(await storedCasesFor(request, answers.email), answers);
});

test('a failed submission keeps the answers; Send again with the same Idempotency-Key still stores one record', async ({ page, request }) => {
  const answers = answersFor(uniqueEmail('wizard-retry'));
  const keys: (string | undefined)[] = [];
  let failedOnce = false;
  // The first request reaches the API, but its answer is replaced by a 503 on the way back:
  // the worst case for a retry, since the server already stored the request.
  await page.route('**/api/services', async (route) => {
    keys.push(await route.request().headerValue('idempotency-key') ?? undefined);
    if (failedOnce) return route.continue();
    failedOnce = true;
    await route.fetch();
    return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) });
  });

  await submitWizard(page, answers);
  const notice = page.getByRole('alert').filter({ hasText: 'Your consultation request was not sent.' });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/contact-us$/);

  // A reload keeps the unsent request: nothing typed is lost.
  await page.reload();
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Send again' }).click();
  await expectThankYouPage(page, answers);

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expectOneRecordOf(await storedCasesFor(request, answers.email), answers);
});

test('the wizard asks before closing, and closing starts it over at step 1', async ({ page }) => {
  await page.goto('/contact-us');
  const opener = page.getByRole('button', { name: 'Request a Consultation' });
  await opener.click();
  await page.getByRole('dialog').getByLabel('Amount invested (USD)').fill('2500');
  await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Are you sure you want to close this window?' });
  await expect(question).toContainText('All entered data will be lost');
  await question.getByRole('button', { name: 'Yes, close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(page.getByRole('dialog', { name: 'How much did you invest?' }).getByLabel('Amount invested (USD)')).toHaveValue('');
});
