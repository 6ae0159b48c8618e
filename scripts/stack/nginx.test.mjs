// nginx's configuration, without Docker: docker/web/configure.sh renders configurations that Debian's nginx accepts
// (`nginx -t`), for the local stack and for each image; it writes the remote map and the policy from the environment
// and refuses values that could break out of the configuration; the local stack's files match what it writes, and the
// local nginx may pass through the data folder. Part of `npm run check:deploy`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { saveVersions } from '@frc/site-runtime/deployState.mjs';
import { WEB_APPS, appName } from '../apps/apps.mjs';
import { CONFIGURE_SCRIPT, imageEnv, letNginxThrough, renderLocalConfig, testConfig, unprivilegedUser, writeLocalShellFiles } from './nginx.mjs';
import { REMOTE_MAP, noNginx, tempDir } from './nginx.testing.mjs';

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
