// Tests of what the images run at start, without Docker: docker/web/configure.sh
// renders configurations that Debian's nginx accepts (`nginx -t`), for the local
// stack and for each image; it refuses values that could break out of the
// configuration; publish-release.sh keeps published versions immutable;
// entrypoint.sh starts a serving nginx; the Dockerfile and the shell scripts lint clean.
// Run with `npm run check:deploy` (part of `npm test`).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { ROOT, WEB_APPS, appName, remoteApp } from './lib/apps.mjs';
import {
  CONFIGURE_SCRIPT,
  childrenOf,
  DOCKERFILE,
  PUBLISH_SCRIPT,
  imageEnv,
  letNginxThrough,
  makeRuntimeDir,
  nginxInstalled,
  reloadNginx,
  renderLocalConfig,
  startWebImage,
  testConfig,
  unprivilegedUser,
  writeLocalShellFiles,
} from './lib/nginx.mjs';
import { compatVersions, deployPaths, deployedVersions, layOutStack, localRemoteMap, promoted, saveVersions, switchedTo, withCanary, withoutCanary } from '@frc/site-runtime/deployState.mjs';
import { assertOneAddressPerPage, assertPublishedServed, assertUnpublishedServed, PUBLISHED, UNPUBLISHED, writeRenderFolder } from './lib/contentServing.testing.mjs';
import { pagesKeyOf } from '@frc/site-runtime/prerender.mjs';
import { K8S_ROOT, OVERLAYS, render, validate } from './lib/k8s.mjs';
import { startBuiltApi } from './lib/builtApi.mjs';
import { commandExists, freePort } from './lib/run.mjs';
import { runJob } from '@frc/site-runtime/jobs.testing.mjs';

