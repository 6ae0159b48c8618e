import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { NOT_FOUND_TITLE } from '../support/sitePaths';
import { allMails, linksMailedTo, subjectsMailedTo, uniqueEmail, type MaildevMail } from '../support/mailbox';

/** The team notification the API mails once a report is committed, read from the MailDev inbox. */
async function teamMail(request: APIRequestContext, subject: string): Promise<MaildevMail> {
  let found: MaildevMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await allMails(request)).find((mail) => mail.subject === subject);
        return found !== undefined;
      },
      { message: `a mail "${subject}"`, timeout: 15_000 },
    )
    .toBe(true);
  return found as MaildevMail;
}

/** A small but real PNG file: its signature, then filler. */
function pngFile(name: string, size: number) {
  const buffer = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  return { name, mimeType: 'image/png', buffer };
}

/** Opens a page the crawl found, and fails if it is the 404 page. */
async function expectRealPage(page: Page, href: string, heading?: string) {
  await page.goto(href);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await expect(title, `${href} lands on the 404 page`).not.toHaveText(NOT_FOUND_TITLE);
  if (heading) await expect(title).toHaveText(heading);
}

test.describe('blacklists', () => {
  test('the scam blacklist finds a company by part of its name, says the exact message for no match, and nothing for a blank query', async ({ page }) => {
    await page.goto('/black-list-scams');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scam company blacklist');
    const main = page.getByRole('main');
    await expect(main.getByRole('searchbox', { name: 'Company name' })).toBeVisible();
    await expect(main.getByRole('table')).toHaveCount(0);
    await expect(main.getByText(/Showing:/)).toHaveCount(0);

    const box = page.getByRole('searchbox', { name: 'Company name' });
    const search = page.getByRole('button', { name: 'Search' });
    await box.fill('zorVANE');
    await search.click();
    await expect(page.getByRole('status').filter({ hasText: 'Showing:' })).toContainText('Showing: 1 Companies');
    const table = page.getByRole('table', { name: 'Companies on our scam blacklist' });
    await expect(table.getByRole('columnheader')).toHaveText(['Company Name', 'Scam Type', 'Warning']);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('rowheader')).toHaveText('Zorvane FX Markets');

    await box.fill('Honest Broker Ltd');
    await search.click();
    await expect(
      page.getByText(
        'Good news! No matches found for "Honest Broker Ltd". However, this doesn\'t guarantee the company is legitimate. If you have concerns, contact us for a thorough check.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(main.getByText('Showing: 0 Companies')).toBeVisible();
    await expect(main.getByRole('table')).toHaveCount(0);

    await box.fill('   ');
    await search.click();
    await expect(main.getByText('Showing: 0 Companies')).toBeVisible();
    await expect(main.getByText(/Good news!/)).toHaveCount(0);
    await expect(main.getByRole('table')).toHaveCount(0);
  });

  test('the imposter list has its own message, the crypto notice and our official domain', async ({ page }) => {
    await page.goto('/black-list-imposters-copycats');
    await expect(page.getByRole('heading', { name: 'Important: we never ask for payment in cryptocurrency' })).toBeVisible();
    await expect(page.getByText('@cleartrace-recovery.example', { exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Company name' }).fill('Trusted Helper');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(
      page.getByText(
        'Good news! No matches found for "Trusted Helper". However, always verify you\'re dealing with the official provider by checking our contact information and official website.',
        { exact: true },
      ),
    ).toBeVisible();
    await page.getByRole('searchbox', { name: 'Company name' }).fill('cleartrace');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Showing: 3 Companies')).toBeVisible();
    const table = page.getByRole('table', { name: 'Known imposters and copycats' });
    await expect(table.getByRole('columnheader')).toHaveText(['Company Name', 'Type', 'Warning']);
    await expect(table.getByRole('rowheader')).toHaveText(['ClearTrace Recovery Group', 'ClearTrace Refund Desk', 'ClearTrace Support Team']);
  });
});

test.describe('forms that reach the API', () => {
  test('a whistleblowing report with a 9 MB evidence image passes nginx and is stored, with its file', async ({ page, request }) => {
    const scamName = `Evidence Check ${Date.now()}`;
    // Far beyond the 16 KiB of a JSON form: nginx must let a report's upload through as the API allows it.
    const evidence = pngFile('transfer-receipt.png', 9 * 1024 * 1024);
    await page.goto('/whistleblowing');
    await page.getByLabel(/^First name/).fill('Ines');
    await page.getByLabel(/^Last name/).fill('Moreau');
    await page.getByLabel('E-mail address').fill('ines.moreau@example.com');
    await page.getByLabel('Blockchain').fill('ETH');
    await page.getByLabel(/^Amount lost/).fill('4.2 ETH');
    await page.getByLabel('Scam wallet address(es)').fill('0x52908400098527886E0F7030069857D2E4169EE7\n0x8617E340B3D01FA5F11F306F4090FD50E238070D');
    await page.getByLabel('Transaction IDs').fill('0xabc123\n0xdef456');
    await page.getByLabel('Name of the scam or platform').fill(scamName);
    await page.getByLabel('Scam website address').fill('quickyield.example');
    await page.getByLabel('Screenshots of transactions').setInputFiles(evidence);
    await expect(page.getByRole('list', { name: 'Files to send' })).toContainText('transfer-receipt.png');

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/whistleblowing') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit report' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const { data } = (await response.json()) as { data: { id: number } };

    await expect(page.getByRole('status')).toContainText('Thank you. Your report has reached our team.');
    await expect(page.getByRole('status')).toContainText(`Your reference: #${data.id}`);

    // The API mails the team only after the report and its files are committed.
    const mail = await teamMail(request, `New whistleblowing report #${data.id}`);
    // It says what came in and links to it; what the person wrote stays behind the back office's sign-in.
    expect(mail.text).toContain(`Whistleblowing report #${data.id} came in through the site with 1 file.`);
    expect(mail.text).toContain(`/admin/inbox/report-${data.id}`);
    for (const given of [scamName, '0x52908400098527886E0F7030069857D2E4169EE7', 'transfer-receipt.png']) expect(mail.text).not.toContain(given);
  });

  test('a report that fails to send keeps everything and is stored once when sent again', async ({ page, request }) => {
    const scamName = `Retry Check ${Date.now()}`;
    const keys: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/whistleblowing')) keys.push(sent.headers()['idempotency-key'] ?? '');
    });
    await page.route('**/api/whistleblowing', (route) => route.abort('connectionfailed'), { times: 1 });

    await page.goto('/whistleblowing');
    await page.getByLabel(/^First name/).fill('Omar');
    await page.getByLabel(/^Last name/).fill('Haddad');
    await page.getByLabel(/^Amount lost/).fill('12,000 USDT');
    await page.getByLabel('Name of the scam or platform').fill(scamName);
    await page.getByLabel('Screenshots of transactions').setInputFiles(pngFile('chat.png', 1024));
    await page.getByRole('button', { name: 'Submit report' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Your report was not sent.' })).toContainText('We could not reach our server');
    await expect(page.getByLabel(/^First name/)).toHaveValue('Omar');
    await expect(page.getByLabel('Name of the scam or platform')).toHaveValue(scamName);
    await expect(page.getByRole('list', { name: 'Files to send' })).toContainText('chat.png');

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('status')).toContainText('Your report has reached our team.');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    const reference = /#(\d+)/.exec((await page.getByRole('status').textContent()) ?? '')?.[1];
    const mail = await teamMail(request, `New whistleblowing report #${reference}`);
    expect(mail.text).toContain(`/admin/inbox/report-${reference}`);
  });

  test('a file that is neither an image nor a PDF is refused in the browser with a clear message', async ({ page }) => {
    await page.goto('/whistleblowing');
    await page.getByLabel('Screenshots of transactions').setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: Buffer.from('PK\x03\x04 an archive') });
    await expect(page.getByText('"statement.png" is not a PDF, PNG, JPG or GIF file.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Files to send' })).toHaveCount(0);
  });

  test('a newsletter sign-up is sent to the API, counts only once the mailed link is followed, and the welcome mail unsubscribes', async ({ page }) => {
    const email = uniqueEmail('reader');
    await page.goto('/newsletter-signup');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription('Please enter your e-mail address.');

    await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/newsletter'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const response = await answer;
    expect(response.request().postDataJSON()).toEqual({ email, noticeVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'success', message: 'Thank you for subscribing!' });
    await expect(page.getByRole('status')).toContainText('Thank you for subscribing!');
    await expect(page.getByRole('status')).toContainText(email);

    // The double opt-in: only the confirmation mail comes until its link is followed and the owner says yes.
    const [confirmLink] = await linksMailedTo(page.request, email, 'Please confirm your ClearTrace Recovery newsletter sign-up', '/newsletter/confirm');
    expect(await subjectsMailedTo(page.request, email)).toEqual(['Please confirm your ClearTrace Recovery newsletter sign-up']);
    await page.goto(new URL(confirmLink as string).pathname + new URL(confirmLink as string).search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your newsletter sign-up');
    await page.getByRole('button', { name: 'Yes, send me the newsletter' }).click();
    await expect(page.getByRole('status')).toContainText('Your subscription is confirmed.');

    // The welcome mail ends with the link that unsubscribes and deletes the address.
    const [unsubscribeLink] = await linksMailedTo(page.request, email, 'Welcome to the ClearTrace Recovery newsletter', '/newsletter/unsubscribe');
    await page.goto(new URL(unsubscribeLink as string).pathname + new URL(unsubscribeLink as string).search);
    await page.getByRole('button', { name: 'Unsubscribe and delete my address' }).click();
    await expect(page.getByRole('status')).toContainText('You are unsubscribed, and we have deleted your address.');
  });
});

