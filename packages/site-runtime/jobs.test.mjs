// The jobs of the render image, run as the image runs them (`node <job>.mjs` in this workspace's folder, which the
// Dockerfile copies as it is), against published versions laid out as the releases volumes hold them, and a shell
// and an API played by small servers here.
// Run with `npm run check:deploy` (part of `npm test`).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { JOBS_DIR, runJob } from './jobs.testing.mjs';
import { releaseDirOf, versionOf } from './releases.mjs';
import { serve } from './server.testing.mjs';

/** @import { SharedLibrary } from './types' */

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'render-jobs-'));
after(() => fs.rmSync(work, { recursive: true, force: true }));

/** @typedef {{ exposes?: string[], shared?: SharedLibrary[], routes?: { path: string }[], uses?: string[] }} BuildParts */

/**
 * @param {string} dir
 * @param {BuildParts} parts
 */
function writeBuild(dir, { exposes = [], shared = [], routes = [], uses = [] }) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: exposes.map((name) => ({ name, path: `./${name}` })), shared }));
  fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ routes }));
  fs.writeFileSync(path.join(dir, 'federation-uses.json'), JSON.stringify({ uses }));
}

/** @param {string} version @param {string} requiredVersion @returns {SharedLibrary} */
const react = (version, requiredVersion) => ({ name: 'react', version, requiredVersion, singleton: true });
const shellDir = path.join(work, 'shell');
writeBuild(shellDir, { shared: [react('19.3.1', '^19.3.1')] });
const releases = path.join(work, 'releases');
/** @param {string} remote @param {string} version @param {BuildParts} build */
const publish = (remote, version, build) => writeBuild(path.join(releases, remote, remote, version), build);
publish('marketing', '1.0.0', { exposes: ['App'], routes: [{ path: '/' }], uses: ['intake/LeadForm'] });
publish('intake', '1.4.0', { exposes: ['App', 'LeadForm'], routes: [{ path: '/contact-us' }], shared: [react('19.3.1', '^19.0.0')] });
publish('intake', '1.5.0', { exposes: ['App'], routes: [{ path: '/contact-us' }] });
publish('intake', '2.0.0', { exposes: ['App', 'LeadForm'], routes: [{ path: '/contact-us' }], shared: [react('20.0.0', '^20.0.0')] });

/** @param {string} remote @param {string} version */
const entry = (remote, version) => `https://${remote}.example/${remote}/${version}/mf-manifest.json`;

/** @param {Record<string, string>} map */
const gate = (map) => runJob('gate.mjs', { env: { SHELL_DIR: shellDir, RELEASES_ROOT: releases, REMOTE_NAMES: 'marketing intake', WAIT_SECONDS: '0', ...map } });

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
  const { code, err } = await runJob('render.mjs');
  assert.equal(code, 1);
  assert.match(err, /render: SITE_ORIGIN must name the site/);
});

test("render.mjs --watch serves the render watcher's metrics from its start, its last success 0 until the first render", async () => {
  const child = spawn(process.execPath, ['render.mjs', '--watch'], {
    cwd: JOBS_DIR,
    env: { PATH: process.env.PATH, SITE_ORIGIN: 'https://www.example.com', SHELL_INTERNAL: 'http://127.0.0.1:9', RENDER_METRICS_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    // The shell does not answer: the first render waits for it, and the metrics are served meanwhile.
    const port = await new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        const served = /render: metrics at http:\/\/\S+:(\d+)\/metrics/.exec(output);
        if (served) resolve(served[1]);
      });
      exited.then(() => reject(new Error(`render.mjs exited:\n${output}`)));
    });
    const exposition = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    assert.match(exposition, /^frc_job_last_success_timestamp_seconds\{job_name="render_watcher"\} 0$/m);
    assert.match(exposition, /^frc_job_failures_total\{job_name="render_watcher"\} 0$/m);
    assert.match(exposition, /^process_resident_memory_bytes \d+/m);
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
});

test("a version's folder and number come from its entry, inside that remote's releases whatever the entry spells", () => {
  assert.equal(releaseDirOf('/releases', 'intake', entry('intake', '1.4.0')), path.join('/releases/intake/intake/1.4.0'));
  assert.equal(versionOf(entry('intake', '1.4.0')), '1.4.0');
  for (const spelled of ['https://intake.example/../../marketing/1.0.0/mf-manifest.json', 'https://intake.example/%2e%2e/%2E%2E/marketing/1.0.0/mf-manifest.json']) {
    assert.equal(releaseDirOf('/releases', 'intake', spelled), path.join('/releases/intake/marketing/1.0.0'));
  }
});

