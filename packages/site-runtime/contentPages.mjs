// The published content as the renderer uses it (docs/rendering.md, "Content"): fetched from the API once per
// render (the last snapshot on disk when the API is down), the addresses it adds to the site, the pages a change
// re-renders, and the files written with the pages: the feeds, the content sitemap and the redirects of changed slugs.
import fs from 'node:fs';
import path from 'node:path';
import contentRoutes from '@frc/build-config/contentRoutes.cjs';

const { CONTENT_ROUTES, contentRouteOf, listedAddresses, routeAnswers } = contentRoutes;

/**
 * @import { ContentRouteShape } from '@frc/build-config/contentRoutes.cjs'
 * @import { FailedPage, PublishedContent, PublishedContentItem, PublishedRoute } from './types'
 */
/** @typedef {Pick<PublishedRoute, 'path' | 'addresses'>} RouteAddresses  a route of routes.json, as far as its addresses go */

/** The snapshot of the content a map's folder was rendered with, inside that folder (never served). */
export const RENDERED_CONTENT_FILE = '.content.json';
/** The last content fetched, in PAGES_DIR: what a render uses while the API is down. */
export const CONTENT_SNAPSHOT_FILE = 'content.json';
/** The content sitemap, in a map's folder; served at /sitemaps/content.xml. */
export const CONTENT_SITEMAP_FILE = 'sitemap-content.xml';
/**
 * The old addresses kept as 301s, in a map's folder (never served): one JSON object, old path → new path, which
 * nginx reads at each request (through docker/nginx/njs/redirects.js), so it switches with the folder.
 */
export const REDIRECTS_FILE = '.redirects.json';

/**
 * The pages that show a kind's items besides the items' own: the section indexes, by what each route reads.
 * A kind missing here re-renders the whole site.
 */
/** @type {Record<string, string[]>} */
export const CONTENT_INDEX_PATHS = {
  news: ['/news', '/blog/latest-news'],
  article: ['/blog'],
  case_study: ['/blog/case-studies'],
  testimonial: ['/testimonials'],
  success_story: ['/track-record'],
  team_member: ['/about-us'],
  // The about page's overview, and the home page's pricing cards (their offers are the island's props).
  service: ['/about-us', '/'],
  scam_type: ['/about-us'],
  faq: ['/faq'],
  blacklist_entry: ['/black-list-scams', '/black-list-imposters-copycats'],
  // A page item is read by its own path (and see PAGES_SHOWN_ELSEWHERE).
  page: [],
};

/**
 * Page items other pages show too: the home page's logo sets (the carousels of the scam-type and service pages,
 * whose data says `logoCarousel`), a page that lists entries with pages of their own (the tool directory: each
 * tool's review, which also links the next ones). By slug: the paths to re-render besides its own, from the content.
 */
/** @type {Record<string, (content: PublishedContent) => string[]>} */
const PAGES_SHOWN_ELSEWHERE = {
  '/': (content) => content.items.filter((item) => item.kind === 'page' && item.path && item.data?.logoCarousel).map((item) => /** @type {string} */ (item.path)),
  ...Object.fromEntries(
    Object.entries(CONTENT_ROUTES)
      .flatMap(([shapePath, shape]) => (shape.listedIn ? [[shape.listedIn.page, (/** @type {PublishedContent} */ content) => listedAddresses(shapePath, shape, content.items)]] : [])),
  ),
};
/** Kinds whose item pages show others of their kind (a news item's "more news", an article's related reads). */
const SHOWN_ON_EACH_OTHER = new Set(['news', 'article', 'case_study']);

/**
 * The feeds written with the pages: RSS 2.0, the latest published items of their kinds. `page` is the channel's
 * link, the canonical address of the page that lists them (/news is a copy of /blog/latest-news).
 */
