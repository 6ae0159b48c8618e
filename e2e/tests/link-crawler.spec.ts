import { expect, test, type Page } from '@playwright/test';
import { NOT_FOUND_TITLE, SITE_PATHS } from '../support/sitePaths';

const ORIGIN = 'http://localhost:3000';
/** Far more pages than the site has: a crawl that gets here is following a loop. */
const MAX_PAGES = 400;
const PARALLEL_TABS = 3;
/** Pages no link needs to lead to: the admin mock-up, the thank-you page (reached by sending a request) and the forex page's second address. */
const NOT_LINKED = new Set(['/contact-us/thank-you', '/admin', '/admin/users', '/forexscampages']);
const PUBLIC_PATHS = SITE_PATHS.map((site) => site.path).filter((path) => !NOT_LINKED.has(path));
const DETAIL_PAGES = ['/blog/holiday-scams', '/fraud-prevention-review/etherscan/', '/blog/case-study/4', '/blog/category/other-scams', '/blog/article/1'];

/** One key per page: same origin only, no hash, no trailing slash (the router treats /a/ and /a alike). */
function pageKey(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return `${path}${url.search}`;
}

interface Visit {
  key: string;
  /** The page the link was found on (null for the starting points). */
  foundOn: string | null;
  /** The link as it was written there. */
  href: string;
}

/** Opens one page, says whether it is the 404 page, and lists the links on it (menus and footer included). */
async function visit(page: Page, key: string): Promise<{ notFound: boolean; links: string[] }> {
  await page.goto(key);
  const title = page.locator('h1').first();
  await expect(title, `${key} shows a page title`).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const notFound = (await page.locator('h1').allTextContents()).some((text) => text.trim() === NOT_FOUND_TITLE);
  const links = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return { notFound, links };
}

test('no internal link of the site lands on the 404 page', async ({ context }) => {
  test.setTimeout(600_000);
  const queue: Visit[] = [{ key: '/', foundOn: null, href: '/' }];
  const seen = new Set(queue.map((item) => item.key));
  const broken: Visit[] = [];
  let visited = 0;

  const crawl = async (page: Page) => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      visited += 1;
      const { notFound, links } = await visit(page, next.key);
      if (notFound) broken.push(next);
      for (const href of links) {
        const key = pageKey(href);
        if (key === null || seen.has(key)) continue;
        if (seen.size >= MAX_PAGES) throw new Error(`more than ${MAX_PAGES} pages: the crawl is following a loop (last link ${href} on ${next.key})`);
        seen.add(key);
        queue.push({ key, foundOn: next.key, href });
      }
    }
  };

  // Each tab takes from the shared queue until it is empty; a tab that finds it empty early may stop before the others add more, so repeat until done.
  while (queue.length > 0) {
    const tabs = await Promise.all(Array.from({ length: PARALLEL_TABS }, () => context.newPage()));
    await Promise.all(tabs.map(crawl));
    await Promise.all(tabs.map((tab) => tab.close()));
  }

  const report = broken.map((item) => `${item.href} (found on ${item.foundOn ?? 'the list of starting pages'}) lands on the 404 page`);
  console.log(`link crawler: ${visited} pages visited, ${broken.length} broken links`);
  expect(report).toEqual([]);
  // The crawl really went through the site: from the home page alone it reached every public route of the
  // registry and the detail pages behind the index pages.
  expect(visited).toBeGreaterThan(60);
  const unreached = [...PUBLIC_PATHS, ...DETAIL_PAGES].map((path) => pageKey(path) ?? path).filter((key) => !seen.has(key));
  expect(unreached, 'pages no link leads to from the home page').toEqual([]);
});
