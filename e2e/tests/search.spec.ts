import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { uniqueEmail } from '../support/mailbox';
import { startSignedIn } from '../support/portalSignIn';
import { ORIGIN, readPage } from '../support/pageFacts';
import { PUBLIC_PAGES, REMOTES_WITH_PUBLIC_PAGES, touches } from '../support/sitePaths';

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

test.describe.configure({ mode: 'parallel' });

/** The <loc> values of a sitemap or sitemap index, after checking its root element and namespace. */
async function locationsIn(request: APIRequestContext, url: string, root: 'urlset' | 'sitemapindex'): Promise<string[]> {
  const answer = await request.get(url);
  expect(answer.status(), url).toBe(200);
  expect(answer.headers()['content-type'], url).toMatch(/xml/);
  const xml = await answer.text();
  expect(xml, url).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
  expect(xml, url).toContain(`<${root} xmlns="${SITEMAP_NAMESPACE}">`);
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc ?? '');
}

/** Every page address the sitemap gives, through its index. */
async function sitemapPages(request: APIRequestContext): Promise<string[]> {
  const parts = await locationsIn(request, '/sitemap.xml', 'sitemapindex');
  expect(parts.length).toBeGreaterThan(0);
  const pages: string[] = [];
  for (const part of parts) {
    expect(part, 'each part of the sitemap is served by the site itself').toMatch(new RegExp(`^${ORIGIN}/sitemaps/[a-z]+\\.xml$`));
    pages.push(...(await locationsIn(request, part, 'urlset')));
  }
  return pages;
}

test('robots.txt keeps crawlers out of the admin and client areas and names the sitemap', async ({ request }) => {
  const answer = await request.get('/robots.txt');
  expect(answer.status()).toBe(200);
  const robots = await answer.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  expect(robots).toMatch(/^Disallow: \/dashboard$/m);
  expect(robots).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap\\.xml$`, 'm'));
});

// That each of them is a real page with its own title, description, one canonical link and one h1 is checked on
// the link crawler's visit of every page (link-crawler.spec.ts), which reaches all of them from the home page.
test('sitemap.xml lists every public page once, and only those', touches(...REMOTES_WITH_PUBLIC_PAGES), async ({ request }) => {
  const listed = await sitemapPages(request);
  expect(listed.length, 'no page listed twice').toBe(new Set(listed).size);
  expect([...listed].sort()).toEqual(PUBLIC_PAGES.map((path) => `${ORIGIN}${path}`).sort());
});

test('an old address names its canonical page, and pages not meant for search engines say noindex', async ({ page, request }) => {
  const forex = await readPage(page, '/forexscampages');
  expect(forex.canonicals).toEqual([`${ORIGIN}/forex-scams`]);
  expect(forex.ogUrl).toBe(`${ORIGIN}/forex-scams`);

  for (const path of ['/contact-us/thank-you', '/this-page-does-not-exist', '/admin', '/admin/cases']) {
    expect((await readPage(page, path)).robots, path).toBe('noindex');
  }
  // Back on a public page, the tag is gone again.
  expect((await readPage(page, '/login')).robots).toBeNull();

  await startSignedIn(page, request, uniqueEmail('search-dashboard'));
  expect((await readPage(page, '/dashboard/cases')).robots).toBe('noindex');
});

/** The schema.org blocks in the page's head, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

const ofType = (blocks: Record<string, unknown>[], type: string) => blocks.filter((block) => block['@type'] === type);

for (const path of ['/', '/faq', '/affiliate', '/forex-scams', '/financial-scams', '/cyber-investigations']) {
  test(`structured data on ${path}: one FAQPage of the questions the page shows, and the company`, async ({ page }) => {
    await page.goto(path);
    const questions = page.getByRole('main').locator('details > summary');
    await expect(questions.first()).toBeVisible();
    // A shortened list's data names the questions it shows only (marked-up content must be visible); shown in full, all.
    const showAll = page.getByRole('button', { name: /^Show all \d+ questions$/ });
    if ((await showAll.count()) > 0) {
      const [collapsed] = ofType(await structuredData(page), 'FAQPage');
      expect((collapsed?.mainEntity as unknown[]).length).toBe(await questions.count());
      await showAll.click();
      // A press before the island has hydrated is held until it has: the list then grows.
      await expect(page.getByRole('button', { name: 'Show fewer questions' })).toBeVisible();
    }
    const shown = (await questions.allTextContents()).map((text) => text.trim());
    const blocks = await structuredData(page);
    const faq = ofType(blocks, 'FAQPage');
    expect(faq, 'one FAQPage block').toHaveLength(1);
    const named = (faq[0]?.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map((entry) => {
      expect(entry.acceptedAnswer.text.length, `"${entry.name}" has an answer`).toBeGreaterThan(20);
      return entry.name;
    });
    expect(named).toEqual(shown);
    expect(ofType(blocks, 'Organization')).toHaveLength(1);
  });
}

test('structured data: an explainer in accordion form is not the page\'s FAQ', async ({ page }) => {
  await page.goto('/whistleblowing');
  await expect(page.getByRole('heading', { name: 'How crypto tracing works' })).toBeVisible();
  expect(ofType(await structuredData(page), 'FAQPage')).toEqual([]);
});

test('structured data: articles describe themselves, and leaving a page takes its data with it', async ({ page }) => {
  await page.goto('/blog/holiday-scams');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const [posting] = ofType(await structuredData(page), 'BlogPosting');
  expect(posting).toMatchObject({ headline: await page.getByRole('heading', { level: 1 }).textContent(), url: `${ORIGIN}/blog/holiday-scams` });
  // Its own date (the one the page shows) and its last publish; an image, an author with a page, a raster logo.
  const shown = await page.locator('main time').first().getAttribute('datetime');
  expect(posting?.datePublished).toBe(`${shown}T00:00:00.000Z`);
  expect(Date.parse(String(posting?.dateModified))).toBeGreaterThanOrEqual(Date.parse(String(posting?.datePublished)));
  expect(posting).toMatchObject({
    image: [expect.objectContaining({ url: expect.stringMatching(/^http/) })],
    author: expect.objectContaining({ url: `${ORIGIN}/about-us` }),
    publisher: expect.objectContaining({ logo: expect.objectContaining({ url: `${ORIGIN}/logo.png`, width: '512', height: '512' }) }),
  });

  await page.goto('/blog/article/2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(ofType(await structuredData(page), 'NewsArticle')).toHaveLength(1);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/`);
  await expect.poll(async () => ofType(await structuredData(page), 'NewsArticle')).toEqual([]);
  expect(ofType(await structuredData(page), 'FAQPage')).toHaveLength(1);
});
