import { type APIRequestContext, type Page } from '@playwright/test';
import { fetchPlain, openContentKind, PUBLISH_BUDGET_MS, publishNow, saveDraft } from '../support/content';
import { PRERENDERED_PAGES, touches } from '../support/sitePaths';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { localOnly, SITE } from '../support/target';
import { expect, test } from '../support/test';

const pathOf = (loc: string) => new URL(loc.replace(/&amp;/g, '&')).pathname;
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? '');

/** Every page the sitemap lists, through its index. */
async function sitemapPages(request: APIRequestContext): Promise<string[]> {
  const parts = locsOf(await (await request.get('/sitemap.xml')).text());
  const pages = await Promise.all(parts.map(async (part) => locsOf(await (await request.get(pathOf(part))).text()).map(pathOf)));
  return [...new Set(pages.flat())];
}

/** The footer's first office-hours row's hours, as the page's HTML gives them (`<th scope="row">…</th><td>…</td>`). */
const hoursIn = (html: string) => /<caption>[^<]*<\/caption><tbody><tr><th scope="row">[^<]*<\/th><td>([^<]*)<\/td>/.exec(html)?.[1];

/**
 * Waits until every page serves `hours` as the footer's first office hours, at most the publish budget from `since`;
 * answers the pages that do not yet, for the message.
 */
async function untilEveryPageServes(request: APIRequestContext, pages: readonly string[], hours: string, since: number) {
  await expect
    .poll(
      async () => {
        const served = await Promise.all(pages.map(async (page) => ({ page, hours: hoursIn((await fetchPlain(request, page)).html) })));
        return served.filter((each) => each.hours !== hours).map((each) => `${each.page}: ${each.hours ?? 'no footer'}`);
      },
      { message: `every page's footer says ${hours}`, timeout: Math.max(1, since + PUBLISH_BUDGET_MS - Date.now()), intervals: [250] },
    )
    .toEqual([]);
}

/** Opens the footer's site text and gives its first office hours, then saves and publishes them. */
async function publishFooterHours(editor: Page, hours: string): Promise<number> {
  await openContentKind(editor, 'Site text');
  await editor.getByRole('link', { name: 'Footer', exact: true }).click();
  await editor.getByRole('group', { name: 'Office hours 1', exact: true }).getByLabel('Hours', { exact: true }).fill(hours);
  await saveDraft(editor);
  return publishNow(editor);
}

test.describe("the site's words are content", () => {
  localOnly('the editor is made with the local stack’s command line');

  test("an editor changes the footer's office hours: every page serves them within 10 s, hydrated without a difference", touches('admin', 'marketing', 'intake'), async ({ browser, request }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const hours = `07:45-16:15 (${stamp})`;
    const sitemap = await sitemapPages(request);
    expect(sitemap.length, 'the sitemap lists the public pages').toBeGreaterThan(20);
    // The sitemap's pages, and the pre-rendered pages it leaves out (the thank-you page, the 404s' layout), of every remote.
    const pages = [...new Set([...sitemap, ...PRERENDERED_PAGES.filter((page) => !page.includes(':') && !page.includes('*'))])];
    const first = hoursIn((await fetchPlain(request, '/')).html);
    expect(first, 'the seeded office hours').toBe('08:00-17:00');

    const editor = await (await browser.newContext({ baseURL: SITE, viewport: { width: 1366, height: 900 } })).newPage();
    await startSignedInAsStaff(editor, request, `Ada Words ${stamp}`, 'admin');

    await test.step(`published, the new hours are on all ${pages.length} pages within 10 s`, async () => {
      const since = await publishFooterHours(editor, hours);
      await untilEveryPageServes(request, pages, hours, since);
    });

    await test.step('in the browser, after hydration and on the next page, the footer shows the new hours, and no hydration error is logged', async () => {
      const visitor = await (await browser.newContext({ baseURL: SITE })).newPage();
      const errors: string[] = [];
      visitor.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await visitor.goto('/contact-us');
      const footer = visitor.getByRole('contentinfo');
      await expect(footer.getByRole('table', { name: 'Office hours (GMT)' }).getByRole('row').first()).toContainText(hours);
      await footer.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'FAQ' }).click();
      await expect(visitor).toHaveURL(/\/faq$/);
      await expect(footer.getByRole('table', { name: 'Office hours (GMT)' }).getByRole('row').first()).toContainText(hours);
      expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);
      await visitor.context().close();
    });

    await test.step('the first hours published again: every page serves them again', async () => {
      const since = await publishFooterHours(editor, first!);
      await untilEveryPageServes(request, pages, first!, since);
    });
  });
});
