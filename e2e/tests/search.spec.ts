import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/mailbox';
import { startSignedIn } from '../support/portalSignIn';
import { NOT_FOUND_TITLE, PUBLIC_PAGES } from '../support/sitePaths';

const ORIGIN = 'http://localhost:3000';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const PARALLEL_TABS = 3;

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

interface PageFacts {
  path: string;
  h1: string[];
  title: string;
  descriptions: string[];
  canonicals: string[];
  ogTitle: string | null;
  ogDescription: string | null;
  ogUrl: string | null;
  robots: string | null;
}

async function factsOf(page: Page, path: string): Promise<PageFacts> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  // The page's own meta tags replace the site's defaults once its code has run.
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  const head = page.locator('head');
  const content = async (selector: string) => (await head.locator(selector).count()) > 0 ? head.locator(selector).first().getAttribute('content') : null;
  return {
    path,
    h1: await page.getByRole('heading', { level: 1 }).allTextContents(),
    title: await page.title(),
    descriptions: await head.locator('meta[name="description"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? '')),
    canonicals: await head.locator('link[rel="canonical"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
    ogTitle: await content('meta[property="og:title"]'),
    ogDescription: await content('meta[property="og:description"]'),
    ogUrl: await content('meta[property="og:url"]'),
    robots: await content('meta[name="robots"]'),
  };
}

/** Duplicates of `key` among `facts`: "value: /a, /b". */
function repeated(facts: readonly PageFacts[], key: (fact: PageFacts) => string): string[] {
  const byValue = new Map<string, string[]>();
  for (const fact of facts) byValue.set(key(fact), [...(byValue.get(key(fact)) ?? []), fact.path]);
  return [...byValue].filter(([, paths]) => paths.length > 1).map(([value, paths]) => `${value}: ${paths.join(', ')}`);
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

test('sitemap.xml lists every public page once, and only those, each a real page with its own title, description, one canonical link and one h1', async ({ context, request }) => {
  test.setTimeout(240_000);
  const listed = await sitemapPages(request);
  expect(listed.length, 'no page listed twice').toBe(new Set(listed).size);
  expect([...listed].sort()).toEqual(PUBLIC_PAGES.map((path) => `${ORIGIN}${path}`).sort());

  const queue = listed.map((url) => new URL(url).pathname);
  const facts: PageFacts[] = [];
  const tabs = await Promise.all(Array.from({ length: PARALLEL_TABS }, () => context.newPage()));
  await Promise.all(
    tabs.map(async (tab) => {
      for (let path = queue.shift(); path; path = queue.shift()) facts.push(await factsOf(tab, path));
    }),
  );

  const problems = facts.flatMap((fact) => {
    const own = `${ORIGIN}${fact.path}`;
    return [
      fact.h1.length !== 1 && `${fact.path}: ${fact.h1.length} h1 headings`,
      fact.h1.includes(NOT_FOUND_TITLE) && `${fact.path}: the 404 page`,
      fact.descriptions.length !== 1 && `${fact.path}: ${fact.descriptions.length} meta descriptions`,
      !fact.descriptions[0] && `${fact.path}: an empty meta description`,
      fact.canonicals.join() !== own && `${fact.path}: canonical ${fact.canonicals.join(', ')}`,
      fact.ogUrl !== own && `${fact.path}: og:url ${fact.ogUrl}`,
      fact.ogTitle !== fact.title && `${fact.path}: og:title ${fact.ogTitle}`,
      fact.ogDescription !== fact.descriptions[0] && `${fact.path}: og:description differs from the description`,
      fact.robots !== null && `${fact.path}: robots ${fact.robots}`,
      !fact.title.endsWith(' | ClearTrace Recovery') && `${fact.path}: title ${fact.title}`,
    ].filter((problem): problem is string => typeof problem === 'string');
  });
  expect(problems).toEqual([]);
  expect(repeated(facts, (fact) => fact.title), 'titles used by more than one page').toEqual([]);
  expect(repeated(facts, (fact) => fact.descriptions[0] ?? ''), 'descriptions used by more than one page').toEqual([]);
  await Promise.all(tabs.map((tab) => tab.close()));
});

test('an old address names its canonical page, and pages not meant for search engines say noindex', async ({ page, request }) => {
  const forex = await factsOf(page, '/forexscampages');
  expect(forex.canonicals).toEqual([`${ORIGIN}/forex-scams`]);
  expect(forex.ogUrl).toBe(`${ORIGIN}/forex-scams`);

  for (const path of ['/contact-us/thank-you', '/this-page-does-not-exist', '/admin', '/admin/cases']) {
    expect((await factsOf(page, path)).robots, path).toBe('noindex');
  }
  // Back on a public page, the tag is gone again.
  expect((await factsOf(page, '/login')).robots).toBeNull();

  await startSignedIn(page, request, uniqueEmail('search-dashboard'));
  expect((await factsOf(page, '/dashboard/cases')).robots).toBe('noindex');
});

/** The schema.org blocks in the page's head, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

const ofType = (blocks: Record<string, unknown>[], type: string) => blocks.filter((block) => block['@type'] === type);

test('structured data: FAQPage from the questions each page shows, articles, and the company everywhere', async ({ page }) => {
  for (const path of ['/', '/faq', '/affiliate', '/forex-scams', '/financial-scams', '/cyber-investigations']) {
    await page.goto(path);
    const questions = page.getByRole('main').locator(':is(h2, h3, h4) > button[aria-expanded]');
    await expect(questions.first(), path).toBeVisible();
    // A shortened list shows its questions in full first.
    const showAll = page.getByRole('button', { name: /^Show all \d+ questions$/ });
    if ((await showAll.count()) > 0) await showAll.click();
    const shown = (await questions.allTextContents()).map((text) => text.trim());
    const blocks = await structuredData(page);
    const faq = ofType(blocks, 'FAQPage');
    expect(faq, `${path}: one FAQPage block`).toHaveLength(1);
    const named = (faq[0]?.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map((entry) => {
      expect(entry.acceptedAnswer.text.length, `${path}: "${entry.name}" has an answer`).toBeGreaterThan(20);
      return entry.name;
    });
    expect(named, path).toEqual(shown);
    expect(ofType(blocks, 'Organization'), path).toHaveLength(1);
  }

  // An explainer in accordion form is not the page's FAQ.
  await page.goto('/whistleblowing');
  await expect(page.getByRole('heading', { name: 'How crypto tracing works' })).toBeVisible();
  expect(ofType(await structuredData(page), 'FAQPage')).toEqual([]);

  await page.goto('/blog/holiday-scams');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const [posting] = ofType(await structuredData(page), 'BlogPosting');
  expect(posting).toMatchObject({ headline: await page.getByRole('heading', { level: 1 }).textContent(), url: `${ORIGIN}/blog/holiday-scams` });
  expect(posting?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await page.goto('/blog/article/2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(ofType(await structuredData(page), 'NewsArticle')).toHaveLength(1);
  // Leaving a page takes its data with it.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/`);
  await expect.poll(async () => ofType(await structuredData(page), 'NewsArticle')).toEqual([]);
  expect(ofType(await structuredData(page), 'FAQPage')).toHaveLength(1);
});
