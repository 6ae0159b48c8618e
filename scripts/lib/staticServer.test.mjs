// The Node static server of `npm start` (when nginx is not installed): it answers every request,
// malformed ones with 400 or 404, and never serves a file outside its root.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { malformedRequests, rawRequest } from './rawHttp.mjs';
import { assertOneAddressPerPage, assertPublishedServed, assertUnpublishedServed, PUBLISHED, UNPUBLISHED, writeRenderFolder } from './contentServing.testing.mjs';
import { fileForPath, renderedPageFor, startStaticServer } from './staticServer.mjs';

let server;
let port;
let base;
const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-static-'));
const root = path.join(parent, 'dist');

before(async () => {
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(root, 'assets', 'app.0123abcd.js'), 'console.log(1)');
  // A sibling whose name starts with the root's name: its files must stay out of reach.
  fs.mkdirSync(path.join(parent, 'dist-private'));
  fs.writeFileSync(path.join(parent, 'dist-private', 'secret.txt'), 'secret');
  // An API origin nothing listens on: /api answers 502 in JSON.
  server = await startStaticServer({ root, port: 0, spa: true, apiOrigin: 'http://127.0.0.1:9' });
  port = server.address().port;
  base = `http://127.0.0.1:${port}`;
});
after(() => {
  server?.close();
  fs.rmSync(parent, { recursive: true, force: true });
});

async function stillServing() {
  const answer = await fetch(`${base}/assets/app.0123abcd.js`);
  assert.equal(answer.status, 200);
  assert.equal(await answer.text(), 'console.log(1)');
}

describe('fileForPath', () => {
  test('maps a path below the root, and refuses what is not one', () => {
    assert.deepEqual(fileForPath(root, '/assets/app.js?v=1'), { file: path.join(root, 'assets/app.js'), pathname: '/assets/app.js' });
    assert.deepEqual(fileForPath(root, '/%'), { status: 400 });
    assert.deepEqual(fileForPath(root, '//evil/'), { status: 400 });
    assert.deepEqual(fileForPath(root, 'http://evil.example/'), { status: 400 });
    assert.deepEqual(fileForPath(root, '/%00'), { status: 400 });
    // Normalised as a path of the site, ".." cannot climb above its root.
    assert.deepEqual(fileForPath(root, '/..%2fdist-private%2fsecret.txt'), { file: path.join(root, 'dist-private/secret.txt'), pathname: '/..%2fdist-private%2fsecret.txt' });
  });
});

describe('the static server', () => {
  test('serves files, and the page for a route of the app', async () => {
    await stillServing();
    const route = await fetch(`${base}/binary-options-scams`);
    assert.equal(route.status, 200);
    assert.match(await route.text(), /<title>shell<\/title>/);
  });

  test('answers 400 to /% and //evil/ and keeps serving', async () => {
    assert.equal(await rawRequest(port, 'GET /% HTTP/1.1\r\nHost: localhost'), 400);
    assert.equal(await rawRequest(port, 'GET //evil/ HTTP/1.1\r\nHost: localhost'), 400);
    await stillServing();
  });

  test('never reads a sibling folder whose name starts with the root\'s name', async () => {
    for (const probe of ['/..%2fdist-private%2fsecret.txt', '/../dist-private/secret.txt?x', '/../dist-private/secret.txt', '/%2e%2e/dist-private/secret.txt', '/..%5cdist-private%5csecret.txt']) {
      const status = await rawRequest(port, `GET ${probe} HTTP/1.1\r\nHost: localhost`);
      assert.ok(status === 400 || status === 404, `${probe} answered ${status}`);
    }
  });

  test('survives every malformed request of the fuzz list', async () => {
    for (const head of malformedRequests()) {
      const status = await rawRequest(port, head);
      // A path that normalises to a route of the app gets the app's page; /api paths meet the API that is down (502).
      assert.ok(status === null || status < 500 || status === 502, `${JSON.stringify(head.slice(0, 60))} answered ${status}`);
    }
    await stillServing();
  });

  test('answers for an API that is down in JSON', async () => {
    const answer = await fetch(`${base}/api/health`);
    assert.equal(answer.status, 502);
    assert.match(answer.headers.get('content-type') ?? '', /application\/json/);
  });
});

