// The jobs of the render image (docker/render/), run as the image runs them: the files the Dockerfile copies,
// side by side in one folder (imageFolder.mjs), against published versions laid out as the releases volumes
// hold them, and a shell and an API played by small servers here.
// Run with `npm run check:deploy` (part of `npm test`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { makeRenderImage, runJob } from './imageFolder.mjs';
import { releaseDirOf, versionOf } from './releases.mjs';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'render-jobs-'));
after(() => fs.rmSync(work, { recursive: true, force: true }));

// The image's /opt/cleartrace: what the Dockerfile's render stage copies.
fs.mkdirSync(path.join(work, 'opt'));
const image = makeRenderImage(path.join(work, 'opt'));

function writeBuild(dir, { exposes = [], shared = [], routes = [], uses = [] }) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: exposes.map((name) => ({ name, path: `./${name}` })), shared }));
  fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ routes }));
  fs.writeFileSync(path.join(dir, 'federation-uses.json'), JSON.stringify({ uses }));
}

const react = (version, requiredVersion) => ({ name: 'react', version, requiredVersion, singleton: true });
const shellDir = path.join(work, 'shell');
writeBuild(shellDir, { shared: [react('19.3.1', '^19.3.1')] });
const releases = path.join(work, 'releases');
const publish = (remote, version, build) => writeBuild(path.join(releases, remote, remote, version), build);
publish('marketing', '1.0.0', { exposes: ['App'], routes: [{ path: '/' }], uses: ['intake/LeadForm'] });
publish('intake', '1.4.0', { exposes: ['App', 'LeadForm'], routes: [{ path: '/contact-us' }], shared: [react('19.3.1', '^19.0.0')] });
publish('intake', '1.5.0', { exposes: ['App'], routes: [{ path: '/contact-us' }] });
publish('intake', '2.0.0', { exposes: ['App', 'LeadForm'], routes: [{ path: '/contact-us' }], shared: [react('20.0.0', '^20.0.0')] });

const entry = (remote, version) => `https://${remote}.example/${remote}/${version}/mf-manifest.json`;

const gate = (map) => runJob(image, 'gate.mjs', { env: { SHELL_DIR: shellDir, RELEASES_ROOT: releases, REMOTE_NAMES: 'marketing intake', WAIT_SECONDS: '0', ...map } });

