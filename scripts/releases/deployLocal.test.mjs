// deploy:local's state (the version each remote loads, its last good one and its canary; the map of the local stack;
// test:compat's stack) and its contract gate, which refuses a version before anything switches. Part of
// `npm run check:deploy`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { compatVersions, deployPaths, deployedVersions, layOutStack, localRemoteMap, promoted, saveVersions, switchedTo, withCanary, withoutCanary } from '@frc/site-runtime/deployState.mjs';
import { ROOT, remoteApp } from '../apps/apps.mjs';
import { tempDir } from '../stack/nginx.testing.mjs';

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

    const result = spawnSync(process.execPath, ['scripts/releases/deploy-local.mjs', 'intake', '9.9.9', '--data-dir', dataDir], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(result.status, 1, result.stdout + result.stderr);
    assert.match(result.stderr, /intake 9\.9\.9 does not expose \.\/LeadForm, which marketing loads/);
    assert.match(result.stderr, /intake 9\.9\.9 requires react \^99\.0\.0; the shell provides 19\./);
    assert.match(result.stderr, /the remote map is unchanged/);
    assert.equal(fs.existsSync(deployPaths(dataDir).versions), false);

    // test:compat refuses it by the same gate, before it starts any stack.
    const compat = spawnSync(process.execPath, ['scripts/releases/test-compat.mjs', 'intake', '9.9.9', '--data-dir', dataDir], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(compat.status, 1, compat.stdout + compat.stderr);
    assert.match(compat.stderr, /test:compat: intake 9\.9\.9 does not expose \.\/LeadForm, which marketing loads/);
    assert.match(compat.stderr, /no test was run/);
    assert.doesNotMatch(compat.stdout, /The stack is up/);
  });

  test('test:compat names what it needs: a remote and a version', () => {
    for (const args of [[], ['intake'], ['checkout', '1.0.0'], ['intake', 'latest']]) {
      const result = spawnSync(process.execPath, ['scripts/releases/test-compat.mjs', ...args], { cwd: ROOT, encoding: 'utf8' });
      assert.equal(result.status, 1, args.join(' '));
      assert.match(result.stderr, /^test:compat: (usage: npm run test:compat -- <marketing\|intake\|portal\|admin> <version>|"latest" is not a version like 1\.4\.0)/);
    }
  });
});
