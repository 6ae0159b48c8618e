import { type APIRequestContext } from '@playwright/test';
import { inboxRowOf, openCaseFor, personAt } from '../support/backOffice';
import { expect, test } from '../support/test';
import { submitWizard, wizardAnswersFor } from '../support/consultationWizard';
import { mailsTo, uniqueEmail } from '../support/mailbox';
import { signInAtLogin } from '../support/portalSignIn';
import { touches } from '../support/sitePaths';
import { addStaffFromCommandLine, enrolmentLinkFor, signInAsStaff } from '../support/staffSignIn';
import { localOnly, SITE } from '../support/target';

async function newsMailsTo(request: APIRequestContext, email: string): Promise<number> {
  return (await mailsTo(request, email)).filter((mail) => (mail.text ?? '').includes('There is news about your case: sign in to read it')).length;
}

test.describe('the back office', () => {
  localOnly('the first admin is created with the command line of the local stack');

  test('from the first admin to the client reading their case’s status, every step on record', touches('admin', 'intake', 'portal'), async ({ browser, request }) => {
    test.setTimeout(240_000);
    const adminEmail = uniqueEmail('admin');
    const managerEmail = uniqueEmail('case-manager');
    const clientEmail = uniqueEmail('victim');
    const otherEmail = uniqueEmail('other-victim');
    const stamp = Date.now().toString(36);
    const clientAnswers = { ...wizardAnswersFor(clientEmail), lastName: `Journey${stamp}` };
    const clientName = `${clientAnswers.firstName} ${clientAnswers.lastName}`;
    const otherAnswers = { ...wizardAnswersFor(otherEmail), firstName: 'Ben', lastName: `Elsewhere${stamp}` };
    const otherName = `${otherAnswers.firstName} ${otherAnswers.lastName}`;
    const clientNote = 'We have traced the first two transfers and are writing to the exchange.';
    // Names of this run only: a retry on the same stack finds the first attempt's members there too.
    const adminName = `Dana Admin ${stamp}`;
    const managerName = `Casey Manager ${stamp}`;

    const admin = await personAt(browser);
    const manager = await personAt(browser);

    await test.step('the first admin is created by the command', async () => {
      await addStaffFromCommandLine(adminEmail, adminName, 'admin');
    });

    await test.step('the admin signs in with code and passkey: created from the mailed link, then used', async () => {
      await signInAsStaff(admin, request, adminEmail, await enrolmentLinkFor(request, adminEmail));
      await expect(admin.getByRole('banner')).toContainText(`Welcome, ${adminName}`);
      await admin.getByRole('button', { name: 'Logout' }).click();
      await expect(admin).toHaveURL(`${SITE}/admin/login`);
      await signInAsStaff(admin, request, adminEmail);
      await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Admin dashboard');
    });

    await test.step('the admin invites a case manager, who registers a passkey', async () => {
      await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
      await admin.getByLabel('Name').fill(managerName);
      await admin.getByLabel('E-mail address').fill(managerEmail);
      await admin.getByLabel('Role', { exact: true }).selectOption({ label: 'Case manager' });
      await admin.getByRole('button', { name: 'Send the invitation' }).click();
      await expect(admin.getByRole('status').filter({ hasText: `Invitation sent to ${managerEmail}.` })).toBeVisible();

      await signInAsStaff(manager, request, managerEmail, await enrolmentLinkFor(request, managerEmail));
      await expect(manager.getByRole('banner')).toContainText(`Welcome, ${managerName}`);
      await admin.reload();
      await expect(admin.getByRole('table', { name: 'The team' }).getByRole('row').filter({ hasText: managerEmail })).toContainText('Active');
    });

    await test.step('a visitor sends a wizard request: it shows in the inbox, unopened, within seconds', async () => {
      const visitor = await browser.newPage({ baseURL: SITE });
      await submitWizard(visitor, clientAnswers);
      await expect(visitor).toHaveURL(/\/contact-us\/thank-you$/);
      await submitWizard(visitor, otherAnswers);
      await visitor.close();
      await expect(await inboxRowOf(admin, clientName)).toContainText(`Unopened: ${clientName}`);
    });

    let caseRef = '';
    let otherCaseRef = '';
    await test.step('the admin opens a case from it and assigns the case manager', async () => {
      caseRef = await openCaseFor(admin, clientName, managerName);
      otherCaseRef = await openCaseFor(admin, otherName, adminName);
      expect(otherCaseRef).not.toBe(caseRef);
    });

    await test.step('the case manager sees it among their cases, not the other one, and moves it to investigating', async () => {
      await manager.goto('/admin/cases');
      const cases = manager.getByRole('table', { name: 'Cases' });
      await expect(cases.getByRole('link', { name: caseRef, exact: true })).toBeVisible();
      await expect(cases.getByRole('link', { name: otherCaseRef, exact: true })).toHaveCount(0);
      // Not by its address either.
      await manager.goto(`/admin/cases/${otherCaseRef}`);
      await expect(manager.getByRole('alert')).toBeVisible();
      await expect(manager.getByText(otherEmail)).toHaveCount(0);

      await manager.goto('/admin/cases');
      await manager.getByRole('link', { name: caseRef, exact: true }).click();
      await expect(manager.getByRole('heading', { level: 1 })).toHaveText(`Case ${caseRef}`);
      await manager.getByLabel('New status').selectOption({ label: 'Investigating' });
      await manager.getByLabel('Note for the client (optional)').fill(clientNote);
      await manager.getByRole('button', { name: 'Change status' }).click();
      await expect(manager.getByRole('status').filter({ hasText: 'Status saved.' })).toBeVisible();
      // The change and its note are on record in the case's History tab.
      await manager.getByRole('navigation', { name: `Case ${caseRef}` }).getByRole('link', { name: /^History/ }).click();
      await expect(manager.getByText(`Note for the client: ${clientNote}`)).toBeVisible();
    });

    await test.step('the client signs in to the portal, sees that status and note, and received the notice mail', async () => {
      await expect.poll(() => newsMailsTo(request, clientEmail), { message: 'the notice mail', timeout: 15_000 }).toBe(1);
      const news = (await mailsTo(request, clientEmail)).find((mail) => (mail.text ?? '').includes('There is news about your case'));
      expect(news?.text).not.toContain(clientNote);
      expect(news?.text).not.toContain('Investigating');

      const client = await browser.newPage({ baseURL: SITE });
      await signInAtLogin(client, request, clientEmail);
      const row = client.getByRole('table').getByRole('row').nth(1);
      await expect(row).toContainText(`Investigating${clientNote}`);
      await row.getByRole('button', { name: /View request/ }).click();
      const details = client.getByRole('dialog', { name: 'Case Details' });
      await expect(details).toContainText('StatusInvestigating');
      await expect(details).toContainText(`Latest note from your case manager${clientNote}`);
      await expect(details).toContainText(`Case reference${caseRef}`);
      await client.close();
    });

    await test.step('the admin sees every step in /admin/audit', async () => {
      await admin.goto('/admin/audit');
      await admin.getByLabel('Client e-mail').fill(clientEmail);
      await admin.getByRole('button', { name: 'Apply filters' }).click();
      const rows = admin.getByRole('table', { name: 'Audit' }).getByRole('row');
      const step = (who: string, what: string, record: string | RegExp) => rows.filter({ hasText: who }).filter({ hasText: what }).filter({ hasText: record });
      await expect(step(adminName, 'opened item', /^.*request-\d+/)).not.toHaveCount(0);
      await expect(step(adminName, 'opened case', caseRef)).toHaveCount(1);
      await expect(step(adminName, 'changed case', caseRef)).not.toHaveCount(0);
      await expect(step(managerName, 'read case', caseRef)).not.toHaveCount(0);
      await expect(step(managerName, 'changed case status', `${caseRef}: investigating`)).toHaveCount(1);
      await expect(rows.filter({ hasText: otherCaseRef })).toHaveCount(0);

      await admin.getByLabel('Client e-mail').fill('');
      await admin.getByLabel('Staff member').selectOption({ label: managerName });
      await admin.getByRole('button', { name: 'Apply filters' }).click();
      await expect(step(managerName, 'passkey registered', '')).toHaveCount(1);
      await expect(step(managerName, 'sign-in', '')).not.toHaveCount(0);
      await expect(rows.filter({ hasText: `${adminName} (` })).toHaveCount(0);

      // Every entry of the admin's is on record: one kind of entry at a time (reads of lists and tasks fill pages fast).
      await admin.getByLabel('Staff member').selectOption({ label: adminName });
      await admin.getByLabel('What').selectOption('invited staff member');
      await admin.getByRole('button', { name: 'Apply filters' }).click();
      await expect(step(adminName, 'invited staff member', managerEmail)).toHaveCount(1);
      await admin.getByLabel('What').selectOption('sign-out');
      await admin.getByRole('button', { name: 'Apply filters' }).click();
      await expect(step(adminName, 'sign-out', '')).toHaveCount(1);
      await admin.getByLabel('What').selectOption('listed inbox');
      await admin.getByRole('button', { name: 'Apply filters' }).click();
      await expect(step(adminName, 'listed inbox', '"view":"default"')).not.toHaveCount(0);
    });

    await admin.context().close();
    await manager.context().close();
  });
});

test('/admin without a staff session shows the sign-in and no data, and the staff API answers 401', touches('admin'), async ({ page, request }) => {
  const staffCalls: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/admin/')) staffCalls.push({ url: new URL(response.url()).pathname, status: response.status() });
  });
  for (const path of ['/admin', '/admin/cases', '/admin/audit', '/admin/users', '/admin/cases/C-1', '/admin/inbox/request-1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByText('@')).toHaveCount(0);
  }
  expect(staffCalls.length).toBeGreaterThan(0);
  expect(staffCalls.every((call) => call.url === '/api/admin/me' && call.status === 401)).toBe(true);

  for (const path of ['me', 'staff', 'inbox', 'inbox/request-1', 'cases', 'cases/C-1', 'dashboard', 'analytics', 'settings', 'audit']) {
    const answer = await request.get(`/api/admin/${path}`);
    expect(answer.status(), `GET /api/admin/${path}`).toBe(401);
    expect(Object.keys((await answer.json()) as object).sort()).toEqual(['message', 'status']);
  }
});
