import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { staffApi } from '../support/backOffice';
import { memberAt } from '../support/content';
import { clientEngagement, letterItem, openEngagementTab, previewAndSend, resendLetter, setFeeTerms, voidLetter, writeLetterTemplate } from '../support/engagement';
import { signInByEmail } from '../support/intakeApi';
import { uniqueEmail } from '../support/mailbox';
import { createCase } from '../support/portalSignIn';
import { touches } from '../support/sitePaths';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { localOnly } from '../support/target';
import { expect, test } from '../support/test';

/** A client's case, opened by the admin and given to the case manager signed in on `manager`. */
async function caseOfManager(request: APIRequestContext, admin: Page, manager: Page, index: number) {
  const email = uniqueEmail('engagement');
  const requestId = await createCase(request, email, index);
  const post = await staffApi(admin);
  const caseRef = (await post<{ caseRef: string }>(`/api/admin/inbox/request-${requestId}/case`, {})).caseRef;
  const managerId = ((await (await manager.request.get('/api/admin/me')).json()) as { staff: { id: number } }).staff.id;
  const { version } = ((await (await admin.request.get(`/api/admin/cases/${caseRef}`)).json()) as { case: { version: number } }).case;
  await post(`/api/admin/cases/${caseRef}`, { version, managerId });
  return { email, caseRef, token: await signInByEmail(request, email) };
}

/** An admin and a case manager, each at a computer of their own; a published letter template titled `title`. */
async function teamWithTemplate(browser: Browser, request: APIRequestContext, title: string) {
  const stamp = Date.now().toString(36);
  const admin = await memberAt(browser);
  await startSignedInAsStaff(admin, request, `Ada Letters ${stamp}`, 'admin');
  await writeLetterTemplate(admin, title, `engagement-${stamp}`);
  const manager = await memberAt(browser, { viewport: { width: 1024, height: 800 } });
  await startSignedInAsStaff(manager, request, `Max Letters ${stamp}`, 'case_manager');
  return { admin, manager };
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test.describe('the engagement letter in the back office', () => {
  localOnly('the team is created with the command line of the local stack');

  test('an admin writes and publishes a template in the editor; a case manager sets the fees, reads the filled letter and sends it; once the client signs, the case shows it signed and sealed', touches('admin'), async ({ browser, request }) => {
    test.setTimeout(180_000);
    const title = `Letter of engagement ${Date.now().toString(36)}`;
    const { admin, manager } = await teamWithTemplate(browser, request, title);
    const { email, caseRef, token } = await caseOfManager(request, admin, manager, 1);

    await openEngagementTab(manager, caseRef);
    await expect(manager.getByText('No letter sent yet.')).toBeVisible();
    await expectNoAxeViolations(manager, 'the Engagement tab at 1024 px, empty');
    await setFeeTerms(manager, { fixedFee: '1500', successFeePercent: '12.5' });
    await previewAndSend(manager, caseRef, title);

    const client = clientEngagement(request, token, caseRef);
    const [letter] = await client.letters();
    expect(letter).toMatchObject({ title, state: 'sent' });
    await expect(letterItem(manager, title, letter!.id).getByRole('heading')).toContainText('Sent');
    await expectNoAxeViolations(manager, 'the Engagement tab at 1024 px, a letter sent');
    await noSidewaysScroll(manager);

    await client.sign(letter!.id, email, 'Łukasz Żółć');

    await openEngagementTab(manager, caseRef);
    const signed = letterItem(manager, title, letter!.id);
    await expect(signed.getByRole('heading')).toContainText('Signed');
    await expect(signed.getByText('Intact: the file is as it was sealed.')).toBeVisible();
    await expect(signed.getByText('Łukasz Żółć')).toBeVisible();
    await signed.getByText(/^Trail \(\d+ steps\)$/).click();
    await expect(signed.getByText('Agreed to sign electronically')).toBeVisible();
    const download = manager.waitForEvent('download');
    await signed.getByRole('link', { name: /Download the sealed PDF/ }).click();
    expect((await download).suggestedFilename()).toBe(`${caseRef}-engagement-letter-${letter!.id}-signed.pdf`);

    await manager.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(manager, 'the Engagement tab at 390 px, a letter signed');
    await noSidewaysScroll(manager);

    await manager.goto(`/admin/cases/${caseRef}/documents`);
    await expect(manager.getByText(`${caseRef}-engagement-letter-${letter!.id}-signed.pdf`).first()).toBeVisible();
  });

  test('a case manager voids a waiting letter and resends another from the case', touches('admin'), async ({ browser, request }) => {
    test.setTimeout(150_000);
    const title = `Engagement terms ${Date.now().toString(36)}`;
    const { admin, manager } = await teamWithTemplate(browser, request, title);
    const { caseRef, token } = await caseOfManager(request, admin, manager, 2);
    const client = clientEngagement(request, token, caseRef);

    await openEngagementTab(manager, caseRef);
    await setFeeTerms(manager, { fixedFee: '900', successFeePercent: '' });
    await previewAndSend(manager, caseRef, title);
    const [first] = await client.letters();
    await voidLetter(manager, title, first!.id);
    await expect(letterItem(manager, title, first!.id).getByRole('button', { name: /^Resend / })).toHaveCount(0);

    await previewAndSend(manager, caseRef, title);
    const [second] = await client.letters();
    await resendLetter(manager, title, second!.id);
    const states = (await client.letters()).map((letter) => [letter.id, letter.state]);
    expect(states).toEqual([
      [expect.any(Number), 'sent'],
      [second!.id, 'voided'],
      [first!.id, 'voided'],
    ]);
    await expect(letterItem(manager, title, second!.id).getByRole('heading')).toContainText('Voided');
  });
});