const noNginx = !nginxInstalled() && 'nginx is not installed (npm test installs it)';
const temporary = [];
after(() => temporary.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempDir() {
  const dir = makeRuntimeDir();
  temporary.push(dir);
  return dir;
}

const REMOTE_MAP = {
  REMOTE_MARKETING: 'https://static.example.com/marketing/2.0.1/mf-manifest.json',
  REMOTE_INTAKE: 'https://static.example.com/intake/1.4.0/mf-manifest.json',
  REMOTE_PORTAL: 'https://portal.example.com/portal/1.0.0/mf-manifest.json',
  REMOTE_ADMIN: 'https://admin.example.com/admin/1.0.0/mf-manifest.json',
};

function configure(env, ...args) {
  return spawnSync('sh', [CONFIGURE_SCRIPT, ...args], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8', ...unprivilegedUser() });
}

describe('configure.sh renders configurations that nginx accepts', { skip: noNginx }, () => {
  test('the local stack: all five apps in one nginx', () => {
    const runtimeDir = tempDir();
    renderLocalConfig({ runtimeDir, dataDir: tempDir() });
    testConfig(runtimeDir);
    assert.deepEqual(fs.readdirSync(path.join(runtimeDir, 'sites')).sort(), WEB_APPS.map((app) => `${appName(app)}.conf`).sort());
  });

  for (const app of WEB_APPS.map(appName)) {
    test(`the ${app} image: its one app with the Dockerfile's environment`, () => {
      const runtimeDir = tempDir();
      // Only the API's host name differs: `api` resolves inside the compose network alone.
      const env = { ...imageEnv(app), ...REMOTE_MAP, SHELL_ORIGINS: 'https://www.example.com', RUNTIME_DIR: runtimeDir, API_UPSTREAM: 'http://127.0.0.1:4000' };
      for (const step of [['main'], ['site', app]]) {
        const result = configure(env, ...step);
        assert.equal(result.status, 0, result.stderr);
      }
      testConfig(runtimeDir);
      const site = fs.readFileSync(path.join(runtimeDir, 'sites', `${app}.conf`), 'utf8');
      assert.match(site, /listen 8080;/);
      assert.match(site, /root "\/srv\/app";/);
    });
  }

  test('without the brotli module: gzip only, and still valid', () => {
    const runtimeDir = tempDir();
    const env = { ...REMOTE_MAP, RUNTIME_DIR: runtimeDir, NGINX_MODULES_DIR: '/nonexistent', LISTEN: '8080', APP_ROOT: '/srv/app', RELEASES_DIR: '/srv/releases' };
    assert.equal(configure(env, 'main').status, 0);
    assert.equal(configure(env, 'site', 'intake').status, 0);
    const main = fs.readFileSync(path.join(runtimeDir, 'nginx.conf'), 'utf8');
    assert.doesNotMatch(main, /load_module|brotli\.conf/);
    testConfig(runtimeDir);
  });
});

describe('configure.sh writes the remote map and the policy from the environment', () => {
  const runtimeDir = tempDir();
  const env = {
    ...REMOTE_MAP,
    RUNTIME_DIR: runtimeDir,
    SHELL_ORIGINS: 'https://www.example.com https://example.com',
    LISTEN: '8080',
    APP_ROOT: '/srv/app',
    API_UPSTREAM: 'http://api:4000',
  };

  test('remotes.json names each remote as given', () => {
    assert.equal(configure(env, 'site', 'shell').status, 0);
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(runtimeDir, 'remotes.json'), 'utf8')), {
      marketing: REMOTE_MAP.REMOTE_MARKETING,
      intake: REMOTE_MAP.REMOTE_INTAKE,
      portal: REMOTE_MAP.REMOTE_PORTAL,
      admin: REMOTE_MAP.REMOTE_ADMIN,
    });
  });

  test("a remote's last good version is named beside its current one, and the CSP allows its origin", () => {
    const lastGood = 'https://old-static.example.com/intake/1.3.0/mf-manifest.json';
    const withLastGood = { ...env, REMOTE_INTAKE_LAST_GOOD: lastGood, REMOTE_PORTAL_LAST_GOOD: REMOTE_MAP.REMOTE_PORTAL };
    assert.equal(configure(withLastGood, 'site', 'shell').status, 0);
    const map = JSON.parse(fs.readFileSync(path.join(runtimeDir, 'remotes.json'), 'utf8'));
    assert.deepEqual(map.intake, { current: REMOTE_MAP.REMOTE_INTAKE, lastGood });
    // The same version as the current one is no fallback: the remote stays a plain URL.
    assert.equal(map.portal, REMOTE_MAP.REMOTE_PORTAL);
    assert.equal(configure(withLastGood, 'main').status, 0);
    assert.match(fs.readFileSync(path.join(runtimeDir, 'policy.conf'), 'utf8'), /script-src 'self' [^;]*https:\/\/old-static\.example\.com[ ;]/);
    configure(env, 'site', 'shell');
  });

  test("a remote's canary is named with its share of visitors, the CSP allows its origin, and a bad share is refused", () => {
    const canary = 'https://canary.example.com/intake/1.6.0/mf-manifest.json';
    const withCanary = { ...env, REMOTE_INTAKE_CANARY: canary, REMOTE_INTAKE_CANARY_PERCENT: '10' };
    assert.equal(configure(withCanary, 'site', 'shell').status, 0);
    const map = JSON.parse(fs.readFileSync(path.join(runtimeDir, 'remotes.json'), 'utf8'));
    assert.deepEqual(map.intake, { current: REMOTE_MAP.REMOTE_INTAKE, canary: { entry: canary, percent: 10 } });
    // The pages stay those of the current versions: the same folder as without the canary.
    const withPages = { ...withCanary, PAGES_DIR: '/srv/pages' };
    configure(withPages, 'site', 'shell');
    const linked = fs.readlinkSync(path.join(runtimeDir, 'pages'));
    configure({ ...env, PAGES_DIR: '/srv/pages' }, 'site', 'shell');
    assert.equal(fs.readlinkSync(path.join(runtimeDir, 'pages')), linked);
    assert.equal(configure(withCanary, 'main').status, 0);
    assert.match(fs.readFileSync(path.join(runtimeDir, 'policy.conf'), 'utf8'), /script-src 'self' [^;]*https:\/\/canary\.example\.com[ ;]/);
    for (const percent of ['', '0', '101', '10%', '5 ']) {
      const refused = configure({ ...withCanary, REMOTE_INTAKE_CANARY_PERCENT: percent }, 'site', 'shell');
      assert.equal(refused.status, 1, percent);
      assert.match(refused.stderr, /REMOTE_INTAKE_CANARY_PERCENT must be a whole number from 1 to 100/);
    }
    configure(env, 'site', 'shell');
  });

  test('the CSP allows each remote origin once, and CORS the shell origins only', () => {
    assert.equal(configure(env, 'main').status, 0);
    const policy = fs.readFileSync(path.join(runtimeDir, 'policy.conf'), 'utf8');
    const remotes = 'https://static.example.com https://portal.example.com https://admin.example.com';
    assert.match(policy, new RegExp(`script-src 'self' ${remotes};`));
    assert.match(policy, new RegExp(`connect-src 'self' ${remotes};`));
    assert.doesNotMatch(policy, /unsafe/);
    assert.match(policy, /"https:\/\/www\.example\.com" "https:\/\/www\.example\.com";/);
    assert.match(policy, /"https:\/\/example\.com" "https:\/\/example\.com";/);
  });

  test("the shell's page preconnects to each remote origin once and preloads each manifest of the map and the routes beside it", () => {
    const build = tempDir();
    fs.writeFileSync(path.join(build, 'index.html'), '<!doctype html><html><head><title>site</title></head><body></body></html>');
    assert.equal(configure({ ...env, APP_ROOT: build }, 'site', 'shell').status, 0);
    const page = fs.readFileSync(path.join(runtimeDir, 'index.html'), 'utf8');
    const links = (rel) => [...page.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)"`, 'g'))].map((match) => match[1]);
    assert.deepEqual(links('preconnect'), ['https://static.example.com', 'https://portal.example.com', 'https://admin.example.com']);
    assert.deepEqual(
      links('preload'),
      Object.values(REMOTE_MAP).flatMap((manifest) => [manifest, manifest.replace(/mf-manifest\.json$/, 'routes.json')]),
    );
    assert.match(page, /as="fetch" crossorigin="anonymous"><\/head>/);
    assert.equal(fs.readFileSync(path.join(build, 'index.html'), 'utf8').includes('preload'), false, 'the build itself is not changed');
  });

  const hostile = [
    ['a quote in a remote URL', { REMOTE_INTAKE: 'https://x.example/"; include /etc/passwd; "/mf-manifest.json' }, 'site', 'REMOTE_INTAKE'],
    ['a remote URL that is not a manifest', { REMOTE_INTAKE: 'https://x.example/intake/1.4.0/' }, 'site', 'REMOTE_INTAKE'],
    ['a query in a remote URL', { REMOTE_INTAKE: 'https://x.example/mf-manifest.json?v=1' }, 'site', 'REMOTE_INTAKE'],
    ['a new line in a remote URL', { REMOTE_INTAKE: 'https://x.example/mf-manifest.json\nhttps://y.example/mf-manifest.json' }, 'site', 'REMOTE_INTAKE'],
    ['a missing remote', { REMOTE_PORTAL: '' }, 'site', 'REMOTE_PORTAL'],
    ['a last good version that is not a manifest', { REMOTE_INTAKE_LAST_GOOD: 'https://x.example/"}, "evil": {"' }, 'site', 'REMOTE_INTAKE_LAST_GOOD'],
    ['a last good version the policy cannot take', { REMOTE_INTAKE_LAST_GOOD: "https://x.example/'unsafe-inline'/mf-manifest.json" }, 'main', 'REMOTE_INTAKE_LAST_GOOD'],
    ['a path in a shell origin', { SHELL_ORIGINS: 'https://www.example.com/app' }, 'main', 'SHELL_ORIGINS'],
    ['a directive in LISTEN', { LISTEN: '8080; include /etc/passwd' }, 'site', 'LISTEN'],
    ['a quote in APP_ROOT', { APP_ROOT: '/srv/app"; autoindex on; "' }, 'site', 'APP_ROOT'],
    ['a path in API_UPSTREAM', { API_UPSTREAM: 'http://api:4000/evil' }, 'site', 'API_UPSTREAM'],
  ];
  for (const [what, change, step, variable] of hostile) {
    test(`refuses ${what}`, () => {
      const before = fs.readFileSync(path.join(runtimeDir, 'remotes.json'), 'utf8');
      const result = configure({ ...env, ...change }, ...(step === 'site' ? ['site', 'shell'] : ['main']));
      assert.notEqual(result.status, 0);
      assert.match(result.stderr, new RegExp(variable));
      assert.equal(fs.readFileSync(path.join(runtimeDir, 'remotes.json'), 'utf8'), before);
    });
  }
});

