// What a web image runs at start, without Docker: docker/web/publish-release.sh keeps published versions immutable;
// docker/web/entrypoint.sh starts a serving nginx, for a remote and for the shell (its remote map, pages, feeds,
// sitemaps, the API behind it, reloads and the canary guard's rollbacks). Part of `npm run check:deploy`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, test } from 'node:test';
import { runJob } from '@frc/site-runtime/jobs.testing.mjs';
import { pagesKeyOf } from '@frc/site-runtime/prerender.mjs';
import { startBuiltApi } from '../lib/builtApi.mjs';
import { freePort } from '../lib/run.mjs';
import { PUBLISH_SCRIPT, childrenOf, imageEnv, reloadNginx, startWebImage } from '../stack/nginx.mjs';
import { REMOTE_MAP, noNginx, tempDir } from '../stack/nginx.testing.mjs';
import { assertOneAddressPerPage, assertPublishedServed, assertUnpublishedServed, PUBLISHED, UNPUBLISHED, writeRenderFolder } from './contentServing.testing.mjs';

describe('publish-release.sh', () => {
  const releases = tempDir();
  const build = tempDir();
  fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{"name":"intake"}');
  fs.writeFileSync(path.join(build, 'remoteEntry.js'), 'self.intake = 1;');
  const publish = (...args) => spawnSync('sh', [PUBLISH_SCRIPT, ...args], { encoding: 'utf8' });

  test('publishes a build under APP/VERSION, readable by every user', () => {
    const result = publish(build, releases, 'intake', '1.4.0');
    assert.equal(result.status, 0, result.stderr);
    const published = path.join(releases, 'intake/1.4.0/remoteEntry.js');
    assert.equal(fs.readFileSync(published, 'utf8'), 'self.intake = 1;');
    assert.equal(fs.statSync(published).mode & 0o004, 0o004);
    assert.deepEqual(fs.readdirSync(path.join(releases, 'intake')), ['1.4.0']);
  });

  test('publishing the same files again changes nothing', () => {
    const result = publish(build, releases, 'intake', '1.4.0');
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /already published/);
  });

  test('never replaces a published version with other files', () => {
    fs.writeFileSync(path.join(build, 'remoteEntry.js'), 'self.intake = 2;');
    const result = publish(build, releases, 'intake', '1.4.0');
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /never changes/);
    assert.equal(fs.readFileSync(path.join(releases, 'intake/1.4.0/remoteEntry.js'), 'utf8'), 'self.intake = 1;');
  });

  test('refuses a version that is not one, and a folder that is not a remote build', () => {
    assert.notEqual(publish(build, releases, 'intake', '../1.4.0').status, 0);
    assert.notEqual(publish(build, releases, 'intake', 'latest').status, 0);
    assert.notEqual(publish(tempDir(), releases, 'intake', '1.5.0').status, 0);
    assert.deepEqual(fs.readdirSync(path.join(releases, 'intake')), ['1.4.0']);
  });
});

/** Runs entrypoint.sh as the image's start would (unprivileged), until `use` is done with it. */
async function withEntrypoint(env, use) {
  const image = await startWebImage(env);
  try {
    await use(image.origin, image.stderr());
  } finally {
    await image.stop();
  }
}