/** @typedef {{ path: string, kinds: string[], title: string, page: string, description: string }} ContentFeed */
/** @type {ContentFeed[]} */
export const CONTENT_FEEDS = [
  { path: '/news/feed.xml', kinds: ['news'], title: 'News', page: '/blog/latest-news', description: 'Scam warnings and news from the firm' },
  { path: '/blog/feed.xml', kinds: ['article', 'case_study'], title: 'Blog', page: '/blog', description: 'Articles and case studies from the firm' },
];
export const FEED_LENGTH = 20;

/** 'Forex Trading' → 'forex-trading' (mf-marketing's categorySlug). @param {unknown} category */
export const categorySlug = (category) =>
  String(category)
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The blog's topic pages of the published articles (their `data.category`).
 * @param {readonly PublishedContentItem[]} items
 */
export function categoryPathsOf(items) {
  const slugs = items.filter((item) => item.kind === 'article' && typeof item.data?.category === 'string').map((item) => categorySlug(item.data.category));
  return [...new Set(slugs.filter(Boolean))].map((slug) => `/blog/category/${slug}`);
}

/**
 * The most pages the entries of one item's list give the site (the tool directory's reviews). The API bounds the
 * list when it is saved; the renderer bounds what it renders too, whatever the data: the rest is reported.
 */
export const MAX_LISTED_PAGES = 100;

/**
 * The addresses of a route whose pages are the entries an item lists, all of them.
 * @param {RouteAddresses} route @param {ContentRouteShape} shape @param {PublishedContent} content
 */
const listedAt = (route, shape, content) => listedAddresses(route.path, shape, content.items).filter((address) => routeAnswers(route.path, address));

/**
 * The addresses of a route of routes.json: the build's, or, for a route content gives addresses to
 * (@frc/build-config's contentRoutes.cjs) once content is known, the published items' and topics' at it (at most MAX_LISTED_PAGES
 * from one item's list).
 * @param {RouteAddresses} route
 * @param {PublishedContent | null | undefined} content
 * @returns {string[]}
 */
export function routeAddresses(route, content) {
  const shape = contentRouteOf(route.path);
  if (!shape || !content) return route.addresses;
  if (shape.listedIn) return listedAt(route, shape, content).slice(0, MAX_LISTED_PAGES);
  const paths = shape.categories ? categoryPathsOf(content.items) : content.items.flatMap((item) => (item.kind === shape.kind && item.path ? [item.path] : []));
  return paths.filter((address) => routeAnswers(route.path, address));
}

/**
 * When a route's pages are the entries an item lists and it lists more than MAX_LISTED_PAGES: the listing item's
 * failure, as a render reports it (prerender.mjs: FailedPage); else undefined.
 * @param {RouteAddresses} route
 * @param {PublishedContent | null | undefined} content
 * @returns {(FailedPage & { kind: string, id: number }) | undefined}
 */
export function listedBeyondLimit(route, content) {
  const shape = contentRouteOf(route.path);
  const listedIn = shape?.listedIn;
  if (!shape || !listedIn || !content) return undefined;
  const count = listedAt(route, shape, content).length;
  if (count <= MAX_LISTED_PAGES) return undefined;
  const lister = content.items.find((item) => item.kind === 'page' && item.slug === listedIn.page);
  // The entries counted are this item's (listedAddresses reads the same item), so it is there.
  if (!lister?.path) return undefined;
  const error = `its ${listedIn.field} list ${count} entries with pages: the first ${MAX_LISTED_PAGES} are rendered, ${count - MAX_LISTED_PAGES} left out`;
  return { address: lister.path, kind: lister.kind, id: lister.id, error };
}

/**
 * The published item whose page `address` is (an item's own path, or for an entry of an item's list, that item:
 * a tool's review is the tool directory's), or undefined (a page of the remotes' alone).
 * @param {PublishedContent | null | undefined} content
 * @param {string} address
 * @returns {PublishedContentItem | undefined}
 */
