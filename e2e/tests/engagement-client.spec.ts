import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { staffApi } from '../support/backOffice';
import {
  askForSigningCode,
  consentToSign,
  declineLetter,
  downloadSignedLetter,
  openLetterFromMail,
  readLetter,
  signWithCode,
  verifyOnPage,
  waitingLetter,
} from '../support/engagementClient';
import { uniqueEmail } from '../support/mailbox';
import { createCase, startSignedIn } from '../support/portalSignIn';
import { touches } from '../support/sitePaths';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { localOnly, SITE } from '../support/target';
import { expect, test } from '../support/test';

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 320, height: 640 };

/**
 * A letter sent for signing on a new client's case, through the back office's API as an admin's page calls it: a
 * letter template published, the case opened from the client's request, its fee terms set, the letter sent.
 */
async function sentLetter(request: APIRequestContext, admin: Page, prefix: string) {
  const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const post = await staffApi(admin);
  const template = await post<{ item: { id: number; version: number } }>('/api/admin/content/letter_template', {
    slug: `engagement-${stamp}`,
    title: 'Engagement letter',
    description: '',
    data: { body: [{ kind: 'paragraph', text: 'Dear {{clientName}}, this letter sets out our work on case {{caseReference}} from {{date}}. {{feeTerms}} Your consultant: {{consultantName}}.' }] },
  });
  await post(`/api/admin/content/letter_template/${template.item.id}/publish`, { version: template.item.version });
  const email = uniqueEmail(prefix);
  const requestId = await createCase(request, email, 1);
  const { caseRef } = await post<{ caseRef: string }>(`/api/admin/inbox/request-${requestId}/case`, {});
  await post(`/api/admin/cases/${caseRef}/fee-terms`, { fixedFee: 1500, successFeePercent: 12.5, noFeeBeforeRecovery: true });
  await post(`/api/admin/cases/${caseRef}/engagements`, { templateId: template.item.id });
  return { email, caseRef };
}

/** The client on a phone: a browser of their own, 390 px wide. */
async function clientOnPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SITE, viewport: PHONE, acceptDownloads: true });
  return context.newPage();
}

/** axe on the room as it is, at 390 px and at 320 px. */
async function axeOnPhones(page: Page, state: string) {
  await expectNoAxeViolations(page, `${state}, 390 px`);
  await page.setViewportSize(SMALL_PHONE);
  await expect(waitingLetter(page)).toBeVisible();
  await expectNoAxeViolations(page, `${state}, 320 px`);
  await page.setViewportSize(PHONE);
}

test.describe('the client and the engagement letter', () => {
  localOnly('the team is created with the command line of the local stack');

  test('signs it on a phone from the mailed link: reads it, agrees, gets the code, signs as Łukasz Żółć; the sealed PDF verifies, a changed copy does not', touches('portal', 'intake'), async ({ page: admin, request, browser }) => {
    test.setTimeout(120_000);
    await startSignedInAsStaff(admin, request, `Eva Admin ${Date.now().toString(36)}`, 'admin');
    const { email, caseRef } = await sentLetter(request, admin, 'engagement-sign');

    const client = await clientOnPhone(browser);
    await openLetterFromMail(client, request, email, caseRef);
    // The letter comes first in the room.
    await expect(client.getByRole('region').first()).toHaveAccessibleName('Your engagement letter is ready to sign');
    await axeOnPhones(client, 'the letter waiting, the disclosure shown');

    await readLetter(client);
    await consentToSign(client);
    await axeOnPhones(client, 'the signing step');
    const code = await askForSigningCode(client, request, email);
    await signWithCode(client, code, 'Łukasz Żółć');

    const sealed = await downloadSignedLetter(client);
    expect(sealed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await verifyOnPage(client, sealed, 'Intact: this letter was issued by ClearTrace Recovery');
    await expect(client.getByText(/is unchanged since it was sealed by ClearTrace Recovery on/)).toBeVisible();
    await expectNoAxeViolations(client, 'the verify page with its verdict');

    const altered = Buffer.from(sealed);
    altered[200] = altered[200]! ^ 0x01;
    await verifyOnPage(client, altered, 'Altered after it was sealed');
    await client.context().close();
  });

  test('declines it with a reason, and the room says so with what comes next', touches('portal'), async ({ page: admin, request, browser }) => {
    test.setTimeout(90_000);
    await startSignedInAsStaff(admin, request, `Eva Admin ${Date.now().toString(36)}`, 'admin');
    const { email, caseRef } = await sentLetter(request, admin, 'engagement-decline');

    const client = await clientOnPhone(browser);
    await startSignedIn(client, request, email);
    await client.goto(`/dashboard/cases/${caseRef}`);
    await expect(waitingLetter(client)).toBeVisible();
    await declineLetter(client, 'The success fee is more than I can accept.');
    await expect(client.getByRole('region', { name: 'Your engagement letter' })).toContainText('Your case team will answer in the messages below.');
    await client.context().close();
  });
});
