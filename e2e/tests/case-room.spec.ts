import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { openCaseFor } from '../support/backOffice';
import { submitWizard, wizardAnswersFor } from '../support/consultationWizard';
import { ROOT } from '../support/apps';
import { codeMailedAfter, mailsTo, uniqueEmail } from '../support/mailbox';
import { signInAtLogin } from '../support/portalSignIn';
import { touches } from '../support/sitePaths';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { DATA_DIR } from '../support/site';
import { localOnly, SITE } from '../support/target';
import { expect, test } from '../support/test';

const NEW_MESSAGE_NOTICE = 'You have a new message about your case: sign in to read it';
const CASE_NEWS_NOTICE = 'There is news about your case: sign in to read it';
/** Where the e2e stack keeps the case rooms' files, flat. */
const DOCUMENTS_DIR = path.join(ROOT, DATA_DIR, 'documents');

/** The SHA-256 of every file in the document store (the folder of uploads under way aside). */
function storedChecksums(): Set<string> {
  const files = fs.readdirSync(DOCUMENTS_DIR, { withFileTypes: true }).filter((entry) => entry.isFile());
  return new Set(files.map((entry) => sha256(fs.readFileSync(path.join(DOCUMENTS_DIR, entry.name)))));
}

/** A real PDF of about 300 KB (past nginx's body limit for other routes), different on every run. */
function pdf(title: string): Buffer {
  const padding = `% ${'scanned page '.repeat(70)}\n`.repeat(320);
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${title} ${Date.now()}\n${padding}trailer << /Root 1 0 R >>\n%%EOF\n`, 'utf8');
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The mails `email` received that carry `sentence`. */
async function noticesTo(request: APIRequestContext, email: string, sentence: string) {
  return (await mailsTo(request, email)).filter((mail) => (mail.text ?? '').includes(sentence));
}

async function newPerson(page: Page): Promise<Page> {
  const context = await page.context().browser()!.newContext({ baseURL: SITE });
  return context.newPage();
}

test.describe('the case room', () => {
  localOnly('the team is created with the command line of the local stack');

  test('a case made in the back office: messages both ways without reloading, content-free notices, the report byte for byte, and erasure that leaves nothing', touches('admin', 'intake', 'portal'), async ({ page, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const clientEmail = uniqueEmail('case-room');
    const answers = { ...wizardAnswersFor(clientEmail), lastName: `Room${stamp}` };
    const clientName = `${answers.firstName} ${answers.lastName}`;
    const managerName = `Robin Manager ${stamp}`;
    const clientText = `Here is my bank statement, see https://example.com/${stamp} <b>not bold</b>`;
    const replyText = `Thank you, we are reading it now (${stamp}).`;
    const welcomeText = `Welcome, I am looking after your case (${stamp}).`;
    const statement = pdf('statement');
    const report = pdf('report');

    // The victim who sends the request is the client who later signs in, in the same browser.
    const client = page;
    const admin = await newPerson(page);
    const manager = await newPerson(page);
    await startSignedInAsStaff(admin, request, `Ada Admin ${stamp}`, 'admin');
    const managerEmail = await startSignedInAsStaff(manager, request, managerName, 'case_manager');

    let caseRef = '';
    await test.step('a request comes in; the admin opens a case for the case manager, who moves it on with a note', async () => {
      await submitWizard(client, answers);
      await expect(client).toHaveURL(/\/contact-us\/thank-you$/);
      caseRef = await openCaseFor(admin, clientName, managerName);
      await manager.goto(`/admin/cases/${caseRef}`);
      await manager.getByLabel('New status').selectOption({ label: 'Investigating' });
      await manager.getByLabel('Note for the client (optional)').fill('We are tracing the transfers.');
      await manager.getByRole('button', { name: 'Change status' }).click();
      await expect(manager.getByRole('status').filter({ hasText: 'Status saved.' })).toBeVisible();
      await manager.getByRole('navigation', { name: `Case ${caseRef}` }).getByRole('link', { name: /^Messages/ }).click();
      await manager.getByLabel('Reply to the client').fill(welcomeText);
      await manager.getByRole('button', { name: 'Send' }).click();
      await expect(manager.getByRole('log', { name: 'Messages' })).toContainText(welcomeText);
    });

    await test.step('the client opens the case page from their cases and sees its timeline', async () => {
      await signInAtLogin(client, request, clientEmail);
      // The case manager's first message waits unread: the side menu counts it.
      const myCases = client.getByRole('navigation', { name: 'Client area' }).getByRole('link', { name: /^My Cases/ });
      await expect(myCases).toHaveAccessibleName(/^My Cases ?\(1 unread message\)$/);
      await client.getByRole('button', { name: /View request/ }).first().click();
      await client.getByRole('dialog', { name: 'Case Details' }).getByRole('link', { name: `Open case ${caseRef}: messages and documents` }).click();
      await expect(client).toHaveURL(`${SITE}/dashboard/cases/${caseRef}`);
      await expect(client.getByRole('heading', { level: 1 })).toHaveText(`Case ${caseRef}`);
      const timeline = client.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
      await expect(timeline).toHaveCount(2);
      await expect(timeline.nth(0)).toContainText('New');
      await expect(timeline.nth(1)).toContainText('Investigating');
      await expect(timeline.nth(1)).toContainText('We are tracing the transfers.');
      await expect(client.getByText('Case manager', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(managerName);
      // Read on the case page, it is counted no more.
      await expect(client.getByRole('log', { name: 'Messages' })).toContainText(welcomeText);
      await expect(myCases).toHaveAccessibleName('My Cases');
    });

    await test.step('the client sends a message with a PDF, by keyboard alone; the case manager sees it without reloading', async () => {
      // Waiting for the chooser turns Chromium's file chooser interception on, and that is asynchronous: asked for
      // just before the key, it could come after the key had opened the browser's own (invisible) chooser, and the
      // event never came. Asked for before the typing, it is on by the time the key is pressed.
      const chooser = client.waitForEvent('filechooser');
      const text = client.getByLabel('Your message to the case team');
      await text.fill(clientText);
      await client.keyboard.press('Tab');
      await expect(client.getByLabel('Attach files (optional)')).toBeFocused();
      await client.keyboard.press('Space');
      await (await chooser).setFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: statement });
      await expect(client.getByText('Uploaded', { exact: true })).toBeVisible();
      // A screen reader hears that it has arrived.
      await expect(client.getByRole('status').filter({ hasText: 'statement.pdf uploaded.' })).toBeAttached();
      await client.keyboard.press('Tab');
      await expect(client.getByRole('button', { name: 'Remove statement.pdf' })).toBeFocused();
      await client.keyboard.press('Tab');
      await expect(client.getByRole('button', { name: 'Send' })).toBeFocused();
      await client.keyboard.press('Enter');
      const clientLog = client.getByRole('log', { name: 'Messages' });
      await expect(clientLog).toContainText(clientText);
      // Text stays text: the markup typed shows as typed, the address is no link.
      await expect(clientLog.locator('b, a')).toHaveCount(0);

      const managerLog = manager.getByRole('log', { name: 'Messages' });
      await expect(managerLog).toContainText(clientText, { timeout: 15_000 });
      await expect(managerLog.getByRole('link', { name: 'Download statement.pdf' })).toBeVisible();
    });

    await test.step('the case manager replies; the client sees it without reloading', async () => {
      await manager.getByLabel('Reply to the client').fill(replyText);
      await manager.getByRole('button', { name: 'Send' }).click();
      await expect(manager.getByRole('log', { name: 'Messages' })).toContainText(replyText);
      await expect(client.getByRole('log', { name: 'Messages' })).toContainText(replyText, { timeout: 15_000 });
    });

    await test.step('each side got a notice mail with nothing of the message in it; the client one per case in a notice window', async () => {
      // The status change mailed the client at once; the team's two messages since fall in the window it opened,
      // gathered into one mail at its end.
      await expect.poll(async () => (await noticesTo(request, clientEmail, CASE_NEWS_NOTICE)).length, { timeout: 15_000 }).toBe(1);
      await expect.poll(async () => (await noticesTo(request, managerEmail, NEW_MESSAGE_NOTICE)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
      expect(await noticesTo(request, clientEmail, NEW_MESSAGE_NOTICE)).toHaveLength(0);
      for (const mail of [...(await mailsTo(request, clientEmail)), ...(await noticesTo(request, managerEmail, NEW_MESSAGE_NOTICE))]) {
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part ?? '').not.toContain(stamp);
          expect(part ?? '').not.toContain('bank statement');
        }
      }
      const managerNotice = (await noticesTo(request, managerEmail, NEW_MESSAGE_NOTICE))[0];
      expect(managerNotice?.text).toContain(caseRef);
      expect(managerNotice?.text).toContain(`/admin/cases/${caseRef}`);
    });

    await test.step('the case page passes axe at 360 px, thread and composer included, and fits 360 and 320 px', async () => {
      await client.setViewportSize({ width: 360, height: 800 });
      await expect(client.getByRole('log', { name: 'Messages' })).toBeVisible();
      await expectNoAxeViolations(client, 'the case page at 360 px');
      for (const width of [360, 320]) {
        await client.setViewportSize({ width, height: 800 });
        const wider = await client.evaluate(() =>
          [...document.querySelectorAll('main *')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
            .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`),
        );
        expect(wider, `what is wider than the case page at ${width} px`).toEqual([]);
      }
      await client.setViewportSize({ width: 360, height: 800 });
    });

    await test.step('the case manager uploads the report and marks it; the client downloads it byte for byte', async () => {
      await manager.getByRole('navigation', { name: `Case ${caseRef}` }).getByRole('link', { name: /^Documents/ }).click();
      const documents = manager.getByRole('region', { name: 'Documents' });
      await documents.getByLabel('Upload a document').setInputFiles({ name: 'investigation-report.pdf', mimeType: 'application/pdf', buffer: report });
      await documents.getByRole('radio', { name: /Share with the client/ }).check();
      await documents.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(documents.getByRole('link', { name: 'Download investigation-report.pdf' })).toBeVisible();
      await documents.getByRole('button', { name: 'Mark as report: investigation-report.pdf' }).click();
      await expect(documents.getByText('investigation-report.pdf is now the client’s report.')).toBeVisible();

      await client.reload();
      const yourReport = client.getByRole('region', { name: 'Your report' });
      await expect(yourReport).toContainText('investigation-report.pdf');
      const download = client.waitForEvent('download');
      await yourReport.getByRole('button', { name: 'Download your report' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('investigation-report.pdf');
      expect(sha256(fs.readFileSync((await file.path()) as string))).toBe(sha256(report));
    });

    const documentIds = ((await (await manager.request.get(`/api/admin/cases/${caseRef}/documents`)).json()) as { items: { id: number }[] }).items.map(({ id }) => id);
    expect(documentIds).toHaveLength(2);
    const ourFiles = [sha256(statement), sha256(report)];
    expect([...storedChecksums()]).toEqual(expect.arrayContaining(ourFiles));

    await test.step('the client erases their data: the case’s messages and files are gone, from the database and the storage', async () => {
      // At 360 px the side menu sits behind its toggle.
      await client.getByRole('button', { name: 'Menu' }).click();
      await client.getByRole('link', { name: 'My data' }).click();
      await client.getByRole('button', { name: 'Erase my data' }).click();
      const code = await codeMailedAfter(request, clientEmail, async () => {
        await client.getByRole('button', { name: 'Yes, e-mail me a code' }).click();
        await expect(client.getByLabel(`Code sent to ${clientEmail}`)).toBeFocused();
      });
      await client.getByLabel(`Code sent to ${clientEmail}`).fill(code);
      await client.getByRole('button', { name: 'Erase everything' }).click();
      await expect(client).toHaveURL(/\/login$/);

      const messages = await manager.request.get(`/api/admin/cases/${caseRef}/messages`);
      if (messages.ok()) expect(((await messages.json()) as { items: unknown[] }).items).toEqual([]);
      else expect(messages.status()).toBe(404);
      for (const id of documentIds) expect((await manager.request.get(`/api/admin/cases/${caseRef}/documents/${id}`)).status(), `document ${id}`).toBe(404);
      const left = storedChecksums();
      expect(ourFiles.filter((checksum) => left.has(checksum)), 'files of the erased case still in the store').toEqual([]);
    });

    for (const person of [admin, manager]) await person.context().close();
  });
});