/** @param {Record<string, string>} env */
const guardOnce = (env) => runJob('canary-guard.mjs', { args: ['--once'], env });

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
  /** @type {{ path: string, query: Record<string, string>, authorization: string | undefined }[]} */
  const asked = [];

  /** @param {(env: Record<string, string>, overrides: string) => Promise<void>} use */
  async function withStack(use) {
    const overrides = fs.mkdtempSync(path.join(work, 'overrides-'));
    // The shell serves the map a guard left for its map while there is one, as its nginx does.
    const shell = await serve((request, response) => {
      const left = path.join(overrides, `${KEY}.json`);
      if (request.url === '/.frc/map-key') response.end(`${KEY}\n`);
      else if (request.url === '/remotes.json') response.end(fs.existsSync(left) ? fs.readFileSync(left) : JSON.stringify(served));
      else response.writeHead(404).end();
    });
    const api = await serve((request, response) => {
      const url = new URL(request.url ?? '/', 'http://api');
      asked.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), authorization: request.headers.authorization });
      const version = url.searchParams.get('version') ?? '1.5.0';
      const found = Object.entries(figures).map(([remote, values]) => ({ remote, version, p95Ms: 120, ...values }));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ from: '2026-11-25T14:00:00.000Z', to: '2026-11-25T15:00:00.000Z', versions: found }));
    });
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
      assert.deepEqual(fs.readdirSync(overrides).sort(), [`${KEY}.json`, 'log.jsonl']);
      const [logged, ...more] = fs.readFileSync(path.join(overrides, 'log.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
      assert.equal(more.length, 0);
      assert.deepEqual({ ...logged, time: undefined }, {
        time: undefined,
        remote: 'intake',
        action: 'rollback',
        from: '1.5.0',
        to: '1.4.0',
        reason: '5 of 6 loads failed (83 %), more than 10 % of at least 5',
        by: 'canary guard',
        map: KEY,
      });
      const left = JSON.parse(fs.readFileSync(path.join(overrides, `${KEY}.json`), 'utf8'));
      // Only the canary goes: the current version, its fallback and the other remotes stay as they were.
      assert.deepEqual(left, { ...served, intake: { current: entry('intake', '1.4.0'), lastGood: entry('intake', '1.3.0') } });
      const question = asked.at(-1);
      assert.ok(question);
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

  test('status.mjs shows the map the shell serves, the figures, the threshold, the rollbacks and the pages a render left out, as deploy:status does', async () => {
    figures.intake = { loads: 6, failures: 5, failureRate: 5 / 6 };
    // The render service's report in the pages' volume (prerender.mjs), its latest try failed as a whole.
    const pages = fs.mkdtempSync(path.join(work, 'pages-'));
    const failed = [{ address: '/fraud-prevention-review/seon/', kind: 'page', id: 20, error: 'Cannot read properties of undefined (reading "map")' }];
    const failedRender = { time: '2026-11-25T15:01:00.000Z', error: 'ENOSPC: no space left on device', nextTry: '2026-11-25T15:01:08.000Z' };
    fs.writeFileSync(path.join(pages, 'render-report.json'), JSON.stringify({ time: '2026-11-25T15:00:00.000Z', key: KEY, contentVersion: 12, pages: 88, clientPages: 9, failed, failedRender }));
    await withStack(async (stack) => {
      const env = { ...stack, PAGES_DIR: pages };
      const before = await runJob('status.mjs', { env });
      assert.equal(before.code, 0, before.err);
      assert.match(before.out, /^Latest render of the pages, 2026-11-25T15:00:00\.000Z \(map 0123456789abcdef, content version 12\): 88 rendered, 9 rendered in the browser$/m);
      assert.match(before.out, /^ {2}page 20\s+\/fraud-prevention-review\/seon\/\s+Cannot read properties of undefined \(reading "map"\)$/m);
      assert.match(before.out, /^The latest render failed as a whole at 2026-11-25T15:01:00\.000Z \(ENOSPC: no space left on device\); next try at 2026-11-25T15:01:08\.000Z\.$/m);
      assert.match(before.out, /^Remote map served by http:\/\/127\.0\.0\.1:\d+:$/m);
      assert.match(before.out, /^ {2}marketing\s+1\.0\.0\s+-\s+-$/m);
      assert.match(before.out, /^ {2}intake\s+1\.4\.0\s+1\.3\.0\s+1\.5\.0 to 10 %$/m);
      assert.match(before.out, /^ {2}intake\s+1\.5\.0\s+6\s+5\s+83\.3 %\s+120 ms$/m);
      assert.match(before.out, /more than 10 % of at least 5 loads fail/);
      assert.match(before.out, /Latest switches of the remote map: none/);
      assert.equal(asked.at(-1)?.authorization, 'Bearer ops-token-for-the-test');

      assert.equal((await guardOnce(env)).code, 0);
      const after = await runJob('status.mjs', { env });
      assert.equal(after.code, 0, after.err);
      // The canary is out of the map the shell serves, and its rollback is listed.
      assert.match(after.out, /^ {2}intake\s+1\.4\.0\s+1\.3\.0\s+-$/m);
      assert.match(after.out, /rollback 1\.5\.0 -> 1\.4\.0\s+canary guard\s+5 of 6 loads failed/);
    });
  });

  test('status.mjs without the operators\' token shows the map and says why it has no figures', async () => {
    await withStack(async (env) => {
      const { code, out } = await runJob('status.mjs', { env: { ...env, OPS_TOKEN: '' } });
      assert.equal(code, 1);
      assert.match(out, /intake\s+1\.4\.0/);
      assert.match(out, /No load telemetry: OPS_TOKEN is not set/);
    });
  });

  test('guards nothing without the operators\' token, and says so', async () => {
    const { code, err } = await guardOnce({ REMOTE_INTAKE_CANARY: entry('intake', '1.5.0') });
    assert.equal(code, 1);
    assert.match(err, /OPS_TOKEN is not set/);
  });
});