describe("the shell's files, as nginx serves them (docker/web/site-files.mjs writes them)", () => {
  const siteDir = path.join(parent, 'site');
  const pagesRoot = path.join(siteDir, 'pages');
  let shell;
  let origin;
  let remote;
  before(async () => {
    fs.mkdirSync(path.join(siteDir, 'map-overrides'), { recursive: true });
    fs.writeFileSync(path.join(siteDir, 'remotes.json'), '{"marketing":"https://marketing.example/mf-manifest.json"}\n');
    fs.writeFileSync(path.join(siteDir, 'map-key'), '0123456789abcdef\n');
    fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>shell with preloads</title>');
    fs.writeFileSync(path.join(siteDir, 'sitemap.xml'), '<sitemapindex>written at start</sitemapindex>');
    fs.writeFileSync(path.join(siteDir, 'robots.txt'), 'Sitemap: https://www.example.com/sitemap.xml');
    // A remote that publishes its list of public pages, and one that is down.
    remote = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'application/xml' }).end('<urlset><url><loc>/faq</loc></url></urlset>'));
    await new Promise((resolve) => remote.listen(0, '127.0.0.1', resolve));
    const sources = { marketing: `http://127.0.0.1:${remote.address().port}/public-pages.xml`, intake: 'http://127.0.0.1:9/public-pages.xml' };
    fs.writeFileSync(path.join(siteDir, 'sitemaps.json'), JSON.stringify({ origin: 'https://www.example.com', sources }));
    shell = await startStaticServer({ root, port: 0, spa: true, siteDir });
    origin = `http://127.0.0.1:${shell.address().port}`;
  });
  after(() => {
    shell?.close();
    remote?.close();
  });
  const text = async (pathname) => {
    const answer = await fetch(`${origin}${pathname}`);
    return [answer.status, await answer.text()];
  };

  test('the remote map, and while a canary guard has left another for this very map, that one', async () => {
    assert.deepEqual(await text('/remotes.json'), [200, '{"marketing":"https://marketing.example/mf-manifest.json"}\n']);
    assert.deepEqual(await text('/.cleartrace/map-key'), [200, '0123456789abcdef\n']);
    fs.writeFileSync(path.join(siteDir, 'map-overrides', 'ffffffffffffffff.json'), '{"another":"map"}');
    assert.match((await text('/remotes.json'))[1], /marketing\.example/);
    fs.writeFileSync(path.join(siteDir, 'map-overrides', '0123456789abcdef.json'), '{"left":"by the guard"}');
    assert.deepEqual(await text('/remotes.json'), [200, '{"left":"by the guard"}']);
  });

  test("the sitemap index and robots.txt as written; each remote's list with the site's origin in front, or 503", async () => {
    assert.deepEqual(await text('/sitemap.xml'), [200, '<sitemapindex>written at start</sitemapindex>']);
    assert.deepEqual(await text('/robots.txt'), [200, 'Sitemap: https://www.example.com/sitemap.xml']);
    assert.deepEqual(await text('/sitemaps/marketing.xml'), [200, '<urlset><url><loc>https://www.example.com/faq</loc></url></urlset>']);
    assert.equal((await text('/sitemaps/intake.xml'))[0], 503);
    assert.equal((await text('/sitemaps/admin.xml'))[0], 404);
  });

  test("the page rendered from the served map, else the 404 page with 404 once that map's pages exist, else the shell's page", async () => {
    // No pages for this map: the shell's page as its start wrote it (with its preloads), for every path.
    assert.equal(renderedPageFor(pagesRoot, '/faq'), undefined);
    assert.deepEqual(await text('/faq'), [200, '<!doctype html><title>shell with preloads</title>']);
    assert.deepEqual(await text('/index.html'), [200, '<!doctype html><title>shell with preloads</title>']);

    fs.mkdirSync(path.join(pagesRoot, 'faq'), { recursive: true });
    fs.writeFileSync(path.join(pagesRoot, 'index.html'), 'home page');
    fs.writeFileSync(path.join(pagesRoot, 'faq', 'index.html'), 'faq page');
    fs.writeFileSync(path.join(pagesRoot, '404.html'), 'not found page');
    for (const [pathname, status, body] of [
      ['/', 200, 'home page'],
      ['/faq', 200, 'faq page'],
      ['/faq/', 200, 'faq page'],
      ['/faq?utm_source=chat', 200, 'faq page'],
      ['/nothing-here', 404, 'not found page'],
      ['/../dist-private/secret', 404, 'not found page'],
    ]) {
      assert.deepEqual(await text(pathname), [status, body], pathname);
    }
    // Files stay files.
    assert.equal((await fetch(`${origin}/assets/app.0123abcd.js`)).status, 200);
  });

  test("a page's style sheets, from the folder of the served map's pages, cached for good", async () => {
    fs.mkdirSync(path.join(pagesRoot, '_styles', 'marketing'), { recursive: true });
    fs.writeFileSync(path.join(pagesRoot, '_styles', 'marketing', 'page.0123abcd.css'), 'h1{color:navy}');
    const answer = await fetch(`${origin}/_styles/marketing/page.0123abcd.css`);
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type'), /^text\/css/);
    assert.equal(answer.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(await answer.text(), 'h1{color:navy}');
    assert.equal((await text('/_styles/marketing/gone.0123abcd.css'))[0], 404);
  });

  test("a private area's pages, parameters included, as the remotes' routes list them: the area's page; any other path below it, 404", async () => {
    for (const folder of [['dashboard'], ['dashboard', 'cases'], ['dashboard', 'cases', '_'], ['admin', 'cases', '_'], ['admin', 'inbox', '_']]) {
      fs.mkdirSync(path.join(pagesRoot, ...folder), { recursive: true });
      fs.writeFileSync(path.join(pagesRoot, ...folder, 'index.html'), `private page of ${folder[0]}`);
    }
    fs.writeFileSync(path.join(pagesRoot, '404.html'), 'not found page');
    for (const [pathname, status, body] of [
      ['/dashboard', 200, 'private page of dashboard'],
      ['/dashboard/cases', 200, 'private page of dashboard'],
      ['/dashboard/cases/C-1', 200, 'private page of dashboard'],
      ['/dashboard/cases/C-1/', 200, 'private page of dashboard'],
      ['/dashboard/cases/C%2D1?tab=messages', 200, 'private page of dashboard'],
      ['/admin/cases/C-1', 200, 'private page of admin'],
      ['/admin/inbox/request-1', 200, 'private page of admin'],
      ['/dashboard/no-such-page', 404, 'not found page'],
      ['/dashboard/cases/C-1/more', 404, 'not found page'],
      ['/admin/no-such/C-1', 404, 'not found page'],
      ['/dashboard/_/C-1', 404, 'not found page'],
    ]) {
      assert.deepEqual(await text(pathname), [status, body], pathname);
    }
  });
});

