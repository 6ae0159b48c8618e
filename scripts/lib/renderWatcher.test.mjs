// The render watcher on the production builds (npm test runs this after the build): a publish seen at the API's
// content version is served within the 10 s budget, from a new folder of the map's pages switched in at once, while
// the folder served before stays whole. Run with `npm run check:deploy` (part of `npm test`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { renderedContentOf } from './contentPages.mjs';
import { renderLocalPages } from './localPages.mjs';
import { pageFileOf } from './prerender.mjs';
import { watchContent } from './renderWatcher.mjs';
import { seededContent } from './seededContent.mjs';

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

test('a render that fails is tried again after a wait that doubles, up to the longest; a newer content version at once', async () => {
  let version = 1;
  const api = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version })));
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  // The watcher's clock: each pause moves it on at once.
  let clock = 0;
  const tries = [];
  const reported = [];
  let watcher;
  try {
    await new Promise((resolve) => {
      watcher = watchContent({
        apiOrigin: `http://127.0.0.1:${api.address().port}`,
        renderedVersion: 0,
        intervalMs: 1000,
        maxWaitMs: 8000,
        log: () => {},
        now: () => clock,
        sleep: async (ms) => {
          clock += ms;
        },
        onFailure: (error, wait) => reported.push(wait),
        render: async () => {
          tries.push(clock);
          // An editor publishes again while it keeps failing: that version is tried at the next poll.
          if (tries.length === 6) version = 2;
          if (tries.length === 7) resolve();
          throw new Error('ENOSPC: no space left on device');
        },
      });
    });
  } finally {
    await watcher?.stop();
    await new Promise((resolve) => api.close(resolve));
  }
  assert.deepEqual(tries, [0, 1000, 3000, 7000, 15000, 23000, 24000]);
  assert.deepEqual(reported, [1000, 2000, 4000, 8000, 8000, 8000, 8000]);
  assert.equal(watcher.renderedVersion(), 0);
});
