import { type APIRequestContext, type Page } from '@playwright/test';
import { staffApi } from '../support/backOffice';
import { signInByEmail } from '../support/intakeApi';
import { uniqueEmail } from '../support/mailbox';
import { createCase, startSignedIn } from '../support/portalSignIn';
import { touches } from '../support/sitePaths';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { localOnly, SITE } from '../support/target';
import { expect, test } from '../support/test';

/** A 2 × 2 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

/** A one-page PDF with `text` on it, its cross-reference table right; `extra` objects (and a catalog entry) when given. */
function pdf(text: string, { catalog = '', extra = [] as string[] } = {}): Buffer {
  const stream = `BT /F1 24 Tf 20 60 Td (${text}) Tj ET`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...extra,
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF whose opening runs JavaScript, were anything to run it: an alert, and a change of the page's title. */
const SCRIPTED_PDF = pdf('Scripted', {
  catalog: '/OpenAction 6 0 R /Names << /JavaScript << /Names [(pwn) 6 0 R] >> >> ',
  extra: ["<< /S /JavaScript /JS (app.alert('the PDF ran a script'); document.title = 'changed by the PDF'; this.title = 'changed by the PDF';) >>"],
});

/** A client with a case the admin opened from their request; the client's token for the API. */
async function clientCase(request: APIRequestContext, admin: Page, index: number) {
  const email = uniqueEmail('case-documents');
  const requestId = await createCase(request, email, index);
  const post = await staffApi(admin);
  const caseRef = (await post<{ caseRef: string }>(`/api/admin/inbox/request-${requestId}/case`, {})).caseRef;
  return { email, caseRef, token: await signInByEmail(request, email), post };
}

async function clientUpload(request: APIRequestContext, token: string, caseRef: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const answer = await request.post(`/api/cases/${caseRef}/documents`, { headers: { Authorization: `Bearer ${token}` }, multipart: { file } });
  expect(answer.status(), `the client's upload of ${file.name} answered ${answer.status()}`).toBe(201);
}

async function clientDocumentNames(request: APIRequestContext, token: string, caseRef: string): Promise<string[]> {
  const answer = await request.get(`/api/cases/${caseRef}/documents`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: { name: string }[] }).items.map((item) => item.name);
}