describe('entrypoint.sh starts a web image', { skip: noNginx }, () => {
  const build = tempDir();
  fs.writeFileSync(path.join(build, 'index.html'), '<!doctype html><title>harness</title>');
  fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{"name":"intake"}');
  fs.writeFileSync(path.join(build, 'main.0123abcd.js'), 'self.main = 1;');

  test('a remote: publishes its build under its version, then serves both with the headers', async () => {
    const releases = tempDir();
    const env = { ...imageEnv('intake'), ...REMOTE_MAP, LISTEN: `127.0.0.1:${await freePort()}`, APP_ROOT: build, RELEASES_DIR: releases, RUNTIME_DIR: tempDir() };
    await withEntrypoint(env, async (origin) => {
      const versioned = await fetch(`${origin}/intake/1.4.0/mf-manifest.json`, { headers: { Origin: 'https://www.example.com' } });
      assert.equal(versioned.status, 200);
      assert.equal(versioned.headers.get('cache-control'), 'no-cache');
      assert.equal(versioned.headers.get('access-control-allow-origin'), null, 'SHELL_ORIGINS is not set, so no origin may read');
      assert.match(versioned.headers.get('content-security-policy'), /script-src 'self' https:\/\/static\.example\.com/);
      const hashed = await fetch(`${origin}/main.0123abcd.js`);
      assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(hashed.headers.get('x-content-type-options'), 'nosniff');
      // The shell's page, on another origin, loads the remote's files.
      assert.equal(hashed.headers.get('cross-origin-resource-policy'), 'cross-origin');
      assert.equal((await fetch(`${origin}/missing.0123abcd.js`)).headers.get('cross-origin-resource-policy'), 'cross-origin');
    });
    assert.ok(fs.existsSync(path.join(releases, 'intake/1.4.0/main.0123abcd.js')));
  });

  /** The shell image's environment with the test's map, a fake build, free ports and an API nothing listens on. */
  const shellEnv = async (extra = {}) => ({
    ...imageEnv('shell'),
    ...REMOTE_MAP,
    SITE_ORIGIN: 'https://www.example.com',
    LISTEN: `127.0.0.1:${await freePort()}`,
    APP_ROOT: build,
    RUNTIME_DIR: tempDir(),
    API_UPSTREAM: `http://127.0.0.1:${await freePort()}`,
    ...extra,
  });

  test('the shell: serves the remote map from its environment and answers for an unreachable API', async () => {
    await withEntrypoint(await shellEnv(), async (origin) => {
      const map = await fetch(`${origin}/remotes.json`);
      assert.equal(map.headers.get('cache-control'), 'no-cache');
      assert.equal((await map.json()).intake, REMOTE_MAP.REMOTE_INTAKE);
      const route = await fetch(`${origin}/contact-us`);
      assert.equal(route.status, 200);
      assert.match(await route.text(), /harness/);
      assert.equal(route.headers.get('cross-origin-resource-policy'), 'same-origin');
      const api = await fetch(`${origin}/api/health`);
      assert.equal(api.status, 502);
      assert.equal(api.headers.get('cross-origin-resource-policy'), 'same-origin');
      // The API's paths are the API's: no trailing-slash redirect for them.
      assert.equal((await fetch(`${origin}/api/health/`, { redirect: 'manual' })).status, 502);
      assert.equal(api.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'; sandbox");
      assert.match((await api.json()).message, /unavailable/);
    });
  });

  test("the shell: nginx's request id reaches the API, which logs it and answers with it; the API's metrics port is not passed on", async () => {
    const api = await startBuiltApi(tempDir());
    try {
      await withEntrypoint(await shellEnv({ API_UPSTREAM: api.origin }), async (origin) => {
        // A route whose requests are logged (the polls of the content version are not); 401 without a session.
        const answer = await fetch(`${origin}/api/cases`, { headers: { 'X-Request-Id': 'chosen-by-the-client' } });
        assert.equal(answer.status, 401);
        const id = answer.headers.get('x-request-id');
        assert.match(id ?? '', /^[0-9a-f]{32}$/, "nginx's $request_id, not the client's");
        // The line is written as the answer goes out: it may reach this process just after it.
        const logged = await api.lineWith(`"reqId":"${id}"`);
        assert.match(logged, /"msg":"(incoming request|request completed)"/);
        for (const probe of ['/metrics', '/api/metrics', '/api/../metrics']) {
          assert.doesNotMatch(await (await fetch(`${origin}${probe}`)).text(), /http_requests_total/, probe);
        }
        assert.match(await (await fetch(`${api.metricsOrigin}/metrics`)).text(), /http_requests_total\{method="GET",route="\/api\/cases",status_class="4xx"\} 1/);
      });
    } finally {
      await api.stop();
    }
  });

  test("the shell: the API's downloads keep a sandboxing policy behind nginx, and each of its cookies is set once", async () => {
    // An API that answers every path as the real one answers a download (its own policy, which nginx replaces) and a sign-in.
    const upstream = http.createServer((request, response) => {
      response.setHeader('content-type', 'image/png');
      response.setHeader('content-disposition', 'attachment; filename="screenshot.png"');
      response.setHeader('content-security-policy', "default-src 'none'; sandbox");
      response.setHeader('set-cookie', ['frc_staff=a; Path=/api/admin; HttpOnly', 'frc_staff_pending=; Path=/api/admin; Max-Age=0']);
      response.end('png');
    });
    await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    try {
      await withEntrypoint(await shellEnv({ API_UPSTREAM: `http://127.0.0.1:${upstream.address().port}` }), async (origin) => {
        const downloads = ['/api/admin/inbox/report-1/evidence/1', '/api/admin/cases/C-1/documents/1', '/api/cases/C-1/documents/1', '/api/cases/C-1/documents/0x1', '/api/cases/C-1/documents/1e0'];
        for (const download of downloads) {
          const answer = await fetch(`${origin}${download}`, { method: 'HEAD' });
          const policy = answer.headers.get('content-security-policy') ?? '';
          assert.deepEqual({ download, sandbox: policy.split(';').map((each) => each.trim()).includes('sandbox') }, { download, sandbox: true });
          assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
        }
        const signIn = await fetch(`${origin}/api/admin/sign-in/passkey`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
        assert.deepEqual(signIn.headers.getSetCookie().map((cookie) => cookie.split('=')[0]), ['frc_staff', 'frc_staff_pending']);
      });
    } finally {
      await new Promise((resolve) => upstream.close(resolve));
    }
  });

  test('a reload resolves once the workers of the old configuration take no more requests, and the next keep-alive request is answered', async () => {
    const image = await startWebImage(await shellEnv());
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (url) =>
      new Promise((resolve, reject) => {
        http
          .get(url, { agent }, (response) => {
            const { socket } = response;
            response.resume();
            response.on('end', () => resolve({ status: response.statusCode, socket }));
          })
          .on('error', reject);
      });
    try {
      const first = await get(`${image.origin}/remotes.json`);
      assert.equal(first.status, 200);
      const oldWorkers = childrenOf(image.pid);
      assert.ok(oldWorkers.length > 0, 'nginx runs workers under its master');
      await reloadNginx(image.pid);
      const serving = oldWorkers.filter((worker) => fs.existsSync(`/proc/${worker}`) && !fs.readFileSync(`/proc/${worker}/cmdline`, 'utf8').includes('shutting down'));
      assert.deepEqual(serving, [], 'no worker of the old configuration takes requests');
      assert.ok(childrenOf(image.pid).length > 0, 'the new configuration has its workers');
      const next = await get(`${image.origin}/remotes.json`);
      assert.equal(next.status, 200);
      assert.notEqual(next.socket, first.socket, 'the connection the old worker held was closed, not reused');
    } finally {
      agent.destroy();
      await image.stop();
    }
  });

  test("the shell: once the images' canary guard has taken a failing canary out of its map, serves the map it left", async () => {
    const overrides = tempDir();
    const canary = 'https://static.example.com/intake/1.5.0/mf-manifest.json';
    const env = await shellEnv({ MAP_OVERRIDES_DIR: overrides, REMOTE_INTAKE_CANARY: canary, REMOTE_INTAKE_CANARY_PERCENT: '20' });
    // The API's telemetry summary: the canary failed 9 of its 10 loads.
    const api = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ versions: [{ remote: 'intake', version: '1.5.0', loads: 10, failures: 9, failureRate: 0.9 }] }));
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      await withEntrypoint(env, async (origin) => {
        const written = await (await fetch(`${origin}/remotes.json`)).text();
        assert.deepEqual(JSON.parse(written).intake.canary, { entry: canary, percent: 20 });
        const key = (await (await fetch(`${origin}/.frc/map-key`)).text()).trim();
        assert.equal(key, crypto.createHash('sha256').update(written).digest('hex').slice(0, 16));
        // A map left for another map (an earlier deploy's) is not this one's.
        fs.writeFileSync(path.join(overrides, 'ffffffffffffffff.json'), '{"stale":true}');
        assert.equal(await (await fetch(`${origin}/remotes.json`)).text(), written);

        const guard = await runJob('canary-guard.mjs', {
          args: ['--once'],
          env: { ...REMOTE_MAP, REMOTE_INTAKE_CANARY: canary, SHELL_INTERNAL: origin, API_ORIGIN: `http://127.0.0.1:${api.address().port}`, OPS_TOKEN: 'token', MAP_OVERRIDES_DIR: overrides, CANARY_MIN_LOADS: '10' },
        });
        assert.equal(guard.code, 0);
        assert.match(guard.out, /intake 1\.5\.0 rolled back to 1\.4\.0: 9 of 10 loads failed/);
        const served = await fetch(`${origin}/remotes.json`);
        assert.equal(served.headers.get('cache-control'), 'no-cache');
        assert.match(served.headers.get('content-type'), /^application\/json/);
        const map = await served.json();
        assert.deepEqual(map.intake, { current: REMOTE_MAP.REMOTE_INTAKE });
        assert.equal(map.marketing, REMOTE_MAP.REMOTE_MARKETING);
        // The shell still names the map it wrote: a second rollback starts from the map served now.
        assert.equal((await (await fetch(`${origin}/.frc/map-key`)).text()).trim(), key);
      });
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });

  test("the shell: a page pre-rendered from its map, the 404 page with 404 where its map's pages have none, else the browser's page", async () => {
    const pagesDir = tempDir();
    const runtimeDir = tempDir();
    await withEntrypoint(await shellEnv({ RUNTIME_DIR: runtimeDir, PAGES_DIR: pagesDir }), async (origin) => {
      // No pages for this map yet: every page is the one the browser renders.
      assert.equal((await fetch(`${origin}/faq`)).status, 200);
      assert.equal((await fetch(`${origin}/no-such-page`)).status, 200);

      // The renderer names the folder after remotes.json's bytes; pages of another map are never served.
      const key = pagesKeyOf(fs.readFileSync(path.join(runtimeDir, 'remotes.json')));
      fs.mkdirSync(path.join(pagesDir, 'ffffffffffffffff', 'faq'), { recursive: true });
      fs.writeFileSync(path.join(pagesDir, 'ffffffffffffffff', 'faq', 'index.html'), 'another map');
      assert.match(await (await fetch(`${origin}/faq`)).text(), /harness/);
      fs.mkdirSync(path.join(pagesDir, key, 'faq'), { recursive: true });
      fs.writeFileSync(path.join(pagesDir, key, 'faq', 'index.html'), '<!doctype html><title>FAQ</title><h1>Pre-rendered FAQ</h1>');
      fs.writeFileSync(path.join(pagesDir, key, '404.html'), '<!doctype html><title>Not found</title><h1>404 - Page Not Found</h1>');

      const page = await fetch(`${origin}/faq`);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /Pre-rendered FAQ/);
      assert.equal(page.headers.get('cache-control'), 'no-cache');
      assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self'/);
      assert.equal((await fetch(`${origin}/faq/`)).status, 200);
      const missing = await fetch(`${origin}/no-such-page`);
      assert.equal(missing.status, 404);
      assert.match(await missing.text(), /404 - Page Not Found/);
      assert.match(missing.headers.get('content-security-policy') ?? '', /script-src 'self'/);
      // The page the browser renders stays at /index.html.
      assert.match(await (await fetch(`${origin}/index.html`)).text(), /harness/);

      // A private area's pages as the remotes' routes list them (prerender.mjs: "_" for a parameter): the
      // area's page; any other path below the area, 404.
      for (const folder of [['dashboard', 'cases'], ['dashboard', 'cases', '_'], ['admin', 'cases', '_'], ['admin', 'inbox', '_']]) {
        fs.mkdirSync(path.join(pagesDir, key, ...folder), { recursive: true });
        fs.writeFileSync(path.join(pagesDir, key, ...folder, 'index.html'), `<!doctype html><title>Private</title><p>private page of ${folder[0]}</p>`);
      }
      for (const [pathname, status, text] of [
        ['/dashboard/cases', 200, 'private page of dashboard'],
        ['/dashboard/cases/C-1', 200, 'private page of dashboard'],
        ['/dashboard/cases/C-1/', 200, 'private page of dashboard'],
        ['/dashboard/cases/C%2D1?tab=messages', 200, 'private page of dashboard'],
        ['/admin/cases/C-1', 200, 'private page of admin'],
        ['/admin/inbox/request-1', 200, 'private page of admin'],
        ['/dashboard/no-such-page', 404, '404 - Page Not Found'],
        ['/dashboard/cases/C-1/more', 404, '404 - Page Not Found'],
        ['/admin/no-such/C-1', 404, '404 - Page Not Found'],
      ]) {
        const answer = await fetch(`${origin}${pathname}`);
        assert.equal(answer.status, status, pathname);
        assert.match(await answer.text(), new RegExp(text), pathname);
        assert.match(answer.headers.get('content-security-policy') ?? '', /script-src 'self'/, pathname);
      }

      // The pages' style sheets, copied by the renderer beside them: from the site's origin, cached for good.
      fs.mkdirSync(path.join(pagesDir, key, '_styles', 'marketing'), { recursive: true });
      fs.writeFileSync(path.join(pagesDir, key, '_styles', 'marketing', 'page.0123abcd.css'), 'h1{color:navy}');
      const sheet = await fetch(`${origin}/_styles/marketing/page.0123abcd.css`);
      assert.equal(sheet.status, 200);
      assert.match(sheet.headers.get('content-type') ?? '', /^text\/css/);
      assert.equal(sheet.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(await sheet.text(), 'h1{color:navy}');
      assert.equal((await fetch(`${origin}/_styles/marketing/gone.0123abcd.css`)).status, 404);
    });
  });

  test("the shell: a publish's pages, feeds, content sitemap and old addresses' 301s, switched at once with the link of the map's pages", async () => {
    const pagesDir = tempDir();
    const runtimeDir = tempDir();
    await withEntrypoint(await shellEnv({ RUNTIME_DIR: runtimeDir, PAGES_DIR: pagesDir }), async (origin) => {
      const key = pagesKeyOf(fs.readFileSync(path.join(runtimeDir, 'remotes.json')));
      // Two renders of the map, as the renderer writes them (prerender.mjs): a folder each, the key a link to the latest.
      const notFound = '<!doctype html><h1>404 - Page Not Found</h1>';
      const [first, second] = [`${key}-1-a`, `${key}-2-b`];
      writeRenderFolder(path.join(pagesDir, first), PUBLISHED, notFound);
      writeRenderFolder(path.join(pagesDir, second), UNPUBLISHED, notFound);
      fs.symlinkSync(first, path.join(pagesDir, key));
      await assertPublishedServed(origin);
      await assertOneAddressPerPage(origin);

      // Unpublished: the next render's folder, switched in by replacing the link (no reload).
      fs.symlinkSync(second, path.join(pagesDir, `${key}.tmp`));
      fs.renameSync(path.join(pagesDir, `${key}.tmp`), path.join(pagesDir, key));
      await assertUnpublishedServed(origin, notFound);
    });
  });

  test("the shell: a sitemap index of the public remotes' page lists, each with the site's origin in front", async () => {
    fs.writeFileSync(path.join(build, 'robots.txt'), 'User-agent: *\nDisallow: /admin\n');
    const pages = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>/</loc></url>\n  <url><loc>/faq</loc></url>\n</urlset>\n';
    const marketing = http.createServer((request, response) => {
      if (request.url !== '/marketing/2.0.1/public-pages.xml') return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/xml', 'cache-control': 'no-cache', 'x-frame-options': 'DENY', 'access-control-allow-origin': '*' }).end(pages);
    });
    await new Promise((resolve) => marketing.listen(0, '127.0.0.1', resolve));
    const internal = `http://localhost:${marketing.address().port}/marketing/2.0.1/mf-manifest.json`;
    const env = {
      ...imageEnv('shell'),
      ...REMOTE_MAP,
      // The remotes as the shell's server reaches them: marketing answers, intake is down.
      REMOTE_MARKETING_INTERNAL: internal,
      REMOTE_INTAKE_INTERNAL: `http://127.0.0.1:${await freePort()}/intake/1.4.0/mf-manifest.json`,
      SHELL_ORIGINS: 'https://www.example.com https://example.com',
      LISTEN: `127.0.0.1:${await freePort()}`,
      APP_ROOT: build,
      RUNTIME_DIR: tempDir(),
      API_UPSTREAM: `http://127.0.0.1:${await freePort()}`,
      NGINX_RESOLVER: '127.0.0.1',
    };
    try {
      await withEntrypoint(env, async (origin) => {
        const index = await fetch(`${origin}/sitemap.xml`);
        assert.equal(index.status, 200);
        assert.equal(index.headers.get('cache-control'), 'no-cache');
        const locations = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
        assert.deepEqual(locations, ['marketing', 'intake', 'portal', 'content'].map((name) => `https://www.example.com/sitemaps/${name}.xml`));

        const part = await fetch(`${origin}/sitemaps/marketing.xml`, { headers: { 'Accept-Encoding': 'gzip' } });
        assert.equal(part.status, 200);
        assert.match(part.headers.get('content-type'), /xml/);
        assert.equal(part.headers.get('x-frame-options'), 'DENY', 'each header once');
        assert.equal(part.headers.get('cache-control'), 'no-cache');
        assert.equal(part.headers.get('access-control-allow-origin'), null);
        const body = await part.text();
        assert.match(body, /<loc>https:\/\/www\.example\.com\/<\/loc>/);
        assert.match(body, /<loc>https:\/\/www\.example\.com\/faq<\/loc>/);
        assert.doesNotMatch(body, /<loc>\//);

        const unreachable = await fetch(`${origin}/sitemaps/intake.xml`);
        assert.equal(unreachable.status, 503);
        assert.equal((await fetch(`${origin}/sitemaps/admin.xml`)).status, 404);

        const robots = await (await fetch(`${origin}/robots.txt`)).text();
        assert.match(robots, /^Disallow: \/admin$/m);
        assert.match(robots, /^Sitemap: https:\/\/www\.example\.com\/sitemap\.xml$/m);
      });
    } finally {
      marketing.close();
    }
  });
});
