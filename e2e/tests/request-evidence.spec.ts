import { expectNoAxeViolations } from '../support/accessibility';
import { wizardAnswersFor } from '../support/consultationWizard';
import { inboxRowOf } from '../support/backOffice';
import { uniqueEmail } from '../support/mailbox';
import { expectEvidenceInCase, expectEvidenceOnItem, expectFilesArrived, PHONE, sendWizardWithEvidence, STATEMENT } from '../support/requestEvidence';
import { SITE } from '../support/site';
import { touches } from '../support/sitePaths';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { localOnly } from '../support/target';
import { expect, test } from '../support/test';

test.describe('evidence with the request', () => {
  localOnly('the team is created with the command line of the local stack');

  test('a victim on a phone sends the wizard with a PDF and a photo; the inbox item previews both; the case opened from it lists them', touches('intake', 'admin'), async ({ browser, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const victim = await (await browser.newContext({ baseURL: SITE, viewport: PHONE })).newPage();
    const answers = { ...wizardAnswersFor(uniqueEmail('evidence')), lastName: `Evidence ${stamp}` };
    await sendWizardWithEvidence(victim, answers);
    await expectNoAxeViolations(victim, 'the thank-you page with the files sent');

    // A laptop of the team's (startSignedInAsStaff gives its context the passkey).
    const admin = await (await browser.newContext({ baseURL: SITE })).newPage();
    await startSignedInAsStaff(admin, request, `Ada Admin ${stamp}`, 'admin');
    const name = `${answers.firstName} ${answers.lastName}`;
    await (await inboxRowOf(admin, name)).getByRole('link', { name }).click();
    await expectEvidenceOnItem(admin);

    await admin.getByRole('button', { name: 'Open a case' }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(/^Case C-\d+$/);
    const caseRef = ((await admin.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Case ', '');
    await expectEvidenceInCase(admin, caseRef);
  });

  test('the contact form waits for a file still on its way once the request is stored, then ends on the thank-you page with its own summary', touches('intake'), async ({ page }) => {
    await page.setViewportSize(PHONE);
    // A slow line: the file reaches the API only once the test lets it, after the request has been stored.
    let letFileThrough = () => {};
    const fileHeld = new Promise<void>((resolve) => (letFileThrough = resolve));
    await page.route('**/api/services/files', async (route) => {
      await fileHeld;
      await route.continue();
    });
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact us today and reclaim your funds!' });
    // The file first, into the page's HTML: the form hydrates when touched, so this pick may come before it has.
    await form.getByLabel('Screenshots or statements (optional)').setInputFiles([STATEMENT]);
    await form.getByLabel('Subject').selectOption('Purchase a Investigation Report');
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Okafor');
    await form.getByLabel('Email').fill(uniqueEmail('contact-evidence'));
    // Listed as on its way once the form has hydrated.
    await expect(form.getByRole('list', { name: 'Files sent with your request' }).getByRole('listitem')).toHaveCount(1);
    await form.getByRole('button', { name: 'Send my request' }).click();
    // Leaving now would stop the file: the page says so and stays.
    await expect(form.getByRole('region', { name: 'Sending your files' })).toContainText('Your request has reached us. Please keep this page open while your files are sent.');
    await expect(page).toHaveURL(/\/contact-us$/);
    letFileThrough();

    await expect(page).toHaveURL(/\/contact-us\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Grace. Your request has reached us.');
    await expect(page.getByRole('status').filter({ hasText: 'Submitted successfully!' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Purchase an Investigation Report' })).toBeVisible();
    await expectFilesArrived(page, 1);
  });
});