describe("the local render reads the files the images' start writes", () => {
  test('the same remote map, page, sitemap, robots.txt and pages folder as configure.sh writes for nginx', () => {
    const dataDir = tempDir();
    saveVersions(dataDir, { intake: { current: '1.5.0', lastGood: '1.4.0', canary: { version: '1.6.0', percent: 10, since: '2026-11-25T12:00:00.000Z' } } });
    const forNginx = tempDir();
    const forNode = tempDir();
    renderLocalConfig({ runtimeDir: forNginx, dataDir });
    writeLocalShellFiles({ runtimeDir: forNode, dataDir });
    for (const file of ['remotes.json', 'map-key', 'index.html', 'sitemap.xml', 'robots.txt', 'sitemaps.json']) {
      assert.equal(fs.readFileSync(path.join(forNode, file), 'utf8'), fs.readFileSync(path.join(forNginx, file), 'utf8'), file);
    }
    assert.equal(fs.readlinkSync(path.join(forNode, 'pages')), fs.readlinkSync(path.join(forNginx, 'pages')));
    assert.match(fs.readFileSync(path.join(forNode, 'remotes.json'), 'utf8'), /"intake": \{ "current": "[^"]+\/intake\/1\.5\.0\/mf-manifest\.json", "lastGood": "[^"]+\/intake\/1\.4\.0\//);
  });
});

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

describe('what the deployment lets through', () => {
  const compose = fs.readFileSync(path.join(ROOT, 'docker/compose.yaml'), 'utf8');
  // A service's lines: from its name to the next line indented as little.
  const service = (name) => {
    const lines = compose.split('\n');
    const start = lines.indexOf(`  ${name}:`);
    const end = lines.findIndex((line, index) => index > start && /^ {0,2}[a-z]/.test(line));
    return `${lines.slice(start + 1, end).join('\n')}\n`;
  };

  test('the mail inbox, which holds every sign-in code, is published on loopback only', () => {
    const maildev = /\n {2}maildev:\n((?: {4}.*\n)+)/.exec(compose)?.[1] ?? '';
    assert.match(maildev, /ports: \["127\.0\.0\.1:\$\{MAILDEV_PORT:-1080\}:1080"\]/);
    assert.doesNotMatch(compose, /"1025:1025"|"1080:1080"/);
  });

  test('the database password has no default: compose refuses to start without one', () => {
    const uses = compose.match(/\$\{POSTGRES_PASSWORD[^}]*\}/g) ?? [];
    assert.ok(uses.length >= 2);
    for (const use of uses) assert.match(use, /^\$\{POSTGRES_PASSWORD:\?/);
  });

  test('the render service reads every remote version read-only and writes the pages the shell reads, and only those; it stays, watching the content', () => {
    const prerender = service('prerender');
    assert.match(prerender, /command: \[node, render\.mjs, --watch\]/);
    assert.match(prerender, /API_ORIGIN: http:\/\/api:4000/);
    assert.match(prerender, /restart: unless-stopped/);
    for (const remote of ['marketing', 'intake', 'portal', 'admin']) assert.match(prerender, new RegExp(`- ${remote}-releases:/releases/${remote}:ro\\n`));
    assert.match(prerender, /- pages:\/srv\/pages\n/);
    assert.match(prerender, /target: render, args: \{ APP: shell \}/);
    const shell = service('shell');
    assert.match(shell, /PAGES_DIR: \/srv\/pages/);
    assert.match(shell, /volumes: \["pages:\/srv\/pages:ro", "map-overrides:\/srv\/map-overrides:ro"\]/);
  });

  test('the canary guard gets the same map as the shell, writes the one volume the shell reads its rollbacks from and reads the pages\' (its status job)', () => {
    const guard = service('canary-guard');
    assert.match(guard, /command: \["node", "canary-guard\.mjs"\]/);
    assert.match(guard, /<<: \*remote-map\n/);
    assert.match(guard, /OPS_TOKEN: \$\{OPS_TOKEN:-\}/);
    assert.match(guard, /volumes: \["map-overrides:\/srv\/map-overrides", "pages:\/srv\/pages:ro"\]/);
    assert.match(service('shell'), /MAP_OVERRIDES_DIR: \/srv\/map-overrides\n/);
  });

  test('the shell starts with a remote map only once the contract gate has passed for that map', () => {
    assert.match(service('shell'), /\n {6}gate: \{ condition: service_completed_successfully \}\n/);
    const gate = service('gate');
    assert.match(gate, /command: \["node", "gate\.mjs"\]/);
    // The very map the shell gets: the same anchor.
    assert.match(gate, /environment: \*remote-map\n/);
    assert.match(service('shell'), /<<: \*remote-map\n/);
    for (const remote of ['marketing', 'intake', 'portal', 'admin']) assert.match(gate, new RegExp(`- ${remote}-releases:/releases/${remote}:ro\\n`));
  });

  test('both API replicas count their per-IP limits in the Redis service, and the shell passes /api on once one is ready', () => {
    const api = service('api');
    assert.match(api, /REDIS_URL: \$\{REDIS_URL:-redis:\/\/redis:6379\}\n/);
    assert.match(api, /\n {6}redis: \{ condition: service_healthy \}\n/);
    // The image's own script (its behaviour: "the API image's health check" below), with nothing podman 4.3's Docker
    // API could split at spaces.
    assert.match(api, /\n {6}test: \["CMD", "\/opt\/frc\/api\/ready\.sh"\]\n/);
    assert.match(service('shell'), /\n {6}api: \{ condition: service_healthy \}\n/);
    const redis = service('redis');
    assert.match(redis, /image: redis:7-bookworm\n/);
    assert.match(redis, /"redis-cli", "ping"/);
    // Never published on the machine: only the API replicas reach it.
    assert.doesNotMatch(redis, /ports:/);
  });

  test('compose waits longer than the API drains and finishes its requests before it kills a replica', () => {
    const api = service('api');
    const seconds = (pattern) => Number(pattern.exec(api)?.[1]);
    const drain = seconds(/SHUTDOWN_DRAIN_DELAY_MS: \$\{SHUTDOWN_DRAIN_DELAY_MS:-(\d+)\}/) / 1000;
    const timeout = seconds(/SHUTDOWN_TIMEOUT_MS: \$\{SHUTDOWN_TIMEOUT_MS:-(\d+)\}/) / 1000;
    const grace = seconds(/stop_grace_period: (\d+)s/);
    assert.ok(drain > 0 && timeout > 0);
    assert.ok(grace >= drain + timeout, `${grace} s >= ${drain} + ${timeout} s`);
  });

  test('documents stay on the shared volume unless a bucket is named', () => {
    const api = service('api');
    assert.match(api, /"documents:\/data\/documents"/);
    assert.match(api, /DOCUMENTS_S3_BUCKET: \$\{DOCUMENTS_S3_BUCKET:-\}\n/);
  });

  test("the API's one trusted proxy replaces X-Forwarded-For with the address that connected to it", () => {
    const proxy = fs.readFileSync(path.join(ROOT, 'docker/nginx/server/api-proxy.conf'), 'utf8');
    assert.match(proxy, /^proxy_set_header X-Forwarded-For \$remote_addr;$/m);
    assert.doesNotMatch(proxy, /proxy_add_x_forwarded_for/);
  });
});

describe('the local nginx reads the data folder', { skip: typeof process.getuid !== 'function' || process.getuid() !== 0 }, () => {
  const nobody = { uid: 65534, gid: 65534 };

  test('a data folder only its owner may enter (mkdtemp) is opened to be passed through, no more', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-data-'));
    try {
      assert.equal(fs.statSync(dataDir).mode & 0o777, 0o700);
      letNginxThrough(path.join(dataDir), nobody);
      // Search for others, not reading: nginx reaches the files it is told to, and lists nothing.
      assert.equal(fs.statSync(dataDir).mode & 0o777, 0o701);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("a folder on the way that is someone else's is left alone, with a message that says what to do", () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-data-'));
    const dataDir = path.join(parent, 'data');
    try {
      fs.mkdirSync(dataDir);
      fs.chownSync(parent, 1234, 1234);
      assert.throws(() => letNginxThrough(dataDir, nobody), /cannot pass through .*frc-data-.*chmod o\+x/);
      assert.equal(fs.statSync(parent).mode & 0o777, 0o700);
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe("deploy:local's state: the version each remote loads and its last good one", () => {
  test('a switch keeps the version it leaves as the last good one; going back to that one leaves none', () => {
    const first = switchedTo({ current: null }, '1.4.0');
    assert.deepEqual(first, { current: '1.4.0', lastGood: null });
    const second = switchedTo(first, '1.5.0');
    assert.deepEqual(second, { current: '1.5.0', lastGood: '1.4.0' });
    assert.deepEqual(switchedTo(second, '1.5.0'), second);
    // The rollback: 1.5.0 is the version that failed, so it is no one's fallback.
    assert.deepEqual(switchedTo(second, '1.4.0'), { current: '1.4.0' });
    assert.deepEqual(switchedTo(second, null), { current: null, lastGood: '1.5.0' });
  });

  test('a canary runs beside the current version; promoting it makes it current, the current one its fallback', () => {
    const state = { current: '1.4.0', lastGood: null };
    const canary = withCanary(state, '1.5.0', 10, '2026-11-25T08:00:00.000Z');
    assert.deepEqual(canary, { current: '1.4.0', lastGood: null, canary: { version: '1.5.0', percent: 10, since: '2026-11-25T08:00:00.000Z' } });
    assert.deepEqual(withoutCanary(canary), state);
    assert.deepEqual(promoted(canary), { current: '1.5.0', lastGood: '1.4.0' });
    assert.throws(() => promoted(state), /no canary to promote/);
    // A switch ends the canary.
    assert.deepEqual(switchedTo(canary, '1.3.0'), { current: '1.3.0', lastGood: '1.4.0' });
  });

  test('the map of the local stack names both, the root build as the plain manifest', () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.dirname(deployPaths(dataDir).versions), { recursive: true });
    // intake in the older form (the version alone), portal with its root build as the last good version.
    fs.writeFileSync(deployPaths(dataDir).versions, JSON.stringify({ intake: '1.4.0', portal: { current: '2.0.0', lastGood: null } }));
    assert.deepEqual(deployedVersions(dataDir).intake, { current: '1.4.0' });
    const map = localRemoteMap(dataDir);
    const origin = (name) => remoteApp(name).origin;
    assert.equal(map.REMOTE_INTAKE, `${origin('intake')}/intake/1.4.0/mf-manifest.json`);
    assert.equal(map.REMOTE_INTAKE_LAST_GOOD, undefined);
    assert.equal(map.REMOTE_PORTAL, `${origin('portal')}/portal/2.0.0/mf-manifest.json`);
    assert.equal(map.REMOTE_PORTAL_LAST_GOOD, `${origin('portal')}/mf-manifest.json`);
    assert.equal(map.REMOTE_MARKETING, `${origin('marketing')}/mf-manifest.json`);

    saveVersions(dataDir, { intake: withCanary({ current: '1.4.0' }, '1.5.0', 25, '2026-11-25T08:00:00.000Z') });
    const withCanaryMap = localRemoteMap(dataDir);
    assert.equal(withCanaryMap.REMOTE_INTAKE_CANARY, `${origin('intake')}/intake/1.5.0/mf-manifest.json`);
    assert.equal(withCanaryMap.REMOTE_INTAKE_CANARY_PERCENT, '25');
  });

  test("test:compat's stack: the candidate and every other remote's current version, nothing to fall back to, and a copy of each published version it names", () => {
    const from = tempDir();
    const to = path.join(tempDir(), 'compat');
    const release = (dataDir, name, version) => path.join(deployPaths(dataDir).releases, name, version);
    for (const [name, version] of [['intake', '1.4.0'], ['intake', '1.5.0'], ['marketing', '2.0.0'], ['marketing', '1.9.0']]) {
      fs.mkdirSync(release(from, name, version), { recursive: true });
      fs.writeFileSync(path.join(release(from, name, version), 'mf-manifest.json'), JSON.stringify({ name, version }));
    }
    saveVersions(from, {
      intake: withCanary({ current: '1.4.0', lastGood: null }, '1.6.0', 10, '2026-11-25T08:00:00.000Z'),
      marketing: { current: '2.0.0', lastGood: '1.9.0' },
    });
    // Whatever the folder held before goes.
    fs.mkdirSync(path.join(to, 'pglite'), { recursive: true });

    const state = compatVersions(deployedVersions(from), 'intake', '1.5.0');
    assert.deepEqual(state, { marketing: { current: '2.0.0' }, intake: { current: '1.5.0' }, portal: { current: null }, admin: { current: null } });
    layOutStack(from, to, state);
    assert.deepEqual(deployedVersions(to), state);
    assert.equal(fs.existsSync(path.join(to, 'pglite')), false);
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(release(to, 'intake', '1.5.0'), 'mf-manifest.json'), 'utf8')), { name: 'intake', version: '1.5.0' });
    assert.ok(fs.existsSync(release(to, 'marketing', '2.0.0')));
    // Only what the map names: not the versions it does not serve.
    for (const [name, version] of [['intake', '1.4.0'], ['marketing', '1.9.0']]) assert.equal(fs.existsSync(release(to, name, version)), false);
    const map = localRemoteMap(to);
    assert.equal(map.REMOTE_INTAKE, `${remoteApp('intake').origin}/intake/1.5.0/mf-manifest.json`);
    assert.deepEqual(Object.keys(map).filter((key) => /_LAST_GOOD|_CANARY/.test(key)), []);
  });
});

describe("deploy:local's contract gate", { skip: !fs.existsSync(path.join(ROOT, 'mf-intake/dist/mf-manifest.json')) && 'no build of intake' }, () => {
  test('a version that no longer exposes what marketing loads is refused, and the remote map stays as it was', () => {
    const dataDir = tempDir();
    const release = path.join(deployPaths(dataDir).releases, 'intake', '9.9.9');
    fs.cpSync(path.join(ROOT, 'mf-intake/dist'), release, { recursive: true });
    const manifestFile = path.join(release, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    manifest.exposes = manifest.exposes.filter((exposed) => exposed.name !== 'LeadForm');
    manifest.shared = manifest.shared.map((shared) => (shared.name === 'react' ? { ...shared, requiredVersion: '^99.0.0' } : shared));
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));

    const result = spawnSync(process.execPath, ['scripts/deploy-local.mjs', 'intake', '9.9.9', '--data-dir', dataDir], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(result.status, 1, result.stdout + result.stderr);
    assert.match(result.stderr, /intake 9\.9\.9 does not expose \.\/LeadForm, which marketing loads/);
    assert.match(result.stderr, /intake 9\.9\.9 requires react \^99\.0\.0; the shell provides 19\./);
    assert.match(result.stderr, /the remote map is unchanged/);
    assert.equal(fs.existsSync(deployPaths(dataDir).versions), false);

    // test:compat refuses it by the same gate, before it starts any stack.
    const compat = spawnSync(process.execPath, ['scripts/test-compat.mjs', 'intake', '9.9.9', '--data-dir', dataDir], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(compat.status, 1, compat.stdout + compat.stderr);
    assert.match(compat.stderr, /test:compat: intake 9\.9\.9 does not expose \.\/LeadForm, which marketing loads/);
    assert.match(compat.stderr, /no test was run/);
    assert.doesNotMatch(compat.stdout, /The stack is up/);
  });

  test('test:compat names what it needs: a remote and a version', () => {
    for (const args of [[], ['intake'], ['checkout', '1.0.0'], ['intake', 'latest']]) {
      const result = spawnSync(process.execPath, ['scripts/test-compat.mjs', ...args], { cwd: ROOT, encoding: 'utf8' });
      assert.equal(result.status, 1, args.join(' '));
      assert.match(result.stderr, /^test:compat: (usage: npm run test:compat -- <marketing\|intake\|portal\|admin> <version>|"latest" is not a version like 1\.4\.0)/);
    }
  });
});

describe("the API image's health check (docker/api/ready.sh): no Node process, only bash", () => {
  const READY_SCRIPT = path.join(ROOT, 'docker/api/ready.sh');
  /**
   * The script's exit code against the API port `port`, as the image runs it (no arguments, PORT from the image);
   * null when it had not ended by itself after 10 s.
   */
  const readyCheck = (port) =>
    new Promise((resolve) => {
      const child = spawn(READY_SCRIPT, [], { env: { PATH: process.env.PATH, PORT: String(port) }, stdio: 'ignore', timeout: 10_000 });
      child.once('exit', (code) => resolve(code));
      child.once('error', (error) => resolve(error.message));
    });

  test('the image copies it where compose and its HEALTHCHECK run it', () => {
    const dockerfile = fs.readFileSync(DOCKERFILE, 'utf8');
    const api = dockerfile.slice(dockerfile.indexOf('AS api\n'));
    assert.match(api, /\nCOPY docker\/api\/ready\.sh \/opt\/frc\/api\/ready\.sh\n/);
    assert.match(api, /\nHEALTHCHECK [^\n]* CMD \["\/opt\/frc\/api\/ready\.sh"\]\n/);
    assert.ok(fs.statSync(READY_SCRIPT).mode & 0o111, 'executable');
  });

  test('healthy while the API is ready; not once it drains after SIGTERM', async () => {
    const api = await startBuiltApi(tempDir(), { SHUTDOWN_DRAIN_DELAY_MS: '60000' });
    try {
      assert.equal(await readyCheck(api.port), 0);
      api.terminate();
      await api.lineWith('stopping: readiness fails');
      assert.equal((await fetch(`${api.origin}/api/health/ready`)).status, 503);
      assert.equal(await readyCheck(api.port), 1);
    } finally {
      await api.stop();
    }
  });

  test('unhealthy when nothing listens, and when the port accepts but never answers (it gives up by itself)', async () => {
    const port = await freePort();
    assert.equal(await readyCheck(port), 1);
    const silent = net.createServer(() => {});
    await new Promise((resolve) => silent.listen(port, '127.0.0.1', resolve));
    try {
      assert.equal(await readyCheck(port), 1);
    } finally {
      silent.close();
    }
  });
});

describe('lint', () => {
  test('docker/Dockerfile passes dockerfile-utils', () => {
    const result = spawnSync(path.join(ROOT, 'node_modules/.bin/dockerfile-utils'), ['lint', DOCKERFILE], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });

  test('the base images and the stand-ins built here pass dockerfile-utils', () => {
    for (const folder of ['docker/base', 'docker/standins']) {
      for (const file of fs.readdirSync(path.join(ROOT, folder)).filter((name) => name.endsWith('.Dockerfile'))) {
        const result = spawnSync(path.join(ROOT, 'node_modules/.bin/dockerfile-utils'), ['lint', path.join(ROOT, folder, file)], { encoding: 'utf8' });
        assert.equal(result.status, 0, `${folder}/${file}: ${result.stdout}${result.stderr}`);
      }
    }
  });

  test('the start-up scripts pass shellcheck', { skip: !commandExists('shellcheck') && 'shellcheck is not installed (npm test installs it)' }, () => {
    const scripts = fs
      .readdirSync(path.join(ROOT, 'docker/web'))
      .filter((file) => file.endsWith('.sh'))
      .map((file) => path.join(ROOT, 'docker/web', file));
    scripts.push(path.join(ROOT, 'docker/standins/postgres-entrypoint.sh'));
    const result = spawnSync('shellcheck', ['--shell=sh', ...scripts], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stdout + result.stderr);
    // The API's health check is bash's (its /dev/tcp).
    const ready = spawnSync('shellcheck', ['--shell=bash', path.join(ROOT, 'docker/api/ready.sh')], { encoding: 'utf8' });
    assert.equal(ready.status, 0, ready.stdout + ready.stderr);
  });
});

describe('Kubernetes manifests (deploy/k8s), checked offline as npm run k8s:check does', () => {
  for (const [name, options] of Object.entries(OVERLAYS)) {
    test(`the ${name} overlay renders and every resource is valid`, async () => {
      const resources = render(path.join(ROOT, K8S_ROOT, 'overlays', name));
      assert.deepEqual(await validate(resources, options), []);
      const api = resources.find((resource) => resource.kind === 'Deployment' && resource.metadata.name === 'api');
      assert.equal(api.spec.replicas, 2);
      assert.ok(resources.some((resource) => resource.kind === 'Job' && resource.metadata.name === 'migrate'), 'migrate');
      // The render service stays, watching the published content: one writer of the pages volume.
      const renderService = resources.find((resource) => resource.kind === 'Deployment' && resource.metadata.name === 'prerender');
      assert.equal(renderService?.spec.replicas, 1);
      assert.deepEqual(renderService.spec.template.spec.containers[0].command, ['node', 'render.mjs', '--watch']);
      assert.ok(resources.every((resource) => resource.metadata.namespace === (name === 'local' ? 'frc-local' : 'frc')));
      const database = resources.find((resource) => resource.metadata.name === 'postgres' && resource.kind !== 'Service');
      // PostgreSQL runs in the cluster locally only; production's is a managed one outside it.
      assert.equal(database?.kind, name === 'local' ? 'StatefulSet' : undefined);
    });
  }

  test("Prometheus finds each API pod's and the render watcher's metrics port by their annotations, and the Service (which nginx reaches) does not expose the API's", () => {
    for (const name of Object.keys(OVERLAYS)) {
      const resources = render(path.join(ROOT, K8S_ROOT, 'overlays', name));
      for (const [deployment, portVariable] of [['api', 'METRICS_PORT'], ['prerender', 'RENDER_METRICS_PORT']]) {
        const pods = resources.find((resource) => resource.kind === 'Deployment' && resource.metadata.name === deployment).spec.template;
        const [container] = pods.spec.containers;
        const metricsPort = container.ports.find((port) => port.name === 'metrics').containerPort;
        assert.deepEqual(pods.metadata.annotations, { 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(metricsPort), 'prometheus.io/path': '/metrics' });
        assert.equal(container.env.find((variable) => variable.name === portVariable).value, String(metricsPort));
      }
      const service = resources.find((resource) => resource.kind === 'Service' && resource.metadata.name === 'api');
      assert.deepEqual(service.spec.ports.map((port) => port.targetPort), ['http']);
    }
  });

  test('production takes its images from the registry and leaves its Secret to the operators', () => {
    const resources = render(path.join(ROOT, K8S_ROOT, 'overlays/production'));
    const images = resources.flatMap((resource) => resource.spec?.template?.spec?.containers ?? []).map((container) => container.image);
    assert.ok(images.length >= 8);
    for (const image of images) assert.match(image, /^registry\.cleartrace-recovery\.example\/frc\/[a-z]+:1\.0\.0$/);
    assert.equal(resources.some((resource) => resource.kind === 'Secret'), false);
    // The patch of the API's resources merged into its one container, the rest of it kept.
    const [api] = resources.find((resource) => resource.kind === 'Deployment' && resource.metadata.name === 'api').spec.template.spec.containers;
    assert.equal(api.resources.limits.memory, '768Mi');
    assert.equal(api.readinessProbe.httpGet.path, '/api/health/ready');
  });

  test('production keeps documents in a bucket (keys from the Secret), Redis from the Secret, and no claim for documents', () => {
    const resources = render(path.join(ROOT, K8S_ROOT, 'overlays/production'));
    const config = resources.find((resource) => resource.kind === 'ConfigMap' && resource.metadata.name === 'frc-config').data;
    assert.match(config.DOCUMENTS_S3_BUCKET, /\S/);
    assert.match(config.DOCUMENTS_S3_REGION, /\S/);
    assert.equal('REDIS_URL' in config, false);
    const deployment = resources.find((resource) => resource.kind === 'Deployment' && resource.metadata.name === 'api');
    const [api] = deployment.spec.template.spec.containers;
    const fromSecret = (name) => api.env.find((variable) => variable.name === name)?.valueFrom?.secretKeyRef?.name;
    for (const name of ['REDIS_URL', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) assert.equal(fromSecret(name), 'frc-secrets', name);
    assert.equal(resources.some((resource) => resource.kind === 'PersistentVolumeClaim' && resource.metadata.name === 'documents'), false);
    assert.equal(resources.some((resource) => resource.kind === 'Deployment' && resource.metadata.name === 'redis'), false);
    // Evidence stays on disk, shared by the replicas.
    assert.deepEqual(api.volumeMounts.map((mount) => mount.mountPath).sort(), ['/data/evidence', '/tmp']);
    assert.ok(deployment.spec.template.spec.terminationGracePeriodSeconds >= (Number(config.SHUTDOWN_DRAIN_DELAY_MS) + Number(config.SHUTDOWN_TIMEOUT_MS)) / 1000 + 5);
    assert.equal(Number(config.SHUTDOWN_DRAIN_DELAY_MS), 5000);
  });

  test('locally Redis runs in the cluster and the documents stay on a claim every replica mounts', () => {
    const resources = render(path.join(ROOT, K8S_ROOT, 'overlays/local'));
    const secret = resources.find((resource) => resource.kind === 'Secret' && resource.metadata.name === 'frc-secrets').stringData;
    assert.equal(secret.REDIS_URL, 'redis://redis:6379');
    assert.ok(resources.some((resource) => resource.kind === 'Deployment' && resource.metadata.name === 'redis'));
    assert.ok(resources.some((resource) => resource.kind === 'Service' && resource.metadata.name === 'redis'));
    const config = resources.find((resource) => resource.kind === 'ConfigMap' && resource.metadata.name === 'frc-config').data;
    assert.equal(config.DOCUMENTS_S3_BUCKET, undefined);
    const spec = resources.find((resource) => resource.kind === 'Deployment' && resource.metadata.name === 'api').spec.template.spec;
    assert.ok(spec.containers[0].volumeMounts.some((mount) => mount.name === 'documents' && mount.mountPath === '/data/documents'));
    assert.equal(spec.volumes.find((volume) => volume.name === 'documents')?.persistentVolumeClaim?.claimName, 'documents');
    assert.equal(spec.volumes.find((volume) => volume.name === 'evidence')?.persistentVolumeClaim?.claimName, 'evidence');
  });

  /** An overlay of one Deployment in a folder of its own, rendered and validated. */
  async function problemsOf(deployment) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-k8s-test-'));
    try {
      fs.writeFileSync(path.join(folder, 'kustomization.yaml'), 'resources:\n  - deployment.yaml\n');
      fs.writeFileSync(path.join(folder, 'deployment.yaml'), deployment);
      return await validate(render(folder));
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
  const deployment = (replicas, port) => `apiVersion: apps/v1
kind: Deployment
metadata: { name: web }
spec:
  replicas: ${replicas}
  selector: { matchLabels: { app: web } }
  template:
    metadata: { labels: { app: web } }
    spec:
      securityContext: { runAsNonRoot: true }
      containers:
        - name: web
          image: frc/shell:1.0.0
          ports: [{ containerPort: ${port} }]
          readinessProbe: { httpGet: { path: /, port: 8080 } }
          livenessProbe: { httpGet: { path: /, port: 8080 } }
          resources: { requests: { cpu: 10m }, limits: { cpu: 100m } }
          securityContext: { readOnlyRootFilesystem: true, allowPrivilegeEscalation: false }
`;

  test('a manifest with a field of the wrong type fails the check, naming the field', async () => {
    assert.deepEqual(await problemsOf(deployment(2, 8080)), []);
    const problems = await problemsOf(deployment('"two"', '"8080"'));
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^Deployment\/web: .*spec\/replicas must be integer/);
    assert.match(problems[0], /containerPort must be integer/);
  });

  test("an API Deployment needs readiness on /api/health/ready, liveness on /api/health/live, a grace period past its stop, and Redis for its replicas", async () => {
    const api = (replicas, { ready = '/api/health/ready', live = '/api/health/live', grace = 35, redis = true } = {}) =>
      deployment(replicas, 4000)
        .replace('image: frc/shell:1.0.0', `image: registry.example/frc/api:1.0.0\n          env:\n            - { name: SHUTDOWN_DRAIN_DELAY_MS, value: "5000" }\n            - { name: SHUTDOWN_TIMEOUT_MS, value: "20000" }${redis ? '\n            - { name: REDIS_URL, value: "redis://redis:6379" }' : ''}`)
        .replace('readinessProbe: { httpGet: { path: /, port: 8080 } }', `readinessProbe: { httpGet: { path: ${ready}, port: 4000 } }`)
        .replace('livenessProbe: { httpGet: { path: /, port: 8080 } }', `livenessProbe: { httpGet: { path: ${live}, port: 4000 } }`)
        .replace('      securityContext: { runAsNonRoot: true }\n', `      securityContext: { runAsNonRoot: true }\n      terminationGracePeriodSeconds: ${grace}\n`);
    assert.deepEqual(await problemsOf(api(2)), []);
    assert.deepEqual(await problemsOf(api(1, { redis: false })), []);
    const wrong = await problemsOf(api(2, { ready: '/api/health', live: '/api/health/ready', grace: 29, redis: false }));
    for (const expected of [/readiness probe must ask \/api\/health\/ready/, /liveness probe must ask \/api\/health\/live/, /terminationGracePeriodSeconds 29 is shorter .*\(30\)/, /2 replicas need REDIS_URL/]) {
      assert.ok(wrong.some((problem) => expected.test(problem)), `${expected} in ${wrong.join('; ')}`);
    }
    assert.equal(wrong.length, 4);
  });

  test('a Deployment without probes, limits, a non-root user or a read-only root fails the check', async () => {
    const loose = deployment(2, 8080)
      .replace('      securityContext: { runAsNonRoot: true }\n', '')
      .replace(/ {10}readinessProbe.*\n/, '')
      .replace(/ {10}resources.*\n/, '')
      .replace('readOnlyRootFilesystem: true', 'readOnlyRootFilesystem: false');
    const problems = await problemsOf(loose);
    for (const expected of [/runAsNonRoot/, /readiness and liveness probes/, /requests and limits/, /read-only root file system/]) {
      assert.ok(problems.some((problem) => expected.test(problem)), `${expected} in ${problems.join('; ')}`);
    }
  });
});
