import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { openCaseFor, runOpsJob } from '../support/backOffice';
import { mailsTo, uniqueEmail } from '../support/mailbox';
import { touches } from '../support/sitePaths';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { localOnly, SITE } from '../support/target';
import { expect, test } from '../support/test';

/** A member of the team in a browser context of their own (startSignedInAsStaff gives it its passkey). */
async function memberAt(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SITE, viewport: { width: 1366, height: 900 } });
  return context.newPage();
}

/** A consultation request as the contact form sends it. */
async function sendRequest(request: APIRequestContext, fields: { fname: string; lname: string; email: string }) {
  const answer = await request.post('/api/services', {
    data: { ...fields, phone: '+12025550100', subject: 'contact-form-submission', scam_type: 'forex', transaction_type: 'wire_transfer', scam_amount: '48250', scam_description: 'Wired my savings to a fake broker.' },
  });
  expect(answer.status(), `POST /api/services answered ${answer.status()}`).toBe(201);
}

test.describe('tasks, the bell and the daily reminder', () => {
  localOnly('the team is created, and the reminder job run, with the local stack’s command line and ops token');

  test('an admin assigns a case; the case manager’s bell says so, a follow-up for today is on their dashboard, and the reminder mail carries no victim data', touches('admin'), async ({ browser, request }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const managerName = `Tariq Tasks ${stamp}`;
    const client = { fname: 'Rosalind', lname: `Okafor${stamp}`, email: uniqueEmail('tasks-client') };
    const clientName = `${client.fname} ${client.lname}`;
    const admin = await memberAt(browser);
    const manager = await memberAt(browser);
    let managerEmail = '';

    await test.step('an admin and a case manager sign in, each on their own computer', async () => {
      await startSignedInAsStaff(admin, request, `Ada Tasks ${stamp}`, 'admin');
      managerEmail = await startSignedInAsStaff(manager, request, managerName, 'case_manager');
      await expect(manager.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible();
    });

    let caseRef = '';
    await test.step('a request comes in; the admin opens a case from it and assigns the case manager', async () => {
      await sendRequest(request, client);
      caseRef = await openCaseFor(admin, clientName, managerName);
    });

    await test.step('the case manager’s bell shows the assignment without a reload, and opening it marks it seen', async () => {
      const bell = manager.getByRole('button', { name: 'Notifications, 1 unread' });
      await expect(bell).toBeVisible({ timeout: 20_000 });
      await bell.click();
      const panel = manager.getByRole('region', { name: 'Notifications' });
      await expect(panel.getByRole('link', { name: new RegExp(`Case ${caseRef} was assigned to you`) })).toBeVisible();
      await expect(manager.getByRole('button', { name: 'Notifications, none unread' })).toHaveAttribute('aria-expanded', 'true');
      await panel.getByRole('link', { name: new RegExp(`Case ${caseRef} was assigned to you`) }).click();
      await expect(manager.getByRole('heading', { level: 1 })).toHaveText(`Case ${caseRef}`);
    });

    await test.step('changing the status, the case manager sets a follow-up for today; their dashboard lists it', async () => {
      await manager.getByLabel('New status').selectOption({ label: 'Consultation' });
      await manager.getByLabel('Follow-up (optional)').selectOption({ label: 'Remind me today' });
      await manager.getByRole('button', { name: 'Change status' }).click();
      await expect(manager.getByRole('status').filter({ hasText: 'Follow-up set: a reminder today.' })).toBeVisible();
      await manager.getByRole('navigation', { name: `Case ${caseRef}` }).getByRole('link', { name: /^Tasks/ }).click();
      const tasks = manager.getByRole('region', { name: 'Tasks and follow-ups' });
      await expect(tasks.getByRole('checkbox', { name: 'Follow up on the case' })).toBeVisible();

      await manager.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
      const due = manager.getByRole('table', { name: 'Your tasks overdue or due today' });
      const row = due.getByRole('row').filter({ hasText: caseRef });
      await expect(row).toContainText('Follow up on the case');
      await expect(row).toContainText('Due today');
      await expect(row.getByRole('link', { name: caseRef })).toHaveAttribute('href', `/admin/cases/${caseRef}/tasks`);
    });

    await test.step('the daily reminder, run now, mails the case manager counts and the case reference, nothing of the victim', async () => {
      await runOpsJob(request, 'reminders');
      const reminders = async () => (await mailsTo(request, managerEmail)).filter((mail) => mail.subject?.startsWith('Your tasks:'));
      await expect.poll(async () => (await reminders()).length, { timeout: 15_000 }).toBe(1);
      const [mail] = await reminders();
      expect(mail!.subject).toBe('Your tasks: 1 task due today');
      expect(mail!.text).toContain(caseRef);
      const everything = `${mail!.subject}\n${mail!.text}\n${mail!.html ?? ''}`;
      for (const secret of [client.email, client.fname, client.lname, '48250', '48,250', 'savings', 'broker', 'Follow up on the case']) {
        expect(everything, `the reminder mail names ${secret}`).not.toContain(secret);
      }
      // Run again the same day: no second mail.
      await runOpsJob(request, 'reminders');
      await expect.poll(async () => (await reminders()).length, { timeout: 3_000 }).toBe(1);
    });

    await test.step('the bell then shows the task come due', async () => {
      await expect(manager.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({ timeout: 20_000 });
    });
  });
});
