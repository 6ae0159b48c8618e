// The Node static server of `npm start` (when nginx is not installed): it answers every request,
// malformed ones with 400 or 404, and never serves a file outside its root.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { malformedRequests, rawRequest } from './rawHttp.mjs';
import { pagesKeyOf } from './prerender.mjs';
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

describe('pre-rendered pages (as nginx serves them)', () => {
  test("the page rendered from the served map, else the 404 page with 404 once that map's pages exist", async () => {
    const pagesDir = path.join(parent, 'pages');
    const map = '{"marketing":"https://marketing.example/mf-manifest.json"}\n';
    fs.writeFileSync(path.join(root, 'remotes.json'), map);
    const pages = await startStaticServer({ root, port: 0, spa: true, pagesDir });
    const origin = `http://127.0.0.1:${pages.address().port}`;
    try {
      // No pages for this map: the page the browser renders, for every path.
      assert.equal(renderedPageFor(pagesDir, root, '/faq'), undefined);
      assert.match(await (await fetch(`${origin}/faq`)).text(), /<title>shell/);

      const dir = path.join(pagesDir, pagesKeyOf(map));
      fs.mkdirSync(path.join(dir, 'faq'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'index.html'), 'home page');
      fs.writeFileSync(path.join(dir, 'faq', 'index.html'), 'faq page');
      fs.writeFileSync(path.join(dir, '404.html'), 'not found page');
      for (const [pathname, status, body] of [
        ['/', 200, 'home page'],
        ['/faq', 200, 'faq page'],
        ['/faq/', 200, 'faq page'],
        ['/faq?utm_source=chat', 200, 'faq page'],
        ['/nothing-here', 404, 'not found page'],
        ['/../dist-private/secret', 404, 'not found page'],
      ]) {
        const answer = await fetch(`${origin}${pathname}`);
        assert.equal(answer.status, status, pathname);
        assert.equal(await answer.text(), body, pathname);
      }
      // Files stay files.
      assert.equal((await fetch(`${origin}/assets/app.0123abcd.js`)).status, 200);
    } finally {
      pages.close();
    }
  });
});
