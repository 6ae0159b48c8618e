import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { touches } from '../support/sitePaths';
import { submitWizard, wizardAnswersFor, type WizardAnswers } from '../support/consultationWizard';
import { storedCasesFor } from '../support/intakeApi';
import { uniqueEmail } from '../support/mailbox';

async function expectThankYouPage(page: Page, answers: WizardAnswers) {
  await expect(page).toHaveURL(/\/contact-us\/thank-you$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Thank you, ${answers.firstName}`);
  const summary = page.locator('dl');
  await expect(summary).toContainText(`${answers.firstName} ${answers.lastName}`);
  await expect(summary).toContainText(answers.email);
  await expect(summary).toContainText(`+880 ${answers.phone}`);
  await expect(summary).toContainText(answers.shownAmount);
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

test('the wizard on /contact-us sends one request, and the thank-you page shows what was typed', touches('intake'), async ({ page, request }) => {
  const answers = wizardAnswersFor(uniqueEmail('wizard'));
  await submitWizard(page, answers);
  await expectThankYouPage(page, answers);
  expectOneRecordOf(await storedCasesFor(request, answers.email), answers);
});

test('a failed submission keeps the answers; Send again with the same Idempotency-Key still stores one record', touches('intake'), async ({ page, request }) => {
  const answers = wizardAnswersFor(uniqueEmail('wizard-retry'));
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
  // The key the browser made: time, a dash and 128 random bits (packages/contracts/src/idempotencyKey.ts).
  expect(keys[0]).toMatch(/^[0-9a-z]+-[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expectOneRecordOf(await storedCasesFor(request, answers.email), answers);
});

test('the wizard asks before closing, and closing starts it over at step 1', touches('intake'), async ({ page }) => {
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
