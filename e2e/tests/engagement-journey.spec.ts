import { type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { runOpsJob, staffApi } from '../support/backOffice';
import { memberAt } from '../support/content';
import {
  caseOfManager,
  clientEngagement,
  letterItem,
  openEngagementTab,
  pdfPages,
  previewAndSend,
  resendLetter,
  sealVerifiesWithOpenssl,
  setFeeTerms,
  voidLetter,
  writeLetterTemplate,
} from '../support/engagement';
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
import { startSignedIn } from '../support/portalSignIn';
import { touches } from '../support/sitePaths';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { localOnly } from '../support/target';
import { expect, test } from '../support/test';

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 320, height: 640 };
const SIGNER = 'Łukasz Żółć';

/** The client on a phone: a browser of their own, 390 px wide. */
const clientOnPhone = (browser: Browser) => memberAt(browser, { viewport: PHONE });

/** axe on the room as it is, at 390 px and at 320 px. */
async function axeOnPhones(page: Page, state: string) {
  await expectNoAxeViolations(page, `${state}, 390 px`);
  await page.setViewportSize(SMALL_PHONE);
  await expect(waitingLetter(page)).toBeVisible();
  await expectNoAxeViolations(page, `${state}, 320 px`);
  await page.setViewportSize(PHONE);
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test.describe('the engagement letter, from the firm’s template to the client’s signature', () => {
  localOnly('the team is created with the command line of the local stack');

  test('an admin writes the template; a case manager sends it from the case; the client signs it on a phone as Łukasz Żółć; the sealed PDF verifies with openssl and on /verify, a changed copy does not', touches('admin', 'portal', 'intake'), async ({ browser, request }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const title = `Letter of engagement ${stamp}`;
    const admin = await memberAt(browser);
    const manager = await memberAt(browser, { viewport: { width: 1024, height: 800 } });
    const client = await clientOnPhone(browser);

    await test.step('an admin writes a template with every merge field in the editor and publishes it', async () => {
      await startSignedInAsStaff(admin, request, `Ada Letters ${stamp}`, 'admin');
      await writeLetterTemplate(admin, title, `engagement-${stamp}`);
    });

    await startSignedInAsStaff(manager, request, `Max Letters ${stamp}`, 'case_manager');
    const { email, caseRef } = await caseOfManager(request, admin, manager, 1);

    await test.step('the case manager sets the fees, reads the filled letter and sends it (1024 px)', async () => {
      await openEngagementTab(manager, caseRef);
      await expect(manager.getByText('No letter sent yet.')).toBeVisible();
      await expectNoAxeViolations(manager, 'the Engagement tab at 1024 px, empty');
      await setFeeTerms(manager, { fixedFee: '1500', successFeePercent: '12.5' });
      await previewAndSend(manager, caseRef, title);
      await expect(manager.getByRole('listitem', { name: new RegExp(`^${title} \\(letter \\d+\\)$`) }).getByRole('heading')).toContainText('Sent');
      await noSidewaysScroll(manager);
    });

    await test.step('the client follows the mailed link signed out, signs in, reads the letter, agrees and signs with the mailed code (390 and 320 px)', async () => {
      await openLetterFromMail(client, request, email, caseRef);
      await expect(client.getByRole('region').first()).toHaveAccessibleName('Your engagement letter is ready to sign');
      await axeOnPhones(client, 'the letter waiting, the disclosure shown');
      await readLetter(client);
      await consentToSign(client);
      await axeOnPhones(client, 'the signing step');
      await signWithCode(client, await askForSigningCode(client, request, email), SIGNER);
    });

    let sealed: Buffer = Buffer.alloc(0);
    await test.step('the sealed PDF: openssl verifies its seal; the letter carries the name; the certificate page holds the trail', async () => {
      sealed = await downloadSignedLetter(client);
      expect(sealVerifiesWithOpenssl(sealed)).toBe(true);
      const pages = pdfPages(sealed);
      expect(pages.at(-2)).toContain(SIGNER);
      expect(pages.at(-2)).toContain('a fixed fee of $1,500 and a success fee of 12.5% of the amount recovered');
      const certificate = pages.at(-1)!;
      expect(certificate).toContain('Certificate of electronic signature');
      for (const expected of [SIGNER, caseRef, email, 'Sent for signing', 'Opened by the client', 'Agreed to sign electronically', 'Signing code sent', 'Signed', ' UTC']) {
        expect({ expected, found: certificate.includes(expected) }).toEqual({ expected, found: true });
      }
      const altered = Buffer.from(sealed);
      altered[200] = altered[200]! ^ 0x01;
      expect(sealVerifiesWithOpenssl(altered)).toBe(false);
    });

    await test.step('the verify page says the file is intact, and a copy with one byte changed altered', async () => {
      await verifyOnPage(client, sealed, 'Intact: this letter was issued by ClearTrace Recovery');
      await expect(client.getByText(/is unchanged since it was sealed by ClearTrace Recovery on/)).toBeVisible();
      await expectNoAxeViolations(client, 'the verify page with its verdict');
      const altered = Buffer.from(sealed);
      altered[200] = altered[200]! ^ 0x01;
      await verifyOnPage(client, altered, 'Altered after it was sealed');
    });

    await test.step('the case shows the letter signed and its seal intact, and the sealed PDF among its documents (1024 and 390 px)', async () => {
      await openEngagementTab(manager, caseRef);
      const signed = manager.getByRole('listitem', { name: new RegExp(`^${title} \\(letter \\d+\\)$`) });
      await expect(signed.getByRole('heading')).toContainText('Signed');
      await expect(signed.getByText('Intact: the file is as it was sealed.')).toBeVisible();
      await expect(signed.getByText(SIGNER)).toBeVisible();
      await signed.getByText(/^Trail \(\d+ steps\)$/).click();
      await expect(signed.getByText('Agreed to sign electronically')).toBeVisible();
      await manager.setViewportSize(PHONE);
      await expectNoAxeViolations(manager, 'the Engagement tab at 390 px, a letter signed');
      await noSidewaysScroll(manager);
      await manager.goto(`/admin/cases/${caseRef}/documents`);
      await expect(manager.getByText(/-engagement-letter-\d+-signed\.pdf$/).first()).toBeVisible();
    });

    for (const person of [admin, manager, client]) await person.context().close();
  });

  test('the client declines with a reason; the firm voids and resends; a letter left unsigned expires', touches('admin', 'portal'), async ({ browser, request }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const title = `Engagement terms ${stamp}`;
    const staff = await memberAt(browser, { viewport: { width: 1024, height: 800 } });
    const client = await clientOnPhone(browser);
    await startSignedInAsStaff(staff, request, `Eve Letters ${stamp}`, 'admin');
    const post = await staffApi(staff);
    const template = await post<{ item: { id: number; version: number } }>('/api/admin/content/letter_template', {
      slug: `terms-${stamp}`,
      title,
      description: '',
      data: { body: [{ kind: 'paragraph', text: 'Dear {{clientName}}, our work on case {{caseReference}} from {{date}}. {{feeTerms}} Your consultant: {{consultantName}}.' }] },
    });
    await post(`/api/admin/content/letter_template/${template.item.id}/publish`, { version: template.item.version });
    // The admin looks after this case themself.
    const { email, caseRef, token } = await caseOfManager(request, staff, staff, 2);
    const letters = clientEngagement(request, token, caseRef);

    await test.step('the case is sent a letter; the client declines it with a reason, and the case says so', async () => {
      await openEngagementTab(staff, caseRef);
      await setFeeTerms(staff, { fixedFee: '900', successFeePercent: '' });
      await previewAndSend(staff, caseRef, title);
      await startSignedIn(client, request, email);
      await client.goto(`/dashboard/cases/${caseRef}`);
      await expect(waitingLetter(client)).toBeVisible();
      await declineLetter(client, 'The fixed fee is more than I can pay now.');
      await expect(client.getByRole('region', { name: 'Your engagement letter' })).toContainText('Your case team will answer in the messages below.');
      const [declined] = await letters.letters();
      await openEngagementTab(staff, caseRef);
      await expect(letterItem(staff, title, declined!.id).getByRole('heading')).toContainText('Declined');
      await expect(letterItem(staff, title, declined!.id)).toContainText('The fixed fee is more than I can pay now.');
    });

    await test.step('the firm sends another, voids it, sends again and resends that one: only the newest waits', async () => {
      await previewAndSend(staff, caseRef, title);
      const [voided] = await letters.letters();
      await voidLetter(staff, title, voided!.id);
      await expect(letterItem(staff, title, voided!.id).getByRole('button', { name: /^Resend / })).toHaveCount(0);
      await previewAndSend(staff, caseRef, title);
      const [resent] = await letters.letters();
      await resendLetter(staff, title, resent!.id);
      const states = (await letters.letters()).map((letter) => letter.state);
      expect(states).toEqual(['sent', 'voided', 'voided', 'declined']);
      await expect(letterItem(staff, title, resent!.id).getByRole('heading')).toContainText('Voided');
    });

    await test.step('the letter left waiting expires unsigned: the room says so, with nothing to sign, and so does the case', async () => {
      const [waiting] = await letters.letters();
      await client.reload();
      await expect(waitingLetter(client)).toBeVisible();
      // Its 14 days end now (the end-to-end stack's operators may end one letter's period).
      await runOpsJob(request, 'reminders', { letterId: waiting!.id });
      await client.reload();
      await expect(waitingLetter(client)).toHaveCount(0);
      await expect(client.getByText(`${title}: Expired`)).toBeVisible();
      await expect(client.getByText(/This letter was not signed in time and expired on .+\. Nothing was signed\./)).toBeVisible();
      await openEngagementTab(staff, caseRef);
      await expect(letterItem(staff, title, waiting!.id).getByRole('heading')).toContainText('Expired');
    });

    for (const person of [staff, client]) await person.context().close();
  });
});
