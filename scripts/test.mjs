// `npm test`: installs what is missing (npm packages, Debian's chromium and
// PostgreSQL), then type-checks, lints, runs Jest, the API suites on the
// embedded database and on PostgreSQL, builds production bundles and runs
// Playwright against them. Every step runs even if an earlier one failed;
// the summary at the end says which passed.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { CHROMIUM, POSTGRESQL, ensureDebianPackages, ensureNodeModules } from './lib/ensure.mjs';
import { banner, run } from './lib/run.mjs';

const started = Date.now();
await ensureNodeModules();
await ensureDebianPackages([CHROMIUM, POSTGRESQL]);

const REPORTS = path.join(ROOT, 'test-results');
fs.mkdirSync(REPORTS, { recursive: true });
const JEST_REPORT = path.join(REPORTS, 'jest.json');
const PLAYWRIGHT_REPORT = path.join(ROOT, 'e2e/test-results/results.json');

const steps = [
  { name: 'typecheck', run: () => run(process.execPath, ['scripts/typecheck.mjs']) },
  { name: 'lint', run: () => run('npx', ['eslint', '--max-warnings=0', '.']) },
  { name: 'jest', run: () => run('npx', ['jest', '--ci', '--json', `--outputFile=${JEST_REPORT}`]) },
  { name: 'api', run: () => run('npm', ['test', '--silent', '-w', 'api']) },
  { name: 'build', run: () => run(process.execPath, ['scripts/build.mjs']) },
  { name: 'check-build', run: () => run(process.execPath, ['scripts/check-build.mjs']) },
  { name: 'playwright', run: () => run('npx', ['playwright', 'test'], { cwd: path.join(ROOT, 'e2e') }) },
];

const results = [];
for (const step of steps) {
  banner(step.name);
  const stepStarted = Date.now();
  const code = await step.run();
  results.push({ name: step.name, code, seconds: (Date.now() - stepStarted) / 1000 });
}

function countsFrom(file, read) {
  try {
    return read(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}
const jest = countsFrom(JEST_REPORT, (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests }));
const playwright = countsFrom(PLAYWRIGHT_REPORT, (report) => ({
  passed: (report.stats.expected ?? 0) + (report.stats.flaky ?? 0),
  failed: report.stats.unexpected ?? 0,
}));

banner('summary');
for (const result of results) {
  console.log(`${result.code === 0 ? '✓' : '✗'} ${result.name.padEnd(12)} ${result.seconds.toFixed(1).padStart(6)} s`);
}
if (jest) console.log(`jest: ${jest.passed} passed, ${jest.failed} failed`);
if (playwright) console.log(`playwright: ${playwright.passed} passed, ${playwright.failed} failed`);
const failedSteps = results.filter((result) => result.code !== 0).length;
console.log(`steps: ${results.length - failedSteps} passed, ${failedSteps} failed`);
console.log(`total time ${((Date.now() - started) / 60000).toFixed(1)} min`);
process.exit(failedSteps ? 1 : 0);
