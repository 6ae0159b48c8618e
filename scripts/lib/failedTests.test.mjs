// The failed tests' names, read from reports the runners themselves wrote: a tiny Jest project and a tiny Playwright
// project, each with one test that passes and one that fails, run in a folder of their own.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ROOT } from '../apps/apps.mjs';
import { firstLine, jestFailures, playwrightFailures } from './failedTests.mjs';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'failed-tests-'));
after(() => fs.rmSync(folder, { recursive: true, force: true }));

function runner(bin, args) {
  return spawnSync(process.execPath, [path.join(ROOT, 'node_modules', bin), ...args], { cwd: folder, encoding: 'utf8', env: { ...process.env, CI: 'true', FORCE_COLOR: '1' } });
}

test("Jest's report: each failed test by file and full name, with its message's first line; a file that could not load, by its error", () => {
  fs.writeFileSync(path.join(folder, 'jest.config.cjs'), 'module.exports = { testMatch: ["**/*.check.cjs"] };\n');
  fs.writeFileSync(
    path.join(folder, 'sums.check.cjs'),
    'describe("sums", () => {\n  test("adds", () => expect(1 + 1).toBe(2));\n  test("carries", () => expect(5 + 5).toBe(11));\n});\n',
  );
  fs.writeFileSync(path.join(folder, 'broken.check.cjs'), 'require("./nowhere");\n');
  const report = path.join(folder, 'jest.json');
  runner('jest/bin/jest.js', ['-c', 'jest.config.cjs', '--json', `--outputFile=${report}`]);
  const names = jestFailures(JSON.parse(fs.readFileSync(report, 'utf8')), folder).sort();
  assert.equal(names.length, 2);
  assert.match(names[0], /^broken\.check\.cjs: .*Cannot find module '\.\/nowhere'/);
  assert.match(names[1], /^sums\.check\.cjs › sums carries: Error: expect\(received\)\.toBe\(expected\)/);
  // No colour codes reach the summary.
  assert.ok(!names.join('\n').includes('\u001b'));
});

test("Playwright's report: each failed test by project, file, line and titles, with its error's first line; a passed one is not named", () => {
  fs.writeFileSync(
    path.join(folder, 'playwright.config.mjs'),
    "export default { testDir: '.', testMatch: /\\.pw\\.mjs$/, retries: 0, reporter: [['json', { outputFile: 'pw.json' }]], projects: [{ name: 'site' }] };\n",
  );
  fs.writeFileSync(
    path.join(folder, 'sums.pw.mjs'),
    "import { expect, test } from '@playwright/test';\ntest.describe('sums', () => {\n  test('adds', () => expect(1 + 1).toBe(2));\n  test('carries', () => expect(5 + 5).toBe(11));\n});\n",
  );
  // Playwright resolves its package from the test file's folder: the project's node_modules, by a link.
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(folder, 'node_modules'));
  runner('@playwright/test/cli.js', ['test', '-c', 'playwright.config.mjs']);
  const names = playwrightFailures(JSON.parse(fs.readFileSync(path.join(folder, 'pw.json'), 'utf8')));
  assert.deepEqual(names, ['[site] sums.pw.mjs:4 › sums › carries: Error: expect(received).toBe(expected) // Object.is equality']);
});

test('a message is cut to its first line that has words and is no heading, at most 200 characters', () => {
  assert.equal(firstLine('\n\n  \u001b[31mfirst\u001b[39m line\nsecond'), 'first line');
  assert.equal(firstLine('  ● Test suite failed to run\n\n    Cannot find module'), 'Cannot find module');
  assert.equal(firstLine(undefined), '');
  assert.equal(firstLine('x'.repeat(500)).length, 200);
});