test.describe('the case’s documents', () => {
  localOnly('the team is created with the command line of the local stack');

  test('a client’s PNG and PDF preview inside the back office, and a PDF carrying JavaScript runs none of it', touches('admin'), async ({ page: admin, request }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    await startSignedInAsStaff(admin, request, `Ada Admin ${stamp}`, 'admin');
    const { caseRef, token } = await clientCase(request, admin, 1);
    await clientUpload(request, token, caseRef, { name: `chat-${stamp}.png`, mimeType: 'image/png', buffer: PNG });
    await clientUpload(request, token, caseRef, { name: `statement-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf('Bank statement') });
    await clientUpload(request, token, caseRef, { name: `scripted-${stamp}.pdf`, mimeType: 'application/pdf', buffer: SCRIPTED_PDF });

    const dialogs: string[] = [];
    admin.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await admin.goto(`/admin/cases/${caseRef}/documents`);
    const documents = admin.getByRole('region', { name: 'Documents' });
    // The title the case page gives itself, read once it has (before, the area's neutral page has its own).
    await expect(admin).toHaveTitle(new RegExp(`^Case ${caseRef} `));
    const title = await admin.title();

    await test.step('the PNG shows as an image', async () => {
      await documents.getByRole('button', { name: `Preview chat-${stamp}.png` }).click();
      const region = documents.getByRole('region', { name: `Preview of chat-${stamp}.png` });
      await expect(region).toBeFocused();
      const image = region.getByRole('img', { name: `chat-${stamp}.png, as sent` });
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(2);
      await admin.keyboard.press('Escape');
      await expect(region).toBeHidden();
      await expect(documents.getByRole('button', { name: `Preview chat-${stamp}.png` })).toBeFocused();
    });

    await test.step('the PDF’s page is drawn on a canvas, with its page controls', async () => {
      await documents.getByRole('button', { name: `Preview statement-${stamp}.pdf` }).click();
      const region = documents.getByRole('region', { name: `Preview of statement-${stamp}.pdf` });
      const page = region.getByRole('img', { name: `Page 1 of 1 of statement-${stamp}.pdf` });
      await expect(page).toHaveAttribute('data-drawn', 'true');
      await expect(region.getByText('Page 1 of 1', { exact: true })).toBeVisible();
      await expect(region.getByRole('button', { name: 'Next page' })).toBeDisabled();
      // Something is drawn: the canvas is not blank.
      const inked = await page.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
        const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let index = 0; index < pixels.length; index += 4) if (pixels[index]! < 128 && pixels[index + 3]! > 0) return true;
        return false;
      });
      expect(inked).toBe(true);
      await region.getByRole('button', { name: 'Close preview' }).click();
    });

    await test.step('the PDF carrying JavaScript is drawn, and none of its script runs', async () => {
      await documents.getByRole('button', { name: `Preview scripted-${stamp}.pdf` }).click();
      const region = documents.getByRole('region', { name: `Preview of scripted-${stamp}.pdf` });
      await expect(region.getByRole('img', { name: `Page 1 of 1 of scripted-${stamp}.pdf` })).toHaveAttribute('data-drawn', 'true');
      // Nothing was framed or embedded: the bytes never became a document of the site's origin.
      await expect(admin.locator('iframe, object, embed')).toHaveCount(0);
      expect(dialogs).toEqual([]);
      expect(await admin.title()).toBe(title);
      await expect(admin.getByRole('heading', { level: 1 })).toHaveText(`Case ${caseRef}`);
    });
  });

  test('a team-only document never reaches the client; a shared one is withdrawn, the client sees the withdrawal line, and its download answers 404', touches('admin', 'portal'), async ({ page: admin, browser, request }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    await startSignedInAsStaff(admin, request, `Ada Admin ${stamp}`, 'admin');
    const { email, caseRef, token } = await clientCase(request, admin, 2);
    const memo = `internal-memo-${stamp}.pdf`;
    const letter = `bank-letter-${stamp}.pdf`;

    await admin.goto(`/admin/cases/${caseRef}/documents`);
    const documents = admin.getByRole('region', { name: 'Documents' });
    await test.step('the team uploads a memo for itself and a letter for the client, each confirmed with its choice', async () => {
      for (const [name, choice] of [
        [memo, /Team only/],
        [letter, /Share with the client/],
      ] as const) {
        await documents.getByLabel('Upload a document').setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf(name) });
        const question = documents.getByRole('group', { name: `Who may see ${name}?` });
        await question.getByRole('radio', { name: choice }).check();
        await question.getByRole('button', { name: 'Upload' }).click();
        await expect(documents.getByRole('link', { name: `Download ${name}` })).toBeVisible();
      }
      await expect(documents.getByRole('listitem').filter({ hasText: memo }).getByText('Team only', { exact: true })).toBeVisible();
    });

    const client = await (await browser.newContext({ baseURL: SITE })).newPage();
    await startSignedIn(client, request, email);
    const clientDocuments = client.getByRole('region', { name: 'Documents' });
    await test.step('the client’s room and GET /api/cases/:ref/documents have the letter, never the memo', async () => {
      await client.goto(`/dashboard/cases/${caseRef}`);
      await expect(clientDocuments.getByRole('button', { name: `Download ${letter}` })).toBeVisible();
      await expect(clientDocuments).not.toContainText(memo);
      expect(await clientDocumentNames(request, token, caseRef)).toEqual([letter]);
    });

    await test.step('the team withdraws the letter; the client sees the withdrawal line, and its download answers 404', async () => {
      const row = documents.getByRole('listitem').filter({ has: admin.getByRole('link', { name: `Download ${letter}` }) });
      await row.getByRole('button', { name: `Withdraw ${letter}` }).click();
      await row.getByRole('button', { name: 'Withdraw for good' }).click();
      await expect(documents.getByText(`${letter} is withdrawn and its file deleted.`)).toBeVisible();
      const id = ((await (await admin.request.get(`/api/admin/cases/${caseRef}/documents`)).json()) as { items: { id: number; name: string }[] }).items.find((item) => item.name === letter)!.id;

      await client.reload();
      await expect(clientDocuments.getByText(`${letter}, withdrawn by the team on`)).toBeVisible();
      await expect(clientDocuments.getByRole('button', { name: `Download ${letter}` })).toHaveCount(0);
      const download = await request.get(`/api/cases/${caseRef}/documents/${id}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(download.status()).toBe(404);
      await client.context().close();
    });
  });

  test('a template fills a reply with the client’s first name and the case reference', touches('admin'), async ({ page: admin, request }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    await startSignedInAsStaff(admin, request, `Ada Admin ${stamp}`, 'admin');
    const { caseRef } = await clientCase(request, admin, 3);
    const name = `Documents received ${stamp}`;

    await test.step('an admin keeps the template in Settings', async () => {
      await admin.goto('/admin/settings');
      const section = admin.getByRole('region', { name: 'Reply templates' });
      await section.getByRole('button', { name: 'Add a template' }).click();
      const form = section.getByRole('form', { name: 'New template' });
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Text').fill('Dear {firstName}, we have received your documents for {caseRef}.');
      await expect(form.getByText(/\{firstName\} becomes the client’s first name, \{caseRef\} becomes the case reference/)).toBeVisible();
      await form.getByRole('button', { name: 'Save the template' }).click();
      await expect(section.getByText(`The template “${name}” is saved.`)).toBeVisible();
    });

    await test.step('inserted into a reply, it stays editable and is sent as edited', async () => {
      await admin.goto(`/admin/cases/${caseRef}/messages`);
      const messages = admin.getByRole('region', { name: 'Messages' });
      await messages.getByLabel('Insert a template').selectOption({ label: name });
      await messages.getByRole('button', { name: 'Insert', exact: true }).click();
      const reply = messages.getByLabel('Reply to the client');
      // createCase files the request as "Paging Client 3".
      await expect(reply).toHaveValue(`Dear Paging, we have received your documents for ${caseRef}.`);
      await expect(reply).toBeFocused();
      await admin.keyboard.type(` (${stamp})`);
      await messages.getByRole('button', { name: 'Send' }).click();
      await expect(messages.getByRole('log', { name: 'Messages' })).toContainText(`Dear Paging, we have received your documents for ${caseRef}. (${stamp})`);
    });
  });
});
