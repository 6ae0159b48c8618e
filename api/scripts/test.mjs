// `npm test -w api`: the API suites twice, on embedded PGlite and on a throwaway PostgreSQL 15
// server started here (and stopped at the end, even on failure). Extra arguments go to Jest.
//
// The two databases' passes run side by side, each with Jest's two workers: a suite spends a third of its time
// waiting (on its database, its mail, a process it started), so one pass alone leaves the cores idle that long.
// Their output is told apart by a prefix. The suites that measure timing run after both, one at a time.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POSTGRES_BIN, postgresInstalled, startPostgresCluster } from './lib/postgresCluster.mjs';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const jestBin = createRequire(import.meta.url).resolve('jest/bin/jest');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-api-jest-'));

/** Suites that measure timing run after the others, one at a time, with nothing else on the machine's cores. */
const SERIAL_SUITES = '\\.serial\\.test\\.ts$';

/** Copies a pass's output line by line, each line behind the pass's name. */
function prefixed(stream, label) {
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) process.stderr.write(`[${label}] ${line}\n`);
  });
  stream.on('end', () => {
    if (partial) process.stderr.write(`[${label}] ${partial}\n`);
  });
}

function jestPass(label, env, args) {
  const report = path.join(reportDir, `${label.replace(/\W+/g, '-')}-${args.length}.json`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [jestBin, '-c', 'jest.config.js', '--json', `--outputFile=${report}`, ...process.argv.slice(2), ...args], {
      cwd: apiDir,
      env: { ...process.env, ...env, API_TEST_SERVER_BUILT: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    prefixed(child.stderr, label);
    child.on('exit', (code) => {
      let counts = null;
      let failedFiles = [];
      try {
        const results = JSON.parse(fs.readFileSync(report, 'utf8'));
        counts = { passed: results.numPassedTests, failed: results.numFailedTests, total: results.numTotalTests };
        // The failed files' results, for the root summary to name the failed tests.
        failedFiles = results.testResults.filter((file) => file.status === 'failed');
      } catch {
        // Jest did not get as far as writing a report
      }
      resolve({ code: code ?? 1, counts, failedFiles });
    });
  });
}

/** Files named on the command line (`npm test -w api -- test/x.test.ts`): only those run. */
const namedFiles = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));

const runsSerialSuites = namedFiles.length === 0 || namedFiles.some((file) => new RegExp(SERIAL_SUITES).test(file));

/** One database's result from its passes. */
function resultOf(label, passes) {
  const counted = passes.every((pass) => pass.counts);
  const counts = counted
    ? passes.reduce((sum, { counts: each }) => ({ passed: sum.passed + each.passed, failed: sum.failed + each.failed, total: sum.total + each.total }), { passed: 0, failed: 0, total: 0 })
    : null;
  return { label, code: passes.every((pass) => pass.code === 0) ? 0 : 1, counts, failedFiles: passes.flatMap((pass) => pass.failedFiles ?? []) };
}

/** Each database's suites but the serial ones, side by side; then the serial ones, one database after the other. */
async function runJest(databases) {
  console.log(`\n=== api tests on ${databases.map(({ label }) => label).join(' and ')}, side by side ===`);
  // Jest reads every word after an array option as one more of its values: the named files come before it.
  const main = await Promise.all(databases.map(({ label, env }) => jestPass(label, env, [`--testPathIgnorePatterns=${SERIAL_SUITES}`])));
  const serial = [];
  if (runsSerialSuites) {
    console.log('\n=== api tests that measure timing, one at a time ===');
    for (const { label, env } of databases) serial.push(await jestPass(label, env, ['--runInBand', `--testPathPatterns=${SERIAL_SUITES}`]));
  }
  return databases.map(({ label }, index) => resultOf(label, [main[index], ...(serial[index] ? [serial[index]] : [])]));
}

const runs = [];
let postgres = null;
const stopPostgres = () => {
  postgres?.stop();
  postgres = null;
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopPostgres();
    process.exit(1);
  });
}

try {
  // The server the process-level suites start, built once here for both passes (globalSetup builds it otherwise).
  execFileSync(process.execPath, [path.join(apiDir, 'scripts/build.mjs')], { stdio: 'ignore' });
  const databases = [{ label: 'embedded PGlite', env: { TEST_POSTGRES_URL: '' } }];
  if (!postgresInstalled()) {
    console.error(`\nPostgreSQL 15 is not installed (${POSTGRES_BIN}/initdb is missing), so the suites cannot run on it.`);
    console.error('Install it with: apt-get install -y postgresql   (the root `npm test` does this on a fresh machine)');
  } else {
    postgres = await startPostgresCluster();
    databases.push({ label: 'PostgreSQL 15', env: { TEST_POSTGRES_URL: postgres.url } });
  }
  runs.push(...(await runJest(databases)));
  if (!postgres) runs.push({ label: 'PostgreSQL 15', code: 1, counts: null });
} finally {
  stopPostgres();
  fs.rmSync(reportDir, { recursive: true, force: true });
}

console.log('\n=== api tests: summary ===');
for (const run of runs) {
  const counts = run.counts ? `${run.counts.passed} passed, ${run.counts.failed} failed, ${run.counts.total} total` : 'did not run';
  console.log(`${run.code === 0 ? '✓' : '✗'} ${run.label.padEnd(16)} ${counts}`);
}
// The root `npm test` names a file here to print these counts in its own summary.
if (process.env.API_TEST_SUMMARY) {
  fs.writeFileSync(process.env.API_TEST_SUMMARY, JSON.stringify(runs.map(({ label, counts, failedFiles = [] }) => ({ label, counts, failedFiles }))));
}
process.exit(runs.every((run) => run.code === 0) ? 0 : 1);