test.describe('index pages lead to real pages', () => {
  test('every blog article, featured or in any page of the grid, opens its own article', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/blog');
    const links = new Map<string, string>();
    const collect = async (scope: ReturnType<Page['getByRole']>) => {
      for (const card of await scope.getByRole('article').all()) {
        links.set((await card.getByRole('link').getAttribute('href')) ?? '', (await card.getByRole('heading').textContent()) ?? '');
      }
    };
    await collect(page.getByRole('region', { name: 'Featured articles' }));
    // The spec's twelve cards on one page.
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(12);
    await expect(page.getByRole('navigation', { name: 'Article pages' })).toHaveCount(0);
    await collect(page.getByRole('tabpanel'));
    expect(links.size).toBe(12);
    for (const [href, title] of links) await expectRealPage(page, href, title);
  });

  test('the topic tabs filter the grid', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('tab', { name: 'Forex Trading' }).click();
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(2);
    // Clicked before hydration, the tab is followed as a link to the grid: the address then ends with its anchor.
    await expect(page).toHaveURL(/\?topic=forex-trading(#all-articles)?$/);
    await page.getByRole('tab', { name: 'Forex Trading' }).press('End');
    await expect(page.getByRole('tab', { name: 'Other Scams' })).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('status')).toHaveText('4 articles on Other Scams');
  });

  test('the news, case-study and tool indexes link every item to its own page', async ({ page }) => {
    await page.goto('/blog/latest-news');
    // The spec's six items on one page.
    await expect(page.getByRole('navigation', { name: 'News pages' })).toHaveCount(0);
    const news: string[] = [];
    for (const link of await page.getByRole('link', { name: /^Read More/ }).all()) news.push((await link.getAttribute('href')) ?? '');
    expect(news).toEqual(['/blog/article/1', '/blog/article/2', '/blog/article/3', '/blog/article/4', '/blog/article/5', '/blog/article/6']);

    await page.goto('/blog/case-studies');
    const caseLinks = page.getByRole('link', { name: /^Read the case study/ });
    await expect(caseLinks).toHaveCount(4);
    const cases = await Promise.all((await caseLinks.all()).map((link) => link.getAttribute('href')));
    await expect(page.getByRole('definition')).toHaveText(['$1.2M', '8 months', '$450K', '6 months', '$750K', '10 months', '$320K', '7 months']);

    await page.goto('/fraud-prevention-tools');
    const toolLinks = page.getByRole('link', { name: /^Read more/ });
    await expect(toolLinks).toHaveCount(16);
    const tools = await Promise.all((await toolLinks.all()).map((link) => link.getAttribute('href')));
    for (const href of tools) expect(href).toMatch(/^\/fraud-prevention-review\/[A-Za-z-]+$/);
    for (const external of await page.getByRole('link', { name: /^Visit website/ }).all()) {
      await expect(external).toHaveAttribute('target', '_blank');
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect([...cases].sort()).toEqual(['/blog/case-study/1', '/blog/case-study/2', '/blog/case-study/3', '/blog/case-study/4']);
    expect(new Set(tools).size).toBe(16);
    // That each of them opens a real page is the link crawler's check (link-crawler.spec.ts): it follows every link of every page.
  });
});