export function itemAt(content, address) {
  if (!content) return undefined;
  const own = content.items.find((item) => item.path && item.path === (address.replace(/\/+$/, '') || '/'));
  if (own) return own;
  const listedIn = Object.entries(CONTENT_ROUTES).find(([shapePath, each]) => each.listedIn && routeAnswers(shapePath, address))?.[1].listedIn;
  return listedIn ? content.items.find((item) => item.kind === 'page' && item.slug === listedIn.page && item.path) : undefined;
}

/**
 * Whether the value is PublishedContent as the API answers it.
 * @param {unknown} value
 * @returns {value is PublishedContent}
 */
export function isPublishedContent(value) {
  if (!value || typeof value !== 'object') return false;
  const { version, items, redirects } = /** @type {Record<string, unknown>} */ (value);
  return Number.isInteger(version) && Array.isArray(items) && Array.isArray(redirects);
}

/** @param {string} file @returns {unknown} */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Writes `text` to `file` whole: readers see the old file or the new one.
 * @param {string} file
 * @param {string} text
 */
export function writeWhole(file, text) {
  fs.writeFileSync(`${file}.${process.pid}.tmp`, text);
  fs.renameSync(`${file}.${process.pid}.tmp`, file);
}

/**
 * GET /api/content/published, kept in `snapshotFile`; the snapshot there when the API does not answer (said in a
 * log line); null when there is neither (the pages are then rendered as the build has them).
 * @param {{ apiOrigin: string, snapshotFile?: string, log?: (line: string) => void, timeoutMs?: number }} options
 * @returns {Promise<PublishedContent | null>}
 */
export async function fetchPublishedContent({ apiOrigin, snapshotFile, log = console.log, timeoutMs = 5000 }) {
  let problem;
  try {
    const answer = await fetch(new URL('/api/content/published', apiOrigin), { signal: AbortSignal.timeout(timeoutMs) });
    if (!answer.ok) throw new Error(`it answered ${answer.status}`);
    const content = await answer.json();
    if (!isPublishedContent(content)) throw new Error('its answer is not published content');
    if (snapshotFile) writeWhole(snapshotFile, JSON.stringify(content));
    return content;
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  const saved = snapshotFile ? readJson(snapshotFile) : undefined;
  if (isPublishedContent(saved)) {
    log(`render: the API's published content could not be read (${problem}): rendering with the last snapshot, content version ${saved.version} (${snapshotFile})`);
    return saved;
  }
  log(`render: the API's published content could not be read (${problem}) and there is no snapshot: the pages are rendered without it`);
  return null;
}

/**
 * GET /api/content/version: the number, or undefined when the API does not answer.
 * @param {string} apiOrigin
 * @returns {Promise<number | undefined>}
 */
export async function fetchContentVersion(apiOrigin, timeoutMs = 3000) {
  try {
    const answer = await fetch(new URL('/api/content/version', apiOrigin), { signal: AbortSignal.timeout(timeoutMs) });
    if (!answer.ok) return undefined;
    const { version } = await answer.json();
    return Number.isInteger(version) ? version : undefined;
  } catch {
    return undefined;
  }
}

/** @param {PublishedContentItem} item */
const itemKey = (item) => `${item.kind}:${item.id}`;
/** @param {PublishedContentItem | undefined} a @param {PublishedContentItem | undefined} b */
const sameItem = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The addresses whose pages change from `previous` content to `next`: each changed item's own address (old and
 * new), the indexes of its kind (CONTENT_INDEX_PATHS), every item page of a kind whose pages list each other, and
 * the topic pages of a changed article. `{ all: true }` when the whole site must be rendered (no previous content,
 * or a kind the table does not know). Feeds, sitemap and redirects are written at every render anyway.
 * @param {unknown} previous
 * @param {unknown} next
 * @returns {{ all: boolean, paths: string[] }}
 */
