import { submitWizard, wizardAnswersFor } from '../support/consultationWizard';
import { inboxRowOf } from '../support/backOffice';
import { uniqueEmail } from '../support/mailbox';
import { SITE } from '../support/site';
import { touches } from '../support/sitePaths';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { localOnly } from '../support/target';
import { expect, test } from '../support/test';

/** A statement as a victim's bank gives it: a PDF (its first bytes are what the API goes by). */
const STATEMENT = { name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1') };
/** A phone photo, as an iPhone hands a HEIC photo to a page that accepts JPEG: converted, a 1 × 1 JPEG. */
const PHOTO = {
  name: 'IMG_0042.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=', 'base64'),
};
const PHONE = { width: 390, height: 844 };

test.describe('evidence with the request', () => {
  localOnly('the team is created with the command line of the local stack');

  test('a victim on a phone sends the wizard with a PDF and a photo; the inbox item previews both; the case opened from it lists them', touches('intake', 'admin'), async ({ browser, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const victim = await (await browser.newContext({ baseURL: SITE, viewport: PHONE })).newPage();
    const answers = { ...wizardAnswersFor(uniqueEmail('evidence')), lastName: `Evidence ${stamp}` };
    await submitWizard(victim, answers, async (lastStep) => {
      await lastStep.getByLabel('Screenshots or statements (optional)').setInputFiles([STATEMENT, PHOTO]);
      const sent = lastStep.getByRole('list', { name: 'Files sent with your request' });
      await expect(sent.getByRole('listitem')).toHaveCount(2);
      // Sent at once, without waiting for the uploads: they follow the request.
    });
    await expect(victim).toHaveURL(/\/contact-us\/thank-you$/);
    await expect(victim.getByRole('heading', { level: 1 })).toHaveText(`Thank you, ${answers.firstName}. Your request has reached us.`);

    // A laptop of the team's (startSignedInAsStaff gives its context the passkey).
    const admin = await (await browser.newContext({ baseURL: SITE })).newPage();
    await startSignedInAsStaff(admin, request, `Ada Admin ${stamp}`, 'admin');
    const name = `${answers.firstName} ${answers.lastName}`;
    await (await inboxRowOf(admin, name)).getByRole('link', { name }).click();
    const files = admin.getByRole('region', { name: 'Files sent with the request' });
    await expect(files.getByRole('link', { name: /^Download / })).toHaveText([/statement\.pdf/, /IMG_0042\.jpg/]);
    await files.getByRole('button', { name: 'Preview IMG_0042.jpg' }).click();
    await expect(files.getByRole('img', { name: 'IMG_0042.jpg, as sent' })).toBeVisible();
    await files.getByRole('button', { name: 'Preview statement.pdf' }).click();
    await expect(files.getByRole('region', { name: 'Preview of statement.pdf' })).toBeVisible();

    await admin.getByRole('button', { name: 'Open a case' }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(/^Case C-\d+$/);
    for (const file of ['statement.pdf', 'IMG_0042.jpg']) {
      await expect(admin.getByRole('link', { name: `Download ${file}` })).toBeVisible();
    }
    await expect(admin.getByText(/sent with the request/)).toHaveCount(2);
  });

  test('the contact form ends on the thank-you page with its own summary', touches('intake'), async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact us today and reclaim your funds!' });
    await form.getByLabel('Subject').selectOption('Purchase a Investigation Report');
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Okafor');
    await form.getByLabel('Email').fill(uniqueEmail('contact-evidence'));
    await form.getByLabel('Screenshots or statements (optional)').setInputFiles([STATEMENT]);
    await form.getByRole('button', { name: 'Send my request' }).click();

    await expect(page).toHaveURL(/\/contact-us\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Grace. Your request has reached us.');
    await expect(page.getByRole('status').filter({ hasText: 'Submitted successfully!' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Purchase an Investigation Report' })).toBeVisible();
  });
});