describe('gate.mjs, before the shell starts with a remote map', () => {
  test('passes a map whose every version keeps the contract, naming them', async () => {
    const { code, out } = await gate({ REMOTE_MARKETING: entry('marketing', '1.0.0'), REMOTE_INTAKE: entry('intake', '1.4.0') });
    assert.equal(code, 0);
    assert.match(out, /gate: every version the map names keeps the contract \(marketing 1\.0\.0, intake 1\.4\.0\)/);
  });

  test('refuses a current version or a canary that drops a module another app loads, naming it', async () => {
    const current = await gate({ REMOTE_MARKETING: entry('marketing', '1.0.0'), REMOTE_INTAKE: entry('intake', '1.5.0') });
    assert.equal(current.code, 1);
    assert.match(current.err, /gate: intake 1\.5\.0 does not expose \.\/LeadForm, which marketing loads/);
    assert.match(current.err, /the shell keeps the map it serves/);

    const canary = await gate({ REMOTE_MARKETING: entry('marketing', '1.0.0'), REMOTE_INTAKE: entry('intake', '1.4.0'), REMOTE_INTAKE_CANARY: entry('intake', '1.5.0') });
    assert.equal(canary.code, 1);
    assert.match(canary.err, /gate: intake 1\.5\.0 does not expose \.\/LeadForm, which marketing loads/);
  });

  test("refuses a version whose shared library the shell's version does not satisfy", async () => {
    const { code, err } = await gate({ REMOTE_MARKETING: entry('marketing', '1.0.0'), REMOTE_INTAKE: entry('intake', '2.0.0') });
    assert.equal(code, 1);
    assert.match(err, /gate: intake 2\.0\.0 requires react \^20\.0\.0; the shell provides 19\.3\.1/);
  });

  test('refuses a map naming a version that is not published, or no version at all', async () => {
    const unpublished = await gate({ REMOTE_MARKETING: entry('marketing', '1.0.0'), REMOTE_INTAKE: entry('intake', '9.9.9') });
    assert.equal(unpublished.code, 1);
    assert.match(unpublished.err, /gate: not published yet: https:\/\/intake\.example\/intake\/9\.9\.9\/mf-manifest\.json/);
    const unnamed = await gate({ REMOTE_MARKETING: entry('marketing', '1.0.0') });
    assert.equal(unnamed.code, 1);
    assert.match(unnamed.err, /gate: REMOTE_INTAKE must name the mf-manifest\.json of intake's version/);
  });
});

test('render.mjs refuses to start without the site origin its canonical links need', async () => {
  const { code, err } = await runJob(image, 'render.mjs');
  assert.equal(code, 1);
  assert.match(err, /render: SITE_ORIGIN must name the site/);
});

test("a version's folder and number come from its entry, inside that remote's releases whatever the entry spells", () => {
  assert.equal(releaseDirOf('/releases', 'intake', entry('intake', '1.4.0')), path.join('/releases/intake/intake/1.4.0'));
  assert.equal(versionOf(entry('intake', '1.4.0')), '1.4.0');
  for (const spelled of ['https://intake.example/../../marketing/1.0.0/mf-manifest.json', 'https://intake.example/%2e%2e/%2E%2E/marketing/1.0.0/mf-manifest.json']) {
    assert.equal(releaseDirOf('/releases', 'intake', spelled), path.join('/releases/intake/marketing/1.0.0'));
  }
});

/** A small server on 127.0.0.1 answering `handle(request, response)`; `close()` when done. */
async function serve(handle) {
  const server = http.createServer(handle);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const guardOnce = (env) => runJob(image, 'canary-guard.mjs', { args: ['--once'], env });

describe('canary-guard.mjs, while the map names a canary', () => {
  const KEY = '0123456789abcdef';
  const served = {
    marketing: 'https://marketing.example/marketing/1.0.0/mf-manifest.json',
    intake: {
      current: entry('intake', '1.4.0'),
      lastGood: entry('intake', '1.3.0'),
      canary: { entry: entry('intake', '1.5.0'), percent: 10 },
    },
  };
  const figures = { intake: { loads: 6, failures: 5, failureRate: 5 / 6 } };
  const asked = [];

  async function withStack(use) {
    const shell = await serve((request, response) => {
      if (request.url === '/.cleartrace/map-key') response.end(`${KEY}\n`);
      else if (request.url === '/remotes.json') response.end(JSON.stringify(served));
      else response.writeHead(404).end();
    });
    const api = await serve((request, response) => {
      const url = new URL(request.url, 'http://api');
      asked.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), authorization: request.headers.authorization });
      const version = url.searchParams.get('version');
      const found = Object.entries(figures).map(([remote, values]) => ({ remote, version, ...values }));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ versions: found }));
    });
    const overrides = fs.mkdtempSync(path.join(work, 'overrides-'));
    const env = {
      REMOTE_NAMES: 'marketing intake',
      REMOTE_INTAKE: entry('intake', '1.4.0'),
      REMOTE_INTAKE_CANARY: entry('intake', '1.5.0'),
      SHELL_INTERNAL: shell.origin,
      API_ORIGIN: api.origin,
      OPS_TOKEN: 'ops-token-for-the-test',
      MAP_OVERRIDES_DIR: overrides,
      CANARY_MIN_LOADS: '5',
    };
    try {
      await use(env, overrides);
    } finally {
      await shell.close();
      await api.close();
    }
  }

  test("takes a failing canary out of the map the shell serves, under that map's key, and says why", async () => {
    await withStack(async (env, overrides) => {
      const { code, out } = await guardOnce(env);
      assert.equal(code, 0);
      assert.match(out, /canary guard: watching intake 1\.5\.0: rolled back when more than 10 % of at least 5 loads fail/);
      assert.match(out, /canary guard: intake 1\.5\.0 rolled back to 1\.4\.0: 5 of 6 loads failed \(83 %\), more than 10 % of at least 5 \(map 0123456789abcdef\)/);
      assert.deepEqual(fs.readdirSync(overrides), [`${KEY}.json`]);
      const left = JSON.parse(fs.readFileSync(path.join(overrides, `${KEY}.json`), 'utf8'));
      // Only the canary goes: the current version, its fallback and the other remotes stay as they were.
      assert.deepEqual(left, { ...served, intake: { current: entry('intake', '1.4.0'), lastGood: entry('intake', '1.3.0') } });
      const question = asked.at(-1);
      assert.equal(question.path, '/api/telemetry/remote-loads/summary');
      assert.equal(question.query.remote, 'intake');
      assert.equal(question.query.version, '1.5.0');
      assert.equal(question.authorization, 'Bearer ops-token-for-the-test');
    });
  });

  test('leaves a canary that fails no more than the threshold, or too few times to judge', async () => {
    for (const values of [{ loads: 40, failures: 4, failureRate: 0.1 }, { loads: 4, failures: 4, failureRate: 1 }]) {
      figures.intake = values;
      await withStack(async (env, overrides) => {
        const { code, out } = await guardOnce(env);
        assert.equal(code, 0);
        assert.doesNotMatch(out, /rolled back to/);
        assert.deepEqual(fs.readdirSync(overrides), []);
      });
    }
  });

  test('guards nothing without the operators\' token, and says so', async () => {
    const { code, err } = await guardOnce({ REMOTE_INTAKE_CANARY: entry('intake', '1.5.0') });
    assert.equal(code, 1);
    assert.match(err, /OPS_TOKEN is not set/);
  });
});
