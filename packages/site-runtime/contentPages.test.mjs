// The published content as the renderer uses it (contentPages.mjs): the addresses it gives the site,
// the pages a change re-renders, the feeds, the content sitemap, the redirects and the snapshot kept for an API
// that is down. Run with `npm run check:deploy` (part of `npm test`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import {
  CONTENT_FEEDS,
  affectedPaths,
  contentSitemapXml,
  feedXml,
  fetchPublishedContent,
  itemAt,
  listedBeyondLimit,
  MAX_LISTED_PAGES,
  movedTo,
  redirectsOf,
  routeAddresses,
  writeContentFiles,
} from './contentPages.mjs';
import { serve } from './server.testing.mjs';

/** @import { PublishedContent, PublishedContentItem } from './types' */

/** @type {string[]} */
const dirs = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-content-'));
  dirs.push(dir);
  return dir;
};
after(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** @type {Record<string, (slug: string) => string>} */
const PATHS = { news: (slug) => `/blog/article/${slug}`, article: (slug) => `/blog/${slug}`, case_study: (slug) => `/blog/case-study/${slug}` };
/**
 * @param {string} kind  a ContentKind, or one the renderer does not know
 * @param {number} id
 * @param {string} slug
 * @param {Partial<PublishedContentItem>} [fields]
 * @returns {PublishedContentItem}
 */
function item(kind, id, slug, fields = {}) {
  return {
    kind: /** @type {PublishedContentItem['kind']} */ (kind),
    id,
    slug,
    path: PATHS[kind]?.(slug) ?? null,
    title: `${kind} ${id}`,
    description: `About ${kind} ${id}`,
    socialImage: null,
    data: {},
    datePublished: `2026-11-${String(id).padStart(2, '0')}T09:00:00.000Z`,
    publishedAt: `2026-11-${String(id).padStart(2, '0')}T09:00:00.000Z`,
    updatedAt: `2026-11-${String(id).padStart(2, '0')}T09:00:00.000Z`,
    ...fields,
  };
}
/** @type {PublishedContent} */
const CONTENT = {
  version: 4,
  items: [
    item('news', 1, 'first-warning'),
    item('news', 2, 'second-warning'),
    item('article', 3, 'forex-regulation', { data: { category: 'Forex Trading' } }),
    item('article', 4, 'crypto-wallets', { data: { category: 'Digital Currency' } }),
    item('case_study', 5, 'recovered-pension'),
    item('testimonial', 6, 'maria'),
    item('team_member', 7, 'lead-investigator'),
  ],
  redirects: [],
};

test("a content route's addresses are the published items' (and the articles' topics'); any other route keeps the build's", () => {
  assert.deepEqual(routeAddresses({ path: '/blog/article/:articleId', addresses: ['/blog/article/1'] }, CONTENT), ['/blog/article/first-warning', '/blog/article/second-warning']);
  assert.deepEqual(routeAddresses({ path: '/blog/:slug', addresses: ['/blog/old'] }, CONTENT), ['/blog/forex-regulation', '/blog/crypto-wallets']);
  assert.deepEqual(routeAddresses({ path: '/blog/case-study/:id', addresses: [] }, CONTENT), ['/blog/case-study/recovered-pension']);
  assert.deepEqual(routeAddresses({ path: '/blog/category/:category', addresses: ['/blog/category/other-scams'] }, CONTENT), ['/blog/category/forex-trading', '/blog/category/digital-currency']);
  const faq = { path: '/faq', addresses: ['/faq'] };
  assert.equal(routeAddresses(faq, CONTENT), faq.addresses);
  // Without content (an API never reached, no snapshot), the build's.
  assert.deepEqual(routeAddresses({ path: '/blog/:slug', addresses: ['/blog/old'] }, null), ['/blog/old']);
});

test('a change re-renders its item, the old address of a moved one, its indexes and the pages that list its kind', () => {
  const renamed = {
    ...CONTENT,
    version: 5,
    items: CONTENT.items.map((each) => (each.id === 1 ? { ...each, slug: 'first-warning-updated', path: '/blog/article/first-warning-updated', title: 'Updated' } : each)),
  };
  assert.deepEqual(affectedPaths(CONTENT, renamed), {
    all: false,
    paths: ['/blog/article/first-warning', '/blog/article/first-warning-updated', '/blog/article/second-warning', '/blog/latest-news', '/news'].sort(),
  });
  // A testimonial has no address of its own: the pages that show testimonials.
  const testimonial = { ...CONTENT, version: 5, items: CONTENT.items.map((each) => (each.id === 6 ? { ...each, data: { quote: 'New' } } : each)) };
  assert.deepEqual(affectedPaths(CONTENT, testimonial), { all: false, paths: ['/testimonials'] });
  // A service's price: the about page's overview and the home page's pricing cards, whose props carry the offers.
  const withService = { ...CONTENT, items: [...CONTENT.items, item('service', 8, 'full-support-package', { data: { price: '$10,000' } })] };
  const repriced = { ...withService, version: 5, items: withService.items.map((each) => (each.id === 8 ? { ...each, data: { price: '$9,500' } } : each)) };
  assert.deepEqual(affectedPaths(withService, repriced), { all: false, paths: ['/', '/about-us'] });
  // An article moved to another topic: both topics' pages.
  const retopic = { ...CONTENT, version: 5, items: CONTENT.items.map((each) => (each.id === 3 ? { ...each, data: { category: 'Stock Trading' } } : each)) };
  const { paths } = affectedPaths(CONTENT, retopic);
  assert.ok(paths.includes('/blog/category/forex-trading') && paths.includes('/blog/category/stock-trading'), paths.join(' '));
  assert.ok(paths.includes('/blog/forex-regulation') && paths.includes('/blog/crypto-wallets'), 'every article page lists related reads');
  // Unpublished: its address goes (the renderer then leaves it out: 404).
  const unpublished = { ...CONTENT, version: 5, items: CONTENT.items.filter((each) => each.id !== 5) };
  assert.ok(affectedPaths(CONTENT, unpublished).paths.includes('/blog/case-study/recovered-pension'));
  // Nothing changed, or only a redirect: no page.
  assert.deepEqual(affectedPaths(CONTENT, { ...CONTENT, version: 5, redirects: [{ from: '/a', to: '/b' }] }), { all: false, paths: [] });
  // No content before, or a kind the table does not know: the whole site.
  assert.equal(affectedPaths(undefined, CONTENT).all, true);
  assert.equal(affectedPaths(CONTENT, { ...CONTENT, items: [...CONTENT.items, item('podcast', 9, 'x')] }).all, true);
  // A site text (the footer's office hours) is on every page.
  const footer = item('site_text', 1, 'footer');
  const hours = { ...footer, data: { officeHours: [{ days: 'Monday', hours: '09:00-17:00' }] } };
  assert.equal(affectedPaths({ ...CONTENT, items: [...CONTENT.items, footer] }, { ...CONTENT, items: [...CONTENT.items, hours] }).all, true);
});

/** The feed of CONTENT_FEEDS at `feedPath`. @param {string} feedPath */
function feedAt(feedPath) {
  const feed = CONTENT_FEEDS.find((each) => each.path === feedPath);
  assert.ok(feed, feedPath);
  return feed;
}

test('a feed leaves out what XML cannot carry, from text published before the API refused it', () => {
  const news = feedAt('/news/feed.xml');
  const [first] = CONTENT.items.filter((item) => item.kind === 'news');
  assert.ok(first);
  const broken = { ...CONTENT, items: [{ ...first, title: 'Warning\uFFFE one\uFFFF\u0001 \uD800two \uD83D\uDEA8' }] };
  const xml = feedXml(news, broken, { origin: 'https://www.example.com' });
  assert.match(xml, /<title>Warning one two \uD83D\uDEA8<\/title>/);
});

test('a feed is RSS 2.0: its kinds only, newest first, at most 20, escaped, with absolute links and RFC 822 dates', () => {
  const many = { ...CONTENT, items: [...CONTENT.items, ...Array.from({ length: 25 }, (_, index) => item('news', 100 + index, `bulk-${index}`, { datePublished: `2026-10-${String(index + 1).padStart(2, '0')}T09:00:00.000Z` }))] };
  const [oldest] = many.items;
  assert.ok(oldest);
  many.items[0] = { ...oldest, title: 'Scam <script>alert(1)</script> & "friends"' };
  const news = feedAt('/news/feed.xml');
  const xml = feedXml(news, many, { origin: 'https://www.example.com', siteName: 'ClearTrace' });
  assert.match(xml, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/);
  assert.equal(xml.match(/<item>/g)?.length, 20);
  const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].flatMap(([, link]) => link ?? []);
  assert.equal(links[0], 'https://www.example.com/blog/latest-news');
  assert.equal(links[1], 'https://www.example.com/blog/article/second-warning');
  assert.equal(links[2], 'https://www.example.com/blog/article/first-warning');
  assert.ok(links.every((link) => link.startsWith('https://www.example.com/blog/article/') || link === 'https://www.example.com/blog/latest-news'));
  assert.match(xml, /<title>Scam &lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; &quot;friends&quot;<\/title>/);
  assert.doesNotMatch(xml, /<script>/);
  assert.match(xml, /<pubDate>Mon, 02 Nov 2026 09:00:00 GMT<\/pubDate>/);
  assert.match(xml, /<guid isPermaLink="false">https:\/\/www\.example\.com\/#news-2<\/guid>/);
  assert.match(xml, /<atom:link href="https:\/\/www\.example\.com\/news\/feed\.xml" rel="self" type="application\/rss\+xml"\/>/);
  const blog = feedXml(feedAt('/blog/feed.xml'), CONTENT, { origin: 'https://www.example.com' });
  assert.deepEqual([...blog.matchAll(/<guid[^>]*>[^#]+#([^<]+)</g)].map(([, id]) => id), ['case_study-5', 'article-4', 'article-3']);
});

test("a feed item's pubDate is its own publication, not its last publish, which dates the channel's build", () => {
  const republished = { ...CONTENT, items: CONTENT.items.map((each) => (each.kind === 'news' && each.id === 1 ? { ...each, datePublished: '2025-03-03T00:00:00.000Z', publishedAt: '2026-11-20T10:00:00.000Z' } : each)) };
  const xml = feedXml(feedAt('/news/feed.xml'), republished, { origin: 'https://www.example.com' });
  assert.match(xml, /#news-1<\/guid>\n {6}<pubDate>Mon, 03 Mar 2025 00:00:00 GMT<\/pubDate>/);
  assert.match(xml, /<lastBuildDate>Fri, 20 Nov 2026 10:00:00 GMT<\/lastBuildDate>/);
});

test('the content sitemap lists the addresses content gives, absolute, with their last publish', () => {
  const drafted = { ...CONTENT, items: CONTENT.items.map((each) => (each.path === '/blog/article/first-warning' ? { ...each, updatedAt: '2026-11-25T09:00:00.000Z' } : each)) };
  const xml = contentSitemapXml(['/blog/article/first-warning', '/blog/category/forex-trading'], drafted, 'https://www.example.com');
  assert.match(xml, /<url><loc>https:\/\/www\.example\.com\/blog\/article\/first-warning<\/loc><lastmod>2026-11-01T09:00:00\.000Z<\/lastmod><\/url>/);
  assert.match(xml, /<url><loc>https:\/\/www\.example\.com\/blog\/category\/forex-trading<\/loc><\/url>/);
});

test('redirects: chains end at their last address; loops, odd paths and addresses that have a page again are left out', () => {
  const redirects = redirectsOf({
    ...CONTENT,
    redirects: [
      { from: '/blog/a', to: '/blog/b' },
      { from: '/blog/b', to: '/blog/c' },
      { from: '/blog/x', to: '/blog/y' },
      { from: '/blog/y', to: '/blog/x' },
      { from: '/blog/../etc', to: '/blog/c' },
      { from: '/blog/back', to: '/blog/c' },
    ],
  }, new Set(['/blog/back']));
  assert.deepEqual([...redirects], [['/blog/a', '/blog/c'], ['/blog/b', '/blog/c']]);
});

test("a map's folder gets the feeds, the content sitemap, the redirects as one file both servers read, and its content", () => {
  const dir = tempDir();
  writeContentFiles(dir, { ...CONTENT, redirects: [{ from: '/blog/article/old-warning', to: '/blog/article/first-warning' }] }, {
    origin: 'https://www.example.com',
    siteName: 'ClearTrace',
    contentAddresses: ['/blog/article/first-warning'],
    pages: new Set(['/blog/article/first-warning']),
  });
  assert.match(fs.readFileSync(path.join(dir, 'news', 'feed.xml'), 'utf8'), /first-warning/);
  assert.match(fs.readFileSync(path.join(dir, 'blog', 'feed.xml'), 'utf8'), /forex-regulation/);
  assert.match(fs.readFileSync(path.join(dir, 'sitemap-content.xml'), 'utf8'), /first-warning/);
  assert.equal(JSON.parse(fs.readFileSync(path.join(dir, '.content.json'), 'utf8')).version, 4);
  assert.equal(movedTo(dir, '/blog/article/old-warning'), '/blog/article/first-warning');
  assert.equal(movedTo(dir, '/blog/article/old-warning/'), '/blog/article/first-warning');
  assert.equal(movedTo(dir, '/blog/article'), undefined);
  assert.equal(movedTo(dir, '/blog/article/first-warning'), undefined);
  // Written again, the old redirects go.
  writeContentFiles(dir, CONTENT, { origin: 'https://www.example.com', contentAddresses: [], pages: new Set() });
  assert.equal(movedTo(dir, '/blog/article/old-warning'), undefined);
});

test('the content comes from the API and is kept; with the API down, the last snapshot, said in the log', async () => {
  const dir = tempDir();
  const snapshotFile = path.join(dir, 'content.json');
  const api = await serve((request, response) => {
    if (request.url === '/api/content/published') return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(CONTENT));
    return response.writeHead(404).end();
  });
  const apiOrigin = api.origin;
  /** @type {string[]} */
  const lines = [];
  try {
    assert.deepEqual(await fetchPublishedContent({ apiOrigin, snapshotFile, log: (line) => lines.push(line) }), CONTENT);
    // Its length: deepEqual with [] would type the lines as an empty list from here on.
    assert.equal(lines.length, 0);
  } finally {
    await api.close();
  }
  assert.deepEqual(await fetchPublishedContent({ apiOrigin, snapshotFile, log: (line) => lines.push(line) }), CONTENT);
  assert.match(lines[0] ?? '', /could not be read .*rendering with the last snapshot, content version 4/);
  assert.equal(await fetchPublishedContent({ apiOrigin, snapshotFile: path.join(dir, 'none.json'), log: (line) => lines.push(line) }), null);
  assert.match(lines[1] ?? '', /no snapshot: the pages are rendered without it/);
});

test("a tool's review page is an entry of the tool directory's published page; a change there re-renders the reviews, old and new", () => {
  /** @param {number} id @param {string} slug @param {Record<string, unknown>} data */
  const page = (id, slug, data) => item('page', id, slug, { path: slug, data });
  /** @param {string[]} slugs */
  const directory = (slugs) => page(20, '/fraud-prevention-tools', { fraudTools: slugs.map((slug) => ({ slug, title: slug })) });
  const content = { ...CONTENT, items: [...CONTENT.items, directory(['seon', 'expressVPN', 'seon', 'Not A Slug', '../x'])] };
  const review = { path: '/fraud-prevention-review/:toolSlug', addresses: [] };
  // Each listed slug once, at its one address (no trailing slash); a slug that is not one is left out.
  assert.deepEqual(routeAddresses(review, content), ['/fraud-prevention-review/seon', '/fraud-prevention-review/expressVPN']);
  // The directory unpublished: no review.
  assert.deepEqual(routeAddresses(review, CONTENT), []);
  const next = { ...content, version: 5, items: [...CONTENT.items, directory(['expressVPN', 'sift'])] };
  assert.deepEqual(affectedPaths(content, next), {
    all: false,
    paths: ['/fraud-prevention-review/expressVPN', '/fraud-prevention-review/seon', '/fraud-prevention-review/sift', '/fraud-prevention-tools'],
  });
});

test("the home page's item re-renders the pages whose carousel shows its logo sets, and only those", () => {
  /** @param {number} id @param {string} slug @param {Record<string, unknown>} data */
  const page = (id, slug, data) => item('page', id, slug, { path: slug, data });
  const before = { ...CONTENT, items: [page(17, '/', { logoSets: {} }), page(1, '/forex-scams', { logoCarousel: true }), page(12, '/kyc-services', { logoCarousel: false }), page(21, '/faq', {})] };
  const after = { ...before, version: 5, items: before.items.map((each) => (each.slug === '/' ? { ...each, data: { logoSets: { x: [] } } } : each)) };
  assert.deepEqual(affectedPaths(before, after), { all: false, paths: ['/', '/forex-scams'] });
  // Another page's change: that page alone.
  const faq = { ...before, version: 5, items: before.items.map((each) => (each.slug === '/faq' ? { ...each, title: 'FAQ' } : each)) };
  assert.deepEqual(affectedPaths(before, faq), { all: false, paths: ['/faq'] });
});

test("one item's list gives at most MAX_LISTED_PAGES pages; the rest is the listing item's failure; an address names its item", () => {
  const tools = Array.from({ length: MAX_LISTED_PAGES + 20 }, (_, index) => ({ slug: `tool-${index}`, title: `Tool ${index}` }));
  const directory = item('page', 20, '/fraud-prevention-tools', { path: '/fraud-prevention-tools', data: { fraudTools: tools } });
  const content = { ...CONTENT, items: [...CONTENT.items, directory] };
  const review = { path: '/fraud-prevention-review/:toolSlug', addresses: [] };
  const addresses = routeAddresses(review, content);
  assert.equal(addresses.length, MAX_LISTED_PAGES);
  assert.equal(addresses.at(-1), `/fraud-prevention-review/tool-${MAX_LISTED_PAGES - 1}`);
  assert.deepEqual(listedBeyondLimit(review, content), {
    address: '/fraud-prevention-tools',
    kind: 'page',
    id: 20,
    error: `its fraudTools list ${MAX_LISTED_PAGES + 20} entries with pages: the first ${MAX_LISTED_PAGES} are rendered, 20 left out`,
  });
  assert.equal(listedBeyondLimit(review, { ...content, items: [...CONTENT.items, { ...directory, data: { fraudTools: tools.slice(0, 3) } }] }), undefined);
  assert.equal(listedBeyondLimit({ path: '/faq', addresses: ['/faq'] }, content), undefined);
  // The item a page shows: its own, or the one whose list gives it.
  assert.equal(itemAt(content, '/blog/article/first-warning')?.id, 1);
  assert.equal(itemAt(content, '/fraud-prevention-review/tool-3')?.id, 20);
  assert.equal(itemAt(content, '/faq'), undefined);
  assert.equal(itemAt(null, '/blog/article/first-warning'), undefined);
});
