import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { indexablePageProblems, isNotFound, ORIGIN, readPage, repeated, type PageFacts } from '../support/pageFacts';
import { PUBLIC_PAGES, SITE_PATHS, touches } from '../support/sitePaths';

/** Far more pages than the site has: a crawl that gets here is following a loop. */
const MAX_PAGES = 400;
const PARALLEL_TABS = 3;
/**
 * Pages no link needs to lead to: the back office (staff only), the thank-you page (reached by sending a request), the
 * pages of mailed links (a request's and the newsletter's confirmation, a booking's change page, the newsletter's unsubscribe), the client
 * area's bare address, the check of a signed letter (the case room links to it), and the second addresses of the
 * forex page and of the news (/news, for feed readers and people who type it).
 */
const NOT_LINKED = new Set([
  '/contact-us/thank-you',
  '/contact-us/confirm',
  '/consultation/manage',
  '/verify',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/dashboard',
  '/admin',
  '/admin/login',
  '/forexscampages',
  '/news',
]);
const PUBLIC_PATHS = SITE_PATHS.map((site) => site.path).filter((path) => !NOT_LINKED.has(path));
const DETAIL_PAGES = ['/blog/holiday-scams', '/fraud-prevention-review/etherscan', '/blog/case-study/4', '/blog/category/other-scams', '/blog/article/1'];

/** A link of the site as the address to open (path and query, as written) and its key: one key per page, no trailing slash (the router treats /a/ and /a alike). Null for other sites and hashes. */
function pageOf(href: string): { target: string; key: string } | null {
  let url: URL;
  try {
    url = new URL(href, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return { target: `${url.pathname}${url.search}`, key: `${path}${url.search}` };
}

const pageKey = (href: string) => pageOf(href)?.key ?? href;

/** A page's address spelled otherwise than its one address: a trailing slash or doubled slashes (the servers answer 301). */
const nonCanonical = (target: string) => /^[^?]*\/\//.test(target) || /^\/[^?]*\/(\?|$)/.test(target);

interface Visit {
  key: string;
  target: string;
  /** The page the link was found on (null for the starting points). */
  foundOn: string | null;
  /** The link as it was written there. */
  href: string;
}

test('a crawl from the home page: no internal link lands on the 404 page, and every page of the sitemap has its own complete head', touches('marketing', 'intake', 'portal', 'admin'), async ({ context }) => {
  test.setTimeout(600_000);
  const queue: Visit[] = [{ key: '/', target: '/', foundOn: null, href: '/' }];
  const seen = new Set(queue.map((item) => item.key));
  const broken: Visit[] = [];
  const misspelled: string[] = [];
  const facts = new Map<string, PageFacts>();

  const crawl = async (page: Page) => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const read = await readPage(page, next.target);
      facts.set(next.key, read);
      if (isNotFound(read)) broken.push(next);
      for (const href of read.links) {
        const found = pageOf(href);
        if (found !== null && nonCanonical(found.target)) misspelled.push(`${href} (on ${next.target})`);
        if (found === null || seen.has(found.key)) continue;
        if (seen.size >= MAX_PAGES) throw new Error(`more than ${MAX_PAGES} pages: the crawl is following a loop (last link ${href} on ${next.target})`);
        seen.add(found.key);
        queue.push({ ...found, foundOn: next.target, href });
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
  console.log(`link crawler: ${facts.size} pages visited from the home page, ${broken.length} broken links`);
  expect.soft(report).toEqual([]);
  expect.soft([...new Set(misspelled)], 'internal links to an address other than the page\'s own').toEqual([]);
  // The crawl really went through the site: from the home page alone it reached every public route of the
  // registry and the detail pages behind the index pages.
  expect(facts.size).toBeGreaterThan(60);
  const unreached = [...PUBLIC_PATHS, ...DETAIL_PAGES].map(pageKey).filter((key) => !seen.has(key));
  expect(unreached, 'pages no link leads to from the home page').toEqual([]);

  // The pages the sitemap lists (search.spec.ts checks it lists exactly PUBLIC_PAGES): as the crawl found them,
  // and opened now those only reached by a click on a pager (the later pages of the news and the articles).
  const rest = PUBLIC_PAGES.filter((path) => !facts.has(pageKey(path)));
  const tab = await context.newPage();
  for (const path of rest) facts.set(pageKey(path), await readPage(tab, path));
  console.log(`link crawler: ${rest.length} pages of the sitemap opened directly: ${rest.join(', ')}`);
  const indexable = PUBLIC_PAGES.map((path) => ({ ...(facts.get(pageKey(path)) as PageFacts), path }));
  expect.soft(indexable.flatMap(indexablePageProblems)).toEqual([]);
  expect.soft(repeated(indexable, (fact) => fact.title), 'titles used by more than one page').toEqual([]);
  expect.soft(repeated(indexable, (fact) => fact.descriptions[0] ?? ''), 'descriptions used by more than one page').toEqual([]);
});