export function affectedPaths(previous, next) {
  if (!isPublishedContent(previous) || !isPublishedContent(next)) return { all: true, paths: [] };
  const before = new Map(previous.items.map((item) => [itemKey(item), item]));
  const after = new Map(next.items.map((item) => [itemKey(item), item]));
  const changed = [...new Set([...before.keys(), ...after.keys()])]
    .filter((key) => !before.has(key) || !after.has(key) || !sameItem(before.get(key), after.get(key)))
    .flatMap((key) => [before.get(key), after.get(key)].filter((item) => item !== undefined));
  /** @type {Set<string>} */
  const paths = new Set();
  for (const item of changed) {
    // The site's texts (the footer, the regulatory strip, the forms' words) are drawn on every page.
    if (item.kind === 'site_text') return { all: true, paths: [] };
    const indexes = CONTENT_INDEX_PATHS[item.kind];
    if (!indexes) return { all: true, paths: [] };
    for (const index of indexes) paths.add(index);
    if (item.path) paths.add(item.path);
    if (SHOWN_ON_EACH_OTHER.has(item.kind)) {
      for (const other of [...previous.items, ...next.items]) if (other.kind === item.kind && other.path) paths.add(other.path);
    }
    if (item.kind === 'article') for (const topic of categoryPathsOf([item])) paths.add(topic);
    const shownElsewhere = item.kind === 'page' ? PAGES_SHOWN_ELSEWHERE[item.slug] : undefined;
    if (shownElsewhere) for (const other of [...shownElsewhere(previous), ...shownElsewhere(next)]) paths.add(other);
  }
  return { all: false, paths: [...paths].sort() };
}

