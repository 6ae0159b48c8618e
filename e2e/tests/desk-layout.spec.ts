import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { inboxRowOf, openCaseFor, staffApi, staffPost } from '../support/backOffice';
import { wizardAnswersFor } from '../support/consultationWizard';
import { signInByEmail } from '../support/intakeApi';
import { mailsTo, uniqueEmail } from '../support/mailbox';
import { signInAtLogin } from '../support/portalSignIn';
import { expectEvidenceInCase, expectEvidenceOnItem, PHONE, sendWizardWithEvidence } from '../support/requestEvidence';
import { touches } from '../support/sitePaths';
import { addStaffFromCommandLine, startSignedInAsStaff } from '../support/staffSignIn';
import { localOnly, SITE } from '../support/target';
import { expect, test } from '../support/test';

/** A member of the team on a laptop of `width` × 768 (startSignedInAsStaff gives the context its passkey). */
async function memberAt(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: SITE, viewport: { width, height: 768 } });
  return context.newPage();
}

/** A consultation request as the contact form sends it (in the client's name when `token` is given). */
async function sendRequest(request: APIRequestContext, fields: { fname: string; lname: string; email: string }, story: string, token?: string) {
  const answer = await request.post('/api/services', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    data: { ...fields, phone: '+12025550100', subject: 'contact-form-submission', scam_type: 'forex', transaction_type: 'wire_transfer', scam_amount: '7300', scam_description: story },
  });
  expect(answer.status(), `POST /api/services answered ${answer.status()}`).toBe(201);
}

/** The inbox's rows wholly inside the window, as the member sees them without scrolling. */
async function rowsInView(page: Page): Promise<number> {
  const rows = page.getByRole('table', { name: 'Inbox' }).getByRole('row').filter({ has: page.getByRole('link') });
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((found) => found.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length);
}

/** Where the local stack sends the team's mail (its API's TEAM_EMAIL). */
const TEAM_EMAIL = 'team@cleartrace-recovery.example';

/** A small file that is a PDF by its content, as the case room checks it. */
const pdfBytes = (label: string) => Buffer.concat([Buffer.from(`%PDF-1.7\n% ${label}\n`, 'latin1'), Buffer.alloc(200, 32)]);

