// What the web server must answer for the published content (nginx in webImage.test.mjs): one published news
// item, the 301 of its old address, old addresses of pages that nest in each other, the feeds and the content
// sitemap; then, once the next render has unpublished it, 404 and gone.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { writeContentFiles } from '@frc/site-runtime/contentPages.mjs';

const item = {
  kind: 'news',
  id: 7,
  slug: 'new-scam',
  path: '/blog/article/new-scam',
  title: 'A new scam & <how>',
  description: 'Warning',
  socialImage: null,
  data: {},
  datePublished: '2026-11-27T09:00:00.000Z',
  publishedAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
};
/**
 * Page items moved so that their old addresses nest (`/p` to `/q`, `/p/r` to `/s`, `/a` to `/q/r`), and a chain
 * through one of them (`/b` to `/a`, so `/b` to `/q/r`): each is a 301 of its own.
 */
const NESTED_MOVES = { '/p': '/q', '/p/r': '/s', '/a': '/q/r', '/b': '/q/r' };
const redirects = [
  { from: '/blog/article/old-scam', to: '/blog/article/new-scam' },
  { from: '/p', to: '/q' },
  { from: '/p/r', to: '/s' },
  { from: '/a', to: '/q/r' },
  { from: '/b', to: '/a' },
];

/** The two renders: the item published (version 1), then unpublished (version 2), with the pages each wrote. */
export const PUBLISHED = { content: { version: 1, items: [item], redirects }, pages: ['/news', '/blog/article/new-scam'] };
export const UNPUBLISHED = { content: { version: 2, items: [], redirects }, pages: ['/news'] };

/** A render's folder as prerender.mjs writes it: its pages, its 404 page and the content's files. */
export function writeRenderFolder(dir, { content, pages }, notFoundPage) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, '404.html'), notFoundPage);
  for (const address of pages) {
    fs.mkdirSync(path.join(dir, address), { recursive: true });
    fs.writeFileSync(path.join(dir, address, 'index.html'), `<!doctype html><h1>${address}</h1>`);
  }
  writeContentFiles(dir, content, { origin: 'https://www.example.com', siteName: 'Site', contentAddresses: pages.filter((address) => address.startsWith('/blog/')), pages: new Set(pages) });
}

export async function assertPublishedServed(origin) {
  assert.equal((await fetch(`${origin}/blog/article/new-scam`)).status, 200);
  const moved = await fetch(`${origin}/blog/article/old-scam?utm=feed`, { redirect: 'manual' });
  assert.equal(moved.status, 301);
  assert.equal(moved.headers.get('location'), '/blog/article/new-scam?utm=feed');
  assert.equal((await fetch(`${origin}/blog/article/old-scam/`, { redirect: 'manual' })).status, 301);
  // Neither a path below nor above an old address is moved.
  assert.equal((await fetch(`${origin}/blog/article/old-scam/more`, { redirect: 'manual' })).status, 404);
  assert.equal((await fetch(`${origin}/blog/article`, { redirect: 'manual' })).status, 404);
  for (const [from, to] of Object.entries(NESTED_MOVES)) {
    const nested = await fetch(`${origin}${from}?ref=x`, { redirect: 'manual' });
    assert.equal(nested.status, 301, from);
    assert.equal(nested.headers.get('location'), `${to}?ref=x`, from);
  }
  assert.equal((await fetch(`${origin}/p/x`, { redirect: 'manual' })).status, 404);
  const feed = await fetch(`${origin}/news/feed.xml`);
  assert.equal(feed.status, 200);
  assert.match(feed.headers.get('content-type') ?? '', /^application\/rss\+xml/);
  assert.equal(feed.headers.get('cache-control'), 'no-cache');
  const rss = await feed.text();
  assert.match(rss, /<title>A new scam &amp; &lt;how&gt;<\/title>/);
  assert.match(rss, /<link>https:\/\/www\.example\.com\/blog\/article\/new-scam<\/link>/);
  assert.equal((await fetch(`${origin}/blog/feed.xml`)).status, 200);
  const sitemap = await fetch(`${origin}/sitemaps/content.xml`);
  assert.equal(sitemap.status, 200);
  assert.match(await sitemap.text(), /<loc>https:\/\/www\.example\.com\/blog\/article\/new-scam<\/loc>/);
}

/**
 * One address per page: a trailing slash, doubled slashes, or capitals where the page's address has none answer 301
 * to the page's own, with the query kept.
 */
export async function assertOneAddressPerPage(origin) {
  const movedTo = async (target) => {
    const answer = await fetch(`${origin}${target}`, { redirect: 'manual' });
    assert.equal(answer.status, 301, `${target} answered ${answer.status}`);
    return answer.headers.get('location');
  };
  assert.equal(await movedTo('/news/'), '/news');
  assert.equal(await movedTo('/news/?utm_source=feed&a=1'), '/news?utm_source=feed&a=1');
  assert.equal(await movedTo('/blog/article/new-scam//'), '/blog/article/new-scam');
  assert.equal(await movedTo('/blog//article/new-scam?x=1'), '/blog/article/new-scam?x=1');
  assert.equal(await movedTo('/NEWS?utm_source=feed'), '/news?utm_source=feed');
  assert.equal(await movedTo('/Blog/Article/New-Scam'), '/blog/article/new-scam');
  assert.equal(await movedTo('/BLOG/ARTICLE/NEW-SCAM?a=1'), '/blog/article/new-scam?a=1');
  assert.equal(await movedTo('/Blog/Article/New-Scam/'), '/Blog/Article/New-Scam');
  // Capitals of an address that has no page in lower case either: the 404 page.
  assert.equal((await fetch(`${origin}/No-Such-Page`, { redirect: 'manual' })).status, 404);
  assert.notEqual((await fetch(`${origin}/`, { redirect: 'manual' })).status, 301, 'the root keeps its slash');
  assert.equal((await fetch(`${origin}/news?utm_source=feed`, { redirect: 'manual' })).status, 200);
}

/** After the render that unpublished it: 404 with the 404 page, out of the sitemap and the feed; its redirect stays. */
export async function assertUnpublishedServed(origin, notFoundPage) {
  const gone = await fetch(`${origin}/blog/article/new-scam`);
  assert.equal(gone.status, 404);
  assert.equal(await gone.text(), notFoundPage);
  assert.doesNotMatch(await (await fetch(`${origin}/sitemaps/content.xml`)).text(), /new-scam/);
  assert.doesNotMatch(await (await fetch(`${origin}/news/feed.xml`)).text(), /new-scam/);
  // The API keeps the redirect, to an address that now answers 404.
  assert.equal((await fetch(`${origin}/blog/article/old-scam`, { redirect: 'manual' })).status, 301);
}
