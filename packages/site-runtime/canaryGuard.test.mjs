// The canary guard's decision and its rollback of the deploy state, with the load telemetry answered here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { checkCanaries } from './canaryGuard.mjs';
import { CANARY_DEFAULTS, canaryVerdict, readCanarySettings } from './canaryVerdict.mjs';
import { deployedVersions, localCanaryMap, readSwitchLog, saveVersions, withCanary } from './deployState.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-guard-'));
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const SINCE = '2026-11-25T08:00:00.000Z';

/**
 * @import { CanaryMap } from './canaryGuard.mjs'
 * @import { RemoteLoadSummary } from './types'
 */

/**
 * A telemetry summary with the canary's figures, and the queries it was asked.
 * @param {RemoteLoadSummary['versions']} figures
 */
function telemetry(figures) {
  /** @type {{ url: URL, authorization: string | null }[]} */
  const asked = [];
  /** @type {typeof fetch} */
  const fetchImpl = async (url, init) => {
    asked.push({ url: new URL(String(url)), authorization: new Headers(init?.headers).get('authorization') });
    return new Response(JSON.stringify({ from: SINCE, to: SINCE, versions: figures }), { status: 200 });
  };
  return { asked, fetchImpl };
}

test('the documented defaults, and settings from the environment', () => {
  assert.deepEqual(readCanarySettings({}), CANARY_DEFAULTS);
  assert.deepEqual(readCanarySettings({ CANARY_MIN_LOADS: '3', CANARY_CHECK_SECONDS: '1', CANARY_MAX_FAILURE_RATE: '0.25' }), {
    maxFailureRate: 0.25,
    minLoads: 3,
    checkSeconds: 1,
  });
  assert.throws(() => readCanarySettings({ CANARY_MAX_FAILURE_RATE: '10%' }), /CANARY_MAX_FAILURE_RATE may not be "10%"/);
  assert.throws(() => readCanarySettings({ CANARY_MIN_LOADS: '0' }), /CANARY_MIN_LOADS/);
});

test('a canary goes only past the threshold, over enough loads', () => {
  const settings = CANARY_DEFAULTS;
  assert.equal(canaryVerdict({ loads: 19, failures: 19, failureRate: 1 }, settings), null);
  assert.equal(canaryVerdict({ loads: 40, failures: 4, failureRate: 0.1 }, settings), null);
  assert.equal(canaryVerdict({ loads: 40, failures: 5, failureRate: 0.125 }, settings), '5 of 40 loads failed (13 %), more than 10 % of at least 20');
});

test('a failing canary is taken out of the map, logged, and the web server told; a healthy one stays', async () => {
  saveVersions(dataDir, {
    intake: withCanary({ current: '1.4.0', lastGood: null }, '1.5.0', 50, SINCE),
    portal: withCanary({ current: null }, '2.1.0', 10, SINCE),
  });
  const { asked, fetchImpl } = telemetry([
    { remote: 'intake', version: '1.5.0', loads: 6, failures: 4, failureRate: 4 / 6, p95Ms: 300 },
    { remote: 'portal', version: '2.1.0', loads: 50, failures: 0, failureRate: 0, p95Ms: 200 },
  ]);
  let reconfigured = 0;
  /** @type {string[]} */
  const lines = [];
  const map = localCanaryMap(dataDir, () => (reconfigured += 1));
  const rollbacks = await checkCanaries({
    map,
    apiOrigin: 'http://127.0.0.1:4000',
    token: 'ops',
    settings: { ...CANARY_DEFAULTS, minLoads: 3 },
    fetchImpl,
    log: (line) => lines.push(line),
  });
  assert.deepEqual(rollbacks.map(({ remote, version }) => `${remote} ${version}`), ['intake 1.5.0']);
  assert.equal(reconfigured, 1);
  const versions = deployedVersions(dataDir);
  assert.deepEqual(versions.intake, { current: '1.4.0', lastGood: null });
  assert.equal(versions.portal?.canary?.version, '2.1.0');
  const [logged] = readSwitchLog(dataDir);
  assert.ok(logged);
  assert.equal(logged.action, 'rollback');
  assert.equal(logged.by, 'canary guard');
  assert.equal(`${logged.from} -> ${logged.to}`, '1.5.0 -> 1.4.0');
  assert.match(logged.reason ?? '', /^4 of 6 loads failed \(67 %\)/);
  assert.match(lines[0] ?? '', /intake 1\.5\.0 rolled back to 1\.4\.0/);
  // Each canary's figures since it started, with the ops token.
  const [first] = asked;
  assert.ok(first);
  assert.equal(first.url.searchParams.get('since'), SINCE);
  assert.equal(first.url.searchParams.get('version'), '1.5.0');
  assert.equal(first.authorization, 'Bearer ops');

  // Nothing more to do on the next check.
  const again = await checkCanaries({ map, apiOrigin: 'http://127.0.0.1:4000', token: 'ops', settings: CANARY_DEFAULTS, fetchImpl, log: () => {} });
  assert.deepEqual(again, []);
  assert.equal(reconfigured, 1);
});

test("a canary that cannot be checked ends the check, or, given onError, is reported and the next one is checked", async () => {
  /** @type {string[]} */
  const rolledBack = [];
  /** @type {CanaryMap} Two canaries in a map of the test's own; intake's figures cannot be read. */
  const map = {
    canaries: () => [
      { remote: 'intake', version: '1.5.0', since: SINCE },
      { remote: 'portal', version: '2.1.0', since: SINCE },
    ],
    rollBack: async (canary) => (rolledBack.push(canary.remote), { to: '1.0.0' }),
  };
  /** @type {typeof fetch} */
  const fetchImpl = async (url) =>
    new URL(String(url)).searchParams.get('remote') === 'intake'
      ? new Response('', { status: 503 })
      : new Response(JSON.stringify({ versions: [{ remote: 'portal', version: '2.1.0', loads: 30, failures: 30, failureRate: 1 }] }), { status: 200 });
  const options = { map, apiOrigin: 'http://127.0.0.1:4000', token: 'ops', settings: CANARY_DEFAULTS, fetchImpl, log: () => {} };

  await assert.rejects(checkCanaries(options), /the load telemetry answered 503/);
  assert.deepEqual(rolledBack, []);

  /** @type {string[]} */
  const problems = [];
  const rollbacks = await checkCanaries({ ...options, onError: (canary, error) => problems.push(`${canary.remote}: ${error instanceof Error ? error.message : error}`) });
  assert.deepEqual(problems, ['intake: the load telemetry answered 503']);
  assert.deepEqual(rollbacks.map(({ remote }) => remote), ['portal']);
  assert.deepEqual(rolledBack, ['portal']);
});
