// `npm test`: installs what is missing (npm packages, Debian's chromium,
// PostgreSQL, nginx and shellcheck), then type-checks, lints, runs Jest, the API
// suites on the embedded database and on PostgreSQL, the deployment checks
// (nginx -t of every configuration, the images' start-up scripts, Dockerfile
// and shell lint), builds production bundles and runs Playwright against them,
// served by nginx. Every step runs even if an earlier one failed;
// the summary at the end says which passed.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import {
  CHROMIUM,
  ENVSUBST,
  NGINX,
  NGINX_BROTLI,
  POSTGRESQL,
  SHELLCHECK,
  ensureDebianPackages,
  ensureNodeModules,
} from './lib/ensure.mjs';
import { banner, run } from './lib/run.mjs';

const started = Date.now();
await ensureNodeModules();
await ensureDebianPackages([CHROMIUM, POSTGRESQL, NGINX, NGINX_BROTLI, ENVSUBST, SHELLCHECK]);

const REPORTS = path.join(ROOT, 'test-results');
fs.mkdirSync(REPORTS, { recursive: true });
const JEST_REPORT = path.join(REPORTS, 'jest.json');
const PLAYWRIGHT_REPORT = path.join(ROOT, 'e2e/test-results/results.json');
const DEPLOY_REPORT = path.join(REPORTS, 'deploy.tap');
const API_REPORT = path.join(REPORTS, 'api.json');
for (const report of [DEPLOY_REPORT, API_REPORT]) fs.rmSync(report, { force: true });

const steps = [
  { name: 'typecheck', run: () => run(process.execPath, ['scripts/typecheck.mjs']) },
  { name: 'lint', run: () => run('npx', ['eslint', '--max-warnings=0', '.']) },
  { name: 'jest', run: () => run('npx', ['jest', '--ci', '--json', `--outputFile=${JEST_REPORT}`]) },
  { name: 'api', run: () => run('npm', ['test', '--silent', '-w', 'api'], { env: { ...process.env, API_TEST_SUMMARY: API_REPORT } }) },
  {
    name: 'deploy',
    run: () =>
      run(process.execPath, [
        '--test',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${DEPLOY_REPORT}`,
        'scripts/deploy-config.test.mjs',
        'scripts/lib/staticServer.test.mjs',
        'scripts/lib/prerender.test.mjs',
      ]),
  },
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

function countsFrom(file, read, parse = JSON.parse) {
  try {
    return read(parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}
const jest = countsFrom(JEST_REPORT, (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests }));
const playwright = countsFrom(PLAYWRIGHT_REPORT, (report) => ({
  passed: (report.stats.expected ?? 0) + (report.stats.flaky ?? 0),
  failed: report.stats.unexpected ?? 0,
  flaky: report.stats.flaky ?? 0,
}));
const api = countsFrom(API_REPORT, (runs) =>
  runs.map(({ label, counts }) => (counts ? `${counts.passed} passed, ${counts.failed} failed on ${label}` : `did not run on ${label}`)),
);
const deploy = countsFrom(
  DEPLOY_REPORT,
  (tap) => ({ passed: Number(/^# pass (\d+)$/m.exec(tap)[1]), failed: Number(/^# fail (\d+)$/m.exec(tap)[1]) }),
  (text) => text,
);

banner('summary');
for (const result of results) {
  console.log(`${result.code === 0 ? '✓' : '✗'} ${result.name.padEnd(12)} ${result.seconds.toFixed(1).padStart(6)} s`);
}
if (jest) console.log(`jest: ${jest.passed} passed, ${jest.failed} failed`);
if (api) console.log(`api: ${api.join('; ')}`);
if (deploy) console.log(`deploy: ${deploy.passed} passed, ${deploy.failed} failed`);
if (playwright) {
  const retried = playwright.flaky ? ` (${playwright.flaky} of them only on the retry: see "flaky" above)` : '';
  console.log(`playwright: ${playwright.passed} passed${retried}, ${playwright.failed} failed`);
}
const failedSteps = results.filter((result) => result.code !== 0).length;
console.log(`steps: ${results.length - failedSteps} passed, ${failedSteps} failed`);
console.log(`total time ${((Date.now() - started) / 60000).toFixed(1)} min`);
process.exit(failedSteps ? 1 : 0);