describe("the published content's files and redirects, as nginx serves them (deploy-config.test.mjs)", () => {
  const siteDir = path.join(parent, 'content-site');
  const pagesDir = path.join(parent, 'content-pages');
  let server;
  let origin;
  const notFound = 'not found page';
  // A render's folder as prerender.mjs writes it; the site's `pages` link (RUNTIME_DIR/pages → PAGES_DIR/<key>) names the latest.
  const render = (name, rendered) => {
    writeRenderFolder(path.join(pagesDir, name), rendered, notFound);
    fs.rmSync(path.join(pagesDir, 'key.tmp'), { force: true });
    fs.symlinkSync(name, path.join(pagesDir, 'key.tmp'));
    fs.renameSync(path.join(pagesDir, 'key.tmp'), path.join(pagesDir, 'key'));
  };
  before(async () => {
    fs.mkdirSync(siteDir, { recursive: true });
    fs.symlinkSync(path.join(pagesDir, 'key'), path.join(siteDir, 'pages'));
    server = await startStaticServer({ root, port: 0, spa: true, siteDir });
    origin = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => server?.close());

  test("a published item's page, the feeds and the content sitemap; an old address answers 301; unpublished, 404", async () => {
    render('key-1-a', PUBLISHED);
    await assertPublishedServed(origin);
    await assertOneAddressPerPage(origin);
    render('key-2-b', UNPUBLISHED);
    await assertUnpublishedServed(origin, notFound);
  });
});

describe("a remote's published versions", () => {
  test('are served under /<app>/ from the releases folder, never from outside it', async () => {
    const releases = path.join(parent, 'releases');
    fs.mkdirSync(path.join(releases, 'intake', '1.5.0'), { recursive: true });
    fs.writeFileSync(path.join(releases, 'intake', '1.5.0', 'mf-manifest.json'), '{"version":"1.5.0"}');
    const intake = await startStaticServer({ root, port: 0, releases: { app: 'intake', dir: releases } });
    const origin = `http://127.0.0.1:${intake.address().port}`;
    try {
      assert.equal(await (await fetch(`${origin}/intake/1.5.0/mf-manifest.json`)).text(), '{"version":"1.5.0"}');
      assert.equal((await fetch(`${origin}/intake/1.6.0/mf-manifest.json`)).status, 404);
      assert.equal(await rawRequest(intake.address().port, 'GET /intake/../../dist-private/secret.txt HTTP/1.1\r\nHost: localhost'), 404);
      // The build at the root stays where it was.
      assert.equal((await fetch(`${origin}/assets/app.0123abcd.js`)).status, 200);
    } finally {
      intake.close();
    }
  });
});