// What XML 1.0 cannot carry at all (control characters but tab and line breaks, half surrogate pairs, U+FFFE/U+FFFF):
// the API refuses it in new content, and text published before that rule is drawn without it, never a broken feed.
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** @param {unknown} text */
function escapeXml(text) {
  return String(text).replace(NOT_XML, '').replace(/[&<>"']/g, (char) => /** @type {Record<string, string>} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);
}

/** @param {PublishedContentItem} a @param {PublishedContentItem} b */
const newestFirst = (a, b) => Date.parse(b.datePublished) - Date.parse(a.datePublished) || b.id - a.id;

/**
 * A feed (CONTENT_FEEDS) as RSS 2.0: its kinds' latest published items, with absolute links. An item's pubDate is
 * its own publication (the date its page shows), not its last publish; the channel was last built at the latest.
 * @param {ContentFeed} feed
 * @param {PublishedContent} content
 * @param {{ origin: string, siteName?: string }} site
 */
export function feedXml(feed, content, { origin, siteName = '' }) {
  const items = content.items.filter((item) => feed.kinds.includes(item.kind) && item.path).sort(newestFirst).slice(0, FEED_LENGTH);
  /** @param {string | number} iso */
  const date = (iso) => new Date(iso).toUTCString();
  const title = siteName ? `${feed.title} | ${siteName}` : feed.title;
  const lines = items.map((item) =>
    [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(origin + item.path)}</link>`,
      // The item's identity, not its address: a changed slug is not a new item to a reader.
      `      <guid isPermaLink="false">${escapeXml(`${origin}/#${item.kind}-${item.id}`)}</guid>`,
      `      <pubDate>${date(item.datePublished)}</pubDate>`,
      `      <description>${escapeXml(item.description)}</description>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(origin + feed.page)}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(origin + feed.path)}" rel="self" type="application/rss+xml"/>`,
    ...(items[0] ? [`    <lastBuildDate>${date(Math.max(...items.map((item) => Date.parse(item.publishedAt))))}</lastBuildDate>`] : []),
    ...lines,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * The content sitemap: the addresses content gives the site (`addresses`), with the site's origin, and each item's
 * last publish (a saved draft changes nothing a visitor sees).
 * @param {readonly string[]} addresses
 * @param {PublishedContent} content
 * @param {string} origin
 */
export function contentSitemapXml(addresses, content, origin) {
  const changed = new Map(content.items.filter((item) => item.path).map((item) => [item.path, item.publishedAt]));
  const entries = [...new Set(addresses)].sort().map((address) => {
    const lastmod = changed.get(address);
    return `  <url><loc>${escapeXml(origin + address)}</loc>${lastmod ? `<lastmod>${escapeXml(new Date(lastmod).toISOString())}</lastmod>` : ''}</url>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</urlset>\n`;
}

/** A path a redirect may name: lower-case words and hyphens, segment by segment (CONTENT_PAGE_PATH_PATTERN). */
const REDIRECT_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

/**
 * The redirects to write: each old address to the end of its chain (a → b, b → c: a → c), leaving out a loop, a
 * path that is not a plain one, and an old address that has a page again (`pages`: the addresses rendered).
 * @param {PublishedContent} content
 * @param {ReadonlySet<string>} [pages]
 * @returns {Map<string, string>}
 */
export function redirectsOf(content, pages = new Set()) {
  const next = new Map(content.redirects.filter(({ from, to }) => REDIRECT_PATH.test(from) && REDIRECT_PATH.test(to) && from !== to).map(({ from, to }) => [from, to]));
  const result = new Map();
  for (const from of next.keys()) {
    if (pages.has(from)) continue;
    let to = /** @type {string} */ (next.get(from));
    const seen = new Set([from]);
    while (next.has(to) && !seen.has(to)) {
      seen.add(to);
      to = /** @type {string} */ (next.get(to));
    }
    if (!seen.has(to)) result.set(from, to);
  }
  return result;
}

/**
 * The address `pathname` was moved to in the pages folder `pagesRoot` (its REDIRECTS_FILE), or undefined.
 * @param {string} pagesRoot
 * @param {string} pathname
 */
export function movedTo(pagesRoot, pathname) {
  const redirects = /** @type {Record<string, unknown> | undefined} */ (readJson(path.join(pagesRoot, REDIRECTS_FILE)));
  const from = pathname.replace(/\/+$/, '');
  const to = redirects && Object.hasOwn(redirects, from) ? redirects[from] : undefined;
  return typeof to === 'string' && REDIRECT_PATH.test(to) ? to : undefined;
}

/**
 * The files content adds to a map's folder `dir`: the feeds, the content sitemap, the redirects, and the snapshot
 * the folder was rendered with. `contentAddresses`: the addresses content gave the site; `pages`: every address rendered.
 * @param {string} dir
 * @param {PublishedContent} content
 * @param {{ origin: string, siteName?: string, contentAddresses: readonly string[], pages: ReadonlySet<string> }} site
 */
export function writeContentFiles(dir, content, { origin, siteName, contentAddresses, pages }) {
  for (const feed of CONTENT_FEEDS) {
    const file = path.join(dir, ...feed.path.split('/').filter(Boolean));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.rmSync(file, { force: true });
    fs.writeFileSync(file, feedXml(feed, content, { origin, siteName }));
  }
  fs.rmSync(path.join(dir, CONTENT_SITEMAP_FILE), { force: true });
  fs.writeFileSync(path.join(dir, CONTENT_SITEMAP_FILE), contentSitemapXml(contentAddresses, content, origin));
  fs.rmSync(path.join(dir, REDIRECTS_FILE), { force: true });
  fs.writeFileSync(path.join(dir, REDIRECTS_FILE), JSON.stringify(Object.fromEntries(redirectsOf(content, pages))));
  fs.rmSync(path.join(dir, RENDERED_CONTENT_FILE), { force: true });
  fs.writeFileSync(path.join(dir, RENDERED_CONTENT_FILE), JSON.stringify(content));
}

/** The content a map's folder was rendered with, or undefined. @param {string} dir */
export const renderedContentOf = (dir) => {
  const content = readJson(path.join(dir, RENDERED_CONTENT_FILE));
  return isPublishedContent(content) ? content : undefined;
};
