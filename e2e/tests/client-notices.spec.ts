import { type APIRequestContext, type Page } from '@playwright/test';
import { openCaseFor, runOpsJob, staffApi } from '../support/backOffice';
import { signInByEmail } from '../support/intakeApi';
import { mailsTo, uniqueEmail } from '../support/mailbox';
import { signInAtLogin } from '../support/portalSignIn';
import { touches } from '../support/sitePaths';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { localOnly, SITE } from '../support/target';
import { expect, test } from '../support/test';

const CASE_NEWS_NOTICE = /There is news about your case: sign in to read it/;
const GATHERED_NOTICE = /updates? about your case: sign in/;
/** The e2e stack's notice window (scripts/stack/serve.mjs --e2e gives the API CLIENT_NOTICE_WINDOW_MINUTES). */
const WINDOW_MINUTES = 5;

/** A consultation request sent in the client's name, as the contact form sends it. */
async function sendRequest(request: APIRequestContext, fields: { fname: string; lname: string; email: string }) {
  const token = await signInByEmail(request, fields.email);
  const answer = await request.post('/api/services', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...fields, phone: '+12025550100', subject: 'contact-form-submission', scam_type: 'forex', transaction_type: 'wire_transfer', scam_amount: '4100', scam_description: 'The platform froze my account.' },
  });
  expect(answer.status(), `POST /api/services answered ${answer.status()}`).toBe(201);
}

/** Minutes from now (the browser's clock, the page's time zone) until `hhmm`, across midnight too. */
async function minutesUntil(page: Page, hhmm: string): Promise<number> {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const now = await page.evaluate(() => {
    const time = new Date();
    return time.getHours() * 60 + time.getMinutes() + time.getSeconds() / 60;
  });
  return (hours * 60 + minutes - now + 24 * 60) % (24 * 60);
}

/** The status changes to `label` on the case page; answers what the page then says of the client's notice. */
async function changeStatus(page: Page, label: string, said: RegExp): Promise<string> {
  await page.getByLabel('New status').selectOption({ label });
  await page.getByRole('button', { name: 'Change status' }).click();
  const saved = page.getByRole('status').filter({ hasText: said });
  await expect(saved).toBeVisible();
  return (await saved.textContent()) ?? '';
}

/** The mails to `email` whose words match `sentence`. */
async function noticesTo(request: APIRequestContext, email: string, sentence: RegExp) {
  return (await mailsTo(request, email)).filter((mail) => sentence.test(mail.text ?? ''));
}

test.describe('the client’s gathered notice', () => {
  localOnly('the notice job is run on demand with the local stack’s ops token');

  test('updates the client read before the window ends are not mailed; unread ones are, once, in MailDev', touches('admin', 'portal'), async ({ browser, page, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const adminName = `Notice Admin ${stamp}`;
    const reader = { fname: 'Rita', lname: `Reader${stamp}`, email: uniqueEmail('notice-reader') };
    const away = { fname: 'Alan', lname: `Away${stamp}`, email: uniqueEmail('notice-away') };
    // startSignedInAsStaff gives the context its passkey.
    const admin = await (await browser.newContext({ baseURL: SITE })).newPage();
    await startSignedInAsStaff(admin, request, adminName, 'admin');
    const post = await staffApi(admin);
    const refs: Record<string, string> = {};

    await test.step('each client’s request becomes a case; the team posts two updates in each: the first is mailed at once, the second waits', async () => {
      for (const client of [reader, away]) {
        await sendRequest(request, client);
        const ref = await openCaseFor(admin, `${client.fname} ${client.lname}`, adminName);
        refs[client.email] = ref;
        await changeStatus(admin, 'Investigating', /The client was e-mailed that there is news\./);
        const said = await changeStatus(admin, 'Engaged', /The client will be e-mailed by \d\d:\d\d unless they read it first\./);
        const by = /by (\d\d:\d\d)/.exec(said)![1]!;
        // The window of the API's setting, and the flush's minute after it, said to the minute.
        const minutes = await minutesUntil(admin, by);
        expect(minutes).toBeGreaterThan(WINDOW_MINUTES);
        expect(minutes).toBeLessThanOrEqual(WINDOW_MINUTES + 2);
        await post(`/api/admin/cases/${ref}/messages`, { text: `We have written to the exchange (${stamp}).` });
        await expect.poll(async () => (await noticesTo(request, client.email, CASE_NEWS_NOTICE)).length).toBe(1);
      }
    });

    await test.step('one client signs in and reads the case', async () => {
      await signInAtLogin(page, request, reader.email);
      await page.goto(`/dashboard/cases/${refs[reader.email]}`);
      await expect(page.getByRole('log', { name: 'Messages' })).toContainText(`We have written to the exchange (${stamp}).`);
      // The room says it showed the message: the portal no longer counts it.
      await expect(page.getByRole('navigation', { name: 'Client area' }).getByRole('link', { name: /^My Cases/ })).toHaveAccessibleName('My Cases');
    });

    await test.step('the notice job, run now for each case: the reader gets nothing; the other, who read nothing, one notice without content', async () => {
      // Other tests' windows may end in the same runs: only the mailboxes tell which cases were mailed.
      await runOpsJob(request, 'notices', { caseRef: refs[reader.email] });
      await runOpsJob(request, 'notices', { caseRef: refs[away.email] });
      await expect.poll(async () => (await noticesTo(request, away.email, GATHERED_NOTICE)).map((mail) => mail.subject)).toEqual(['2 updates about your case: sign in to read them']);
      const [gathered] = await noticesTo(request, away.email, GATHERED_NOTICE);
      expect(gathered?.text).toContain(`${SITE}/login`);
      expect(gathered?.text).not.toContain(stamp);
      // The reader's run came first: a notice of theirs would have arrived before the other's.
      expect(await noticesTo(request, reader.email, GATHERED_NOTICE)).toHaveLength(0);
      expect(await noticesTo(request, reader.email, CASE_NEWS_NOTICE)).toHaveLength(1);
    });
  });
});
