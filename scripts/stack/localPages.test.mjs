// The local stack's pages rendered from the production builds (npm test runs this after the build), with the
// renderer and the render watcher of @frc/site-runtime: a scam page's style sheets, the published site texts, and a
// publish seen at the API's content version served within the 10 s budget, from a new folder of the map's pages
// switched in at once, while the folder served before stays whole. Run with `npm run check:deploy` (part of `npm test`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { renderedContentOf } from '@frc/site-runtime/contentPages.mjs';
import { islandRemotes, pageFileOf } from '@frc/site-runtime/prerender.mjs';
import { watchContent } from '@frc/site-runtime/renderWatcher.mjs';
import { appName, REMOTE_APPS } from '../apps/apps.mjs';
import { renderLocalPages } from './localPages.mjs';
import { seededContent } from './seededContent.mjs';

// On the production builds (npm test runs this after the build).
test(
  "a scam page links only its own islands' and page's style sheets, all from the site's origin, copied with the map's pages",
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-pages-test-'));
    try {
      // The seeded pages published (a tool's review is an entry of the directory's page: it needs the content).
      const { dir, failed } = await renderLocalPages({ dataDir, content: seededContent(['page']), log: () => {} });
      assert.deepEqual(failed, []);
      const html = fs.readFileSync(path.join(dir, pageFileOf('/binary-options-scams')), 'utf8');
      const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href);
      assert.ok(sheets.length > 1, 'the page links its style sheets');
      // None from another origin (a first paint would wait for a new connection), every one written beside the pages.
      for (const href of sheets) {
        assert.match(href, /^\/[^/]/, `${href} is served by the site`);
        if (href !== '/noscript.css') assert.ok(fs.existsSync(path.join(dir, href)), `${href} is in the map's folder`);
      }
      // It preloads the manifests of its islands' remotes only; a page of the shell's islands alone, none.
      const preloaded = (page) => [...page.matchAll(/<link rel="preload" href="[^"]*:(\d+)\/mf-manifest\.json"/g)].map(([, port]) => port);
      // The remotes' ports as the build gave them (apps.json, moved by FRC_PORT_OFFSET).
      const remotePorts = Object.fromEntries(REMOTE_APPS.map((app) => [appName(app), String(app.port)]));
      assert.deepEqual(preloaded(html).sort(), islandRemotes(html).flatMap((name) => remotePorts[name] ?? []).sort());
      assert.ok(preloaded(html).length > 0, 'the scam page preloads the manifests of its islands');
      const review = fs.readFileSync(path.join(dir, pageFileOf('/fraud-prevention-review/sift')), 'utf8');
      assert.deepEqual(islandRemotes(review), ['shell']);
      assert.deepEqual(preloaded(review), []);
      // Not the contact form's nor the news browser's: the page shows neither.
      assert.deepEqual(sheets.filter((href) => /ContactForm|NewsBrowser/.test(href)), []);
      // The islands it shows bring theirs, each named with its address at the remote, where the remote's code finds it.
      const carousel = String.raw`__federation_expose_LogoCarousel\.[0-9a-f]+\.css`;
      assert.match(html, new RegExp(String.raw`<link rel="stylesheet" href="/_styles/marketing/${carousel}" data-href="http://localhost:${remotePorts.marketing}/${carousel}"/>`));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);

// On the production builds (npm test runs this after the build).
test("every page draws the published site texts: the footer's hours as text, the contact page's words, an island's words in its props", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-pages-test-'));
  const at = '2026-11-29T00:00:00.000Z';
  const siteText = (id, slug, data) => ({ kind: 'site_text', id, slug, title: slug, description: '', socialImage: null, path: null, data, datePublished: at, publishedAt: at, updatedAt: at });
  const seeded = seededContent(['page']);
  const content = {
    ...seeded,
    items: [
      ...seeded.items,
      // Only the fields it changes: the others are the first words (siteTextOf).
      siteText(1, 'footer', { officeHours: [{ days: 'Weekdays', hours: '<script>alert(1)</script>' }] }),
      siteText(3, 'contact-page', { heading: 'Talk to an investigator today' }),
      siteText(5, 'thank-you', { noRequestHeading: 'Nothing to show & nothing lost' }),
    ],
  };
  try {
    const { dir, failed } = await renderLocalPages({ dataDir, content, log: () => {} });
    assert.deepEqual(failed, []);
    const page = (address) => fs.readFileSync(path.join(dir, pageFileOf(address)), 'utf8');
    for (const address of ['/', '/faq', '/contact-us', '/support']) {
      assert.match(page(address), /<th scope="row">Weekdays<\/th><td>&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/td>/, `${address} shows the published hours as text`);
      assert.doesNotMatch(page(address), /Monday and Wednesday/, `${address} no longer shows the first hours`);
    }
    assert.match(page('/contact-us'), /<h1 id="contact-us-heading">Talk to an investigator today<\/h1>/);
    // The first words of the fields no text changed.
    assert.match(page('/contact-us'), /Prefer a few guided questions\?/);
    const thankYou = page('/contact-us/thank-you');
    assert.match(thankYou, /<h1>Nothing to show &amp; nothing lost<\/h1>/);
    assert.match(thankYou, /data-props="[^"]*Nothing to show &amp; nothing lost/, 'the island hydrates with the words it was rendered with');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

// Every page's content as seeded, but the news, which the test publishes.
const SEEDED = seededContent().items.filter((item) => item.kind !== 'news');
const NEWS_DATA = seededContent(['news']).items[0].data;

const news = (id, slug, title) => ({
  kind: 'news',
  id,
  slug,
  path: `/blog/article/${slug}`,
  title,
  description: `${title}, in short`,
  socialImage: null,
  data: NEWS_DATA,
  datePublished: `2026-11-0${id}T09:00:00.000Z`,
  publishedAt: `2026-11-0${id}T09:00:00.000Z`,
  updatedAt: `2026-11-0${id}T09:00:00.000Z`,
});

test('a publish is rendered into a new folder of the map, switched in at once, within 10 s of its content version', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-watch-test-'));
  // The API's public content routes, as a publish changes them.
  let content = { version: 1, items: [...SEEDED, news(1, '1', 'First warning')], redirects: [] };
  const api = http.createServer((req, res) => {
    const body = req.url === '/api/content/version' ? { version: content.version } : req.url === '/api/content/published' ? content : undefined;
    if (!body) return res.writeHead(404).end();
    return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiOrigin = `http://127.0.0.1:${api.address().port}`;
  let watcher;
  try {
    const first = await renderLocalPages({ dataDir, apiOrigin, log: () => {} });
    assert.deepEqual(first.failed, []);
    const link = first.dir;
    const before = fs.readlinkSync(link);
    assert.ok(fs.existsSync(path.join(link, pageFileOf('/blog/article/1'))));
    const faqBefore = fs.readFileSync(path.join(link, pageFileOf('/faq')), 'utf8');

    const lines = [];
    watcher = watchContent({
      apiOrigin,
      renderedVersion: 1,
      intervalMs: 200,
      log: (line) => lines.push(line),
      render: async () => renderedContentOf((await renderLocalPages({ dataDir, apiOrigin, changesOnly: true, log: (line) => lines.push(line) })).folder)?.version,
    });
    // A reader of the site's pages all along: it never finds the home page missing.
    let reading = true;
    let reads = 0;
    const reader = (async () => {
      while (reading) {
        assert.match(fs.readFileSync(path.join(link, 'index.html'), 'utf8'), /<html/);
        reads += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();

    // Published: a second item; the first one's slug changed (its old address kept as a 301).
    const published = Date.now();
    content = { version: 2, items: [...SEEDED, news(1, '3', 'First warning, renamed'), news(2, '2', 'Second warning')], redirects: [{ from: '/blog/article/1', to: '/blog/article/3' }] };
    while (fs.readlinkSync(link) === before) {
      assert.ok(Date.now() - published < 10_000, `not served within 10 s: ${lines.join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const served = Date.now() - published;
    reading = false;
    await reader;
    assert.ok(reads > 0);
    assert.ok(served < 10_000, `${served} ms`);

    const after = fs.readlinkSync(link);
    assert.match(after, /^[0-9a-f]{16}-2-/);
    assert.ok(fs.existsSync(path.join(link, pageFileOf('/blog/article/2'))));
    assert.ok(fs.existsSync(path.join(link, pageFileOf('/blog/article/3'))));
    assert.ok(!fs.existsSync(path.join(link, pageFileOf('/blog/article/1'))), 'the old address has no page: it is moved');
    assert.match(fs.readFileSync(path.join(link, 'news', 'feed.xml'), 'utf8'), /Second warning/);
    // Only what changed was rendered: the FAQ page is the same file (a hard link), and the folder served before is whole.
    const faq = path.join(link, pageFileOf('/faq'));
    const faqOld = path.join(path.dirname(link), before, pageFileOf('/faq'));
    assert.equal(fs.statSync(faq).ino, fs.statSync(faqOld).ino);
    assert.equal(fs.readFileSync(faqOld, 'utf8'), faqBefore);
    assert.ok(fs.existsSync(path.join(path.dirname(link), before, pageFileOf('/blog/article/1'))));
    assert.ok(lines.some((line) => /addresses changed by content version 2/.test(line)), lines.join('\n'));
    console.log(`publish → served: ${served} ms`);
  } finally {
    await watcher?.stop();
    await new Promise((resolve) => api.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