test.describe('the desk’s layout', () => {
  localOnly('the team is created with the command line of the local stack');

  test('the inbox from the menu with a dozen rows, j/k and Enter; a case in tabs with the story; read by the client; My tasks; one bell item for a reply with 3 files; axe', touches('admin'), async ({ browser, request }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const adminName = `Desk Admin ${stamp}`;
    const family = `Desk${stamp}`;
    const client = { fname: 'Imogen', lname: family, email: uniqueEmail('desk-client') };
    const clientName = `${client.fname} ${client.lname}`;
    const story = `My adviser ${stamp} showed fake profits, then asked for a release fee before any withdrawal.`;
    const admin = await memberAt(browser, 1366);
    let clientToken = '';

    await test.step('an admin signs in; a client and twelve others send requests', async () => {
      await startSignedInAsStaff(admin, request, adminName, 'admin');
      clientToken = await signInByEmail(request, client.email);
      await sendRequest(request, client, story, clientToken);
      for (let index = 0; index < 12; index += 1) await sendRequest(request, { fname: `Other${index}`, lname: family, email: uniqueEmail(`desk-${index}`) }, `Story ${index} of ${family}.`);
    });

    await test.step('the inbox is in the menu, marked once open; at 1366 × 768 at least 12 rows show without scrolling, at 1024 × 768 at least 8', async () => {
      const entry = admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Inbox/ });
      await entry.click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
      await expect(entry).toHaveAttribute('aria-current', 'page');
      await expect(admin.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
      expect(await rowsInView(admin)).toBeGreaterThanOrEqual(12);
      await expectNoAxeViolations(admin, 'the inbox at 1366 px');
      await admin.setViewportSize({ width: 1024, height: 768 });
      expect(await rowsInView(admin)).toBeGreaterThanOrEqual(8);
      await expectNoAxeViolations(admin, 'the inbox at 1024 px');
      await admin.setViewportSize({ width: 1366, height: 768 });
    });

    await test.step('j and k move between rows, Enter opens the item beside the list; ? names the keys', async () => {
      await admin.goto(`/admin/inbox?q=${family}`);
      const links = admin.getByRole('table', { name: 'Inbox' }).getByRole('row').getByRole('link');
      await expect(links).toHaveCount(13);
      await admin.getByRole('heading', { level: 1, name: 'Inbox' }).click();
      await admin.keyboard.press('j');
      await expect(links.nth(0)).toBeFocused();
      await admin.keyboard.press('j');
      await expect(links.nth(1)).toBeFocused();
      await admin.keyboard.press('k');
      await expect(links.nth(0)).toBeFocused();
      const name = (await links.nth(0).textContent()) ?? '';
      await admin.keyboard.press('Enter');
      await expect(admin).toHaveURL(/\/admin\/inbox\/request-\d+\?q=/);
      const pane = admin.getByRole('region', { name: 'Reading pane' });
      await expect(pane.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(links.nth(0)).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(admin, 'an item in the reading pane');
      await admin.getByRole('heading', { level: 1, name: 'Inbox' }).click();
      await admin.keyboard.press('?');
      await expect(admin.getByRole('dialog', { name: 'Keyboard keys' })).toBeVisible();
      await admin.keyboard.press('Escape');
      await expect(admin.getByRole('dialog', { name: 'Keyboard keys' })).toBeHidden();
    });

    let caseRef = '';
    await test.step('the case page opens on its Overview with the victim’s story; a tab’s address survives a reload', async () => {
      caseRef = await openCaseFor(admin, clientName, adminName);
      const tabs = admin.getByRole('navigation', { name: `Case ${caseRef}` });
      await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
      await expect(admin.getByText(story)).toBeVisible();
      await expectNoAxeViolations(admin, 'a case’s overview at 1366 px');
      await tabs.getByRole('link', { name: /^Documents/ }).click();
      await expect(admin).toHaveURL(new RegExp(`/admin/cases/${caseRef}/documents$`));
      await admin.reload();
      await expect(tabs.getByRole('link', { name: /^Documents/ })).toHaveAttribute('aria-current', 'page');
      await expect(admin.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
      await expect(admin.getByText(story)).toBeHidden();
    });

    await test.step('a message the client reads says "Read by the client" on the team’s thread', async () => {
      const call = await staffApi(admin);
      const sent = await call<{ message: { id: number } }>(`/api/admin/cases/${caseRef}/messages`, { text: `We wrote to the bank (${stamp}).` });
      const read = await request.post(`/api/cases/${caseRef}/messages/read`, { headers: { Authorization: `Bearer ${clientToken}` }, data: { upTo: sent.message.id } });
      expect(read.status()).toBe(200);
      await admin.goto(`/admin/cases/${caseRef}/messages`);
      const thread = admin.getByRole('log', { name: 'Messages' });
      await expect(thread.getByRole('listitem').filter({ hasText: `We wrote to the bank (${stamp}).` })).toContainText('Read by the client at');
    });

    await test.step('a task due tomorrow shows under My tasks, in the next 7 days, linked to its case', async () => {
      const call = await staffApi(admin);
      const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      await call(`/api/admin/cases/${caseRef}/tasks`, { title: `Call the bank back ${stamp}`, dueOn: tomorrow });
      await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^My tasks/ }).click();
      await expect(admin.getByRole('heading', { level: 1, name: 'My tasks' })).toBeVisible();
      const soon = admin.getByRole('table', { name: /^The next 7 days/ });
      const row = soon.getByRole('row').filter({ hasText: `Call the bank back ${stamp}` });
      await expect(row.getByRole('link', { name: caseRef })).toHaveAttribute('href', `/admin/cases/${caseRef}/tasks`);
      await expectNoAxeViolations(admin, 'My tasks at 1366 px');
    });

    await test.step('a client reply with three files is one item of the bell', async () => {
      const documentIds: number[] = [];
      for (const label of ['one', 'two', 'three']) {
        const upload = await request.post(`/api/cases/${caseRef}/documents`, {
          headers: { Authorization: `Bearer ${clientToken}` },
          multipart: { file: { name: `${label}-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes(label) } },
        });
        expect(upload.status(), `the upload of ${label} answered ${upload.status()}`).toBe(201);
        documentIds.push(((await upload.json()) as { document: { id: number } }).document.id);
      }
      const reply = await request.post(`/api/cases/${caseRef}/messages`, {
        headers: { Authorization: `Bearer ${clientToken}`, 'Idempotency-Key': `desk-${stamp}` },
        data: { text: 'Here are the statements.', documentIds },
      });
      expect(reply.status()).toBe(201);
      const bell = admin.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ });
      await expect(bell).toBeVisible({ timeout: 20_000 });
      await bell.click();
      const items = admin.getByRole('region', { name: 'Notifications' }).getByRole('link').filter({ hasText: caseRef });
      await expect(items).toHaveCount(1);
      await expect(items).toContainText(`Client sent a message with 3 documents in ${caseRef}`);
    });

    await test.step('at 1024 px the item has its own page; at 390 px the inbox, an item and the case stay usable and pass axe', async () => {
      for (const width of [1024, 390]) {
        await admin.setViewportSize({ width, height: 768 });
        await admin.goto(`/admin/inbox?q=${family}`);
        await expect(admin.getByRole('table', { name: 'Inbox' }).getByRole('row').getByRole('link')).toHaveCount(13);
        expect(await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(admin, `the inbox at ${width} px`);
        await admin.getByRole('link', { name: clientName }).click();
        await expect(admin.getByRole('heading', { level: 1, name: clientName })).toBeVisible();
        await expect(admin.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', `/admin/inbox?q=${family}`);
        await expectNoAxeViolations(admin, `an item at ${width} px`);
        await admin.goto(`/admin/cases/${caseRef}`);
        await expect(admin.getByText(story)).toBeVisible();
        expect(await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(admin, `a case’s overview at ${width} px`);
        await admin.goto('/admin/tasks');
        await expect(admin.getByRole('heading', { level: 1, name: 'My tasks' })).toBeVisible();
        await expectNoAxeViolations(admin, `My tasks at ${width} px`);
      }
    });
  });

  test('two members at once and a victim on a phone: the wizard’s PDF and photo reach the item and the case; no editor manages it; the team’s mail names nobody; the victim signs in greeted by first name', touches('admin', 'intake', 'portal'), async ({ browser, request }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const adminName = `Pair Admin ${stamp}`;
    const managerName = `Pair Manager ${stamp}`;
    const editorName = `Pair Editor ${stamp}`;
    const answers = { ...wizardAnswersFor(uniqueEmail('desk-victim')), firstName: 'Paul', lastName: `Phone${stamp}`, details: `The app ${stamp} froze my balance and asked me for a tax to unlock it.` };
    const name = `${answers.firstName} ${answers.lastName}`;
    const admin = await memberAt(browser, 1366);
    const manager = await memberAt(browser, 1024);
    const victim = await (await browser.newContext({ baseURL: SITE, viewport: PHONE })).newPage();

    await test.step('an admin at 1366 px and a case manager at 1024 px sign in; an editor is on the team', async () => {
      await startSignedInAsStaff(admin, request, adminName, 'admin');
      await startSignedInAsStaff(manager, request, managerName, 'case_manager');
      await addStaffFromCommandLine(uniqueEmail('editor'), editorName, 'editor');
    });

    await test.step('the victim, on a phone, sends the wizard with a PDF and a photo', async () => {
      await sendWizardWithEvidence(victim, answers);
    });

    let itemRef = '';
    await test.step('the admin reads it in the reading pane with both files previewed; the team’s mail names the form, links to the item and carries nothing of the victim', async () => {
      await (await inboxRowOf(admin, name)).getByRole('link', { name }).click();
      await expect(admin).toHaveURL(/\/admin\/inbox\/request-\d+$/);
      itemRef = new URL(admin.url()).pathname.split('/').pop() ?? '';
      await expect(admin.getByRole('region', { name: 'Reading pane' }).getByRole('heading', { level: 2, name })).toBeVisible();
      await expectEvidenceOnItem(admin);

      const subject = `New wizard consultation request #${itemRef.replace('request-', '')}`;
      const teamMail = async () => (await mailsTo(request, TEAM_EMAIL)).find((mail) => mail.subject === subject);
      await expect.poll(teamMail, { message: `the team's mail "${subject}"`, timeout: 15_000 }).toBeDefined();
      const mail = await teamMail();
      expect(mail?.text).toContain(`/admin/inbox/${itemRef}`);
      for (const detail of [answers.firstName, answers.lastName, answers.phone, answers.email, answers.amount, answers.shownAmount, answers.details]) {
        expect(`${mail?.subject}\n${mail?.text}\n${mail?.html ?? ''}`, `the team's mail carries "${detail}"`).not.toContain(detail);
      }
    });

    let caseRef = '';
    await test.step('the admin opens a case for the case manager: no editor is offered, the API refuses one with 422, and the files are the case’s documents', async () => {
      caseRef = await openCaseFor(admin, name, managerName);
      const offered = await admin.getByLabel('Case manager').locator('option').allTextContents();
      expect(offered).toContain(managerName);
      expect(offered).not.toContain(editorName);

      const team = (await (await admin.request.get('/api/admin/staff')).json()) as { items: { id: number; name: string }[] };
      const editor = team.items.find((member) => member.name === editorName);
      const detail = (await (await admin.request.get(`/api/admin/cases/${caseRef}`)).json()) as { case: { version: number } };
      const refused = await (await staffPost(admin))(`/api/admin/cases/${caseRef}`, { version: detail.case.version, managerId: editor?.id });
      expect(refused.status()).toBe(422);
      expect(((await refused.json()) as { message: string }).message).toBe('An editor cannot manage cases.');

      await expectEvidenceInCase(admin, caseRef);
    });

    await test.step('the case manager, at 1024 px, opens it from their cases: the Overview tells the victim’s story, Documents hold the files', async () => {
      await manager.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Cases' }).click();
      await manager.getByRole('table', { name: 'Cases' }).getByRole('link', { name: caseRef, exact: true }).click();
      await expect(manager.getByRole('heading', { level: 1 })).toHaveText(`Case ${caseRef}`);
      await expect(manager.getByRole('navigation', { name: `Case ${caseRef}` }).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
      await expect(manager.getByText(answers.details)).toBeVisible();
      await expectEvidenceInCase(manager, caseRef);
    });

    await test.step('the victim signs in with the mailed code: greeted by first name, the request’s name and amount shown without a mailed link', async () => {
      await signInAtLogin(victim, request, answers.email);
      await expect(victim.getByText(`Welcome, ${answers.firstName}`)).toBeVisible();
      const card = victim.getByRole('list', { name: /^Your cases/ }).getByRole('listitem');
      await expect(card).toContainText(name);
      await expect(card).toContainText(answers.shownAmount);
      await expect(card).not.toContainText('Waiting for you to confirm');
    });
  });
});
