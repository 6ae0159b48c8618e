// The jobs of the render image (docker/render/), run as the image runs them: the files the Dockerfile copies,
// side by side in one folder, against published versions laid out as the releases volumes hold them.
// Run with `npm run check:deploy` (part of `npm test`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { releaseDirOf, versionOf } from './releases.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'render-jobs-'));
after(() => fs.rmSync(work, { recursive: true, force: true }));

// The image's /opt/cleartrace: what the Dockerfile's render stage copies.
const image = path.join(work, 'opt');
fs.mkdirSync(path.join(image, 'node_modules'), { recursive: true });
for (const file of ['scripts/lib/contractGate.mjs', 'scripts/lib/prerender.mjs', 'docker/render/gate.mjs', 'docker/render/render.mjs', 'docker/render/releases.mjs']) fs.copyFileSync(path.join(ROOT, file), path.join(image, path.basename(file)));
fs.symlinkSync(path.join(ROOT, 'node_modules/semver'), path.join(image, 'node_modules/semver'));

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

function gate(map) {
  const env = { PATH: process.env.PATH, SHELL_DIR: shellDir, RELEASES_ROOT: releases, REMOTE_NAMES: 'marketing intake', WAIT_SECONDS: '0', ...map };
  const result = spawnSync(process.execPath, ['gate.mjs'], { cwd: image, env, encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('gate.mjs, before the shell starts with a remote map', () => {
  test('passes a map whose every version keeps the contract, naming them', () => {
    const { code, out } = gate({ REMOTE_MARKETING: entry('marketing', '1.0.0'), REMOTE_INTAKE: entry('intake', '1.4.0') });
    assert.equal(code, 0);
    assert.match(out, /gate: every version the map names keeps the contract \(marketing 1\.0\.0, intake 1\.4\.0\)/);
  });

  test('refuses a current version or a canary that drops a module another app loads, naming it', () => {
    const current = gate({ REMOTE_MARKETING: entry('marketing', '1.0.0'), REMOTE_INTAKE: entry('intake', '1.5.0') });
    assert.equal(current.code, 1);
    assert.match(current.err, /gate: intake 1\.5\.0 does not expose \.\/LeadForm, which marketing loads/);
    assert.match(current.err, /the shell keeps the map it serves/);

    const canary = gate({ REMOTE_MARKETING: entry('marketing', '1.0.0'), REMOTE_INTAKE: entry('intake', '1.4.0'), REMOTE_INTAKE_CANARY: entry('intake', '1.5.0') });
    assert.equal(canary.code, 1);
    assert.match(canary.err, /gate: intake 1\.5\.0 does not expose \.\/LeadForm, which marketing loads/);
  });

  test("refuses a version whose shared library the shell's version does not satisfy", () => {
    const { code, err } = gate({ REMOTE_MARKETING: entry('marketing', '1.0.0'), REMOTE_INTAKE: entry('intake', '2.0.0') });
    assert.equal(code, 1);
    assert.match(err, /gate: intake 2\.0\.0 requires react \^20\.0\.0; the shell provides 19\.3\.1/);
  });

  test('refuses a map naming a version that is not published, or no version at all', () => {
    const unpublished = gate({ REMOTE_MARKETING: entry('marketing', '1.0.0'), REMOTE_INTAKE: entry('intake', '9.9.9') });
    assert.equal(unpublished.code, 1);
    assert.match(unpublished.err, /gate: not published yet: https:\/\/intake\.example\/intake\/9\.9\.9\/mf-manifest\.json/);
    const unnamed = gate({ REMOTE_MARKETING: entry('marketing', '1.0.0') });
    assert.equal(unnamed.code, 1);
    assert.match(unnamed.err, /gate: REMOTE_INTAKE must name the mf-manifest\.json of intake's version/);
  });
});

test('render.mjs refuses to start without the site origin its canonical links need', () => {
  const result = spawnSync(process.execPath, ['render.mjs'], { cwd: image, env: { PATH: process.env.PATH }, encoding: 'utf8' });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /render: SITE_ORIGIN must name the site/);
});

test("a version's folder and number come from its entry, inside that remote's releases whatever the entry spells", () => {
  assert.equal(releaseDirOf('/releases', 'intake', entry('intake', '1.4.0')), path.join('/releases/intake/intake/1.4.0'));
  assert.equal(versionOf(entry('intake', '1.4.0')), '1.4.0');
  for (const spelled of ['https://intake.example/../../marketing/1.0.0/mf-manifest.json', 'https://intake.example/%2e%2e/%2E%2E/marketing/1.0.0/mf-manifest.json']) {
    assert.equal(releaseDirOf('/releases', 'intake', spelled), path.join('/releases/intake/marketing/1.0.0'));
  }
});
