// `npm test`: installs what is missing (npm packages, Debian's Chromium headless shell,
// PostgreSQL, Redis, nginx, shellcheck and Prometheus' promtool), then type-checks, lints, runs Jest, the API
// suites on the embedded database and on PostgreSQL, builds production bundles and runs Playwright against them,
// served by nginx (with the validators of the public output: the Nu HTML Checker on Java, xmllint, a feed parser;
// e2e/tests/validators.spec.ts), and beside Playwright's last suites the deployment checks (nginx -t of every
// configuration, the images' start-up scripts, Dockerfile and shell lint, promtool on the alert rules and the API's
// metrics). Every step runs even if an earlier one failed;
// the summary at the end says which passed. `node scripts/checks/test.mjs STEP…` runs
// those steps only (`npm run check:deploy` is the deploy step).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../apps/apps.mjs';
import {
  HEADLESS_SHELL,
  JAVA,
  OPENSSL,
  PDFTOTEXT,
  POSTGRESQL,
  PROMTOOL,
  REDIS,
  SHELLCHECK,
  WEB_SERVER,
  XMLLINT,
  ensureDebianPackages,
  ensureNodeModules,
} from '../lib/ensure.mjs';
import { jestFailures, playwrightFailures } from '../lib/failedTests.mjs';
import { banner, run, runHeld } from '../lib/run.mjs';
import { ensureSupportedNode, reportNode } from '../lib/supportedNode.mjs';

const started = Date.now();
const REPORTS = path.join(ROOT, 'test-results');
const JEST_REPORT = path.join(REPORTS, 'jest.json');
const E2E = path.join(ROOT, 'e2e');
const PLAYWRIGHT_REPORT = path.join(E2E, 'test-results/results.json');
// The journeys that change what every visitor sees (publishing, the footer's words, deploys of remotes) run on a
// stack of their own, every port moved and its data apart, beside the site's suites rather than after them: they
// spend most of their time waiting (a scheduled minute, an autosave, a build), the site's suites keep the cores busy.
const JOURNEYS_STACK = { FRC_PORT_OFFSET: '200', E2E_DATA_DIR: '.data/e2e-journeys', E2E_OUTPUT_DIR: 'test-results-journeys' };
const JOURNEYS_REPORT = path.join(E2E, JOURNEYS_STACK.E2E_OUTPUT_DIR, 'results.json');
const DEPLOY_REPORT = path.join(REPORTS, 'deploy.tap');
const API_REPORT = path.join(REPORTS, 'api.json');

// The tests of the deployment, each beside its subject: nginx's configurations and the images' start, malformed
// requests through nginx, the compose file and the Kubernetes manifests, deploy:local's state, the renderer of the
// pages, the contract gate, the canary guard, the files generated from the apps manifest, the render image's jobs and
// the arithmetic of `npm run perf -- --navigation`. They run after the build, so the ones that read the builds (the
// contract gate's) run too.
const DEPLOY_TESTS = [
  'scripts/stack/nginx.test.mjs',
  'scripts/stack/localPages.test.mjs',
  'scripts/stack/webServerProbe.test.mjs',
  'scripts/containers/webImage.test.mjs',
  'scripts/containers/apiImage.test.mjs',
  'scripts/containers/compose.test.mjs',
  'scripts/containers/lint.test.mjs',
  'scripts/k8s/manifests.test.mjs',
  'scripts/releases/deployLocal.test.mjs',
  'scripts/checks/observability.test.mjs',
  'scripts/apps/appsFiles.test.mjs',
  'packages/site-runtime/prerender.test.mjs',
  'packages/site-runtime/contentPages.test.mjs',
  'packages/site-runtime/renderWatcher.test.mjs',
  'packages/site-runtime/renderMetrics.test.mjs',
  'packages/site-runtime/contractGate.test.mjs',
  'packages/site-runtime/canaryGuard.test.mjs',
  'packages/site-runtime/jobs.test.mjs',
  'scripts/perf/navigationAudit.test.mjs',
  'scripts/perf/tapAudit.test.mjs',
  'scripts/lib/failedTests.test.mjs',
];

// Each step is a command. Steps with the same `beside` run at the same time: the type-check's compilers and ESLint
// each keep one core busy for part of their run only (measured: 30 to 50% of the machine idle through either
// alone). The first of them shows its output as it comes, the others theirs once it has ended. A step `after`
// another of its group starts when that one has ended (at once when that one is not run).
const STEPS = [
  { name: 'typecheck', beside: 'static checks', command: process.execPath, args: ['scripts/checks/typecheck.mjs'] },
  // ESLint over every workspace (no import circle, imports within their zones), then the check that those rules fire.
  { name: 'lint', beside: 'static checks', command: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'jest', command: 'npx', args: ['jest', '--ci', '--json', `--outputFile=${JEST_REPORT}`] },
  { name: 'api', command: 'npm', args: ['test', '--silent', '-w', 'api'], options: { env: { ...process.env, API_TEST_SUMMARY: API_REPORT } } },
  { name: 'build', command: process.execPath, args: ['scripts/stack/build.mjs'] },
  { name: 'check-build', command: process.execPath, args: ['scripts/checks/check-build.mjs'] },
  { name: 'playwright', beside: 'browsers', command: 'npx', args: ['playwright', 'test', '--project=site', '--project=containers'], options: { cwd: E2E } },
  {
    name: 'journeys',
    beside: 'browsers',
    command: 'npx',
    args: ['playwright', 'test', '--project=content', '--project=site-words', '--project=versioned-remotes'],
    options: { cwd: E2E, env: { ...process.env, ...JOURNEYS_STACK } },
  },
  // Once the journeys have ended, beside the site's last suites: those leave a quarter of the cores idle, and the
  // deployment checks wait on processes they start for a third of their time.
  {
    name: 'deploy',
    beside: 'browsers',
    after: 'journeys',
    command: process.execPath,
    args: ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${DEPLOY_REPORT}`, ...DEPLOY_TESTS],
  },
];

const only = process.argv.slice(2);
const unknown = only.filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(', ')}: the steps are ${STEPS.map((step) => step.name).join(', ')}`);
  process.exit(1);
}
const chosen = (name) => only.length === 0 || only.includes(name);
// On a Node older than 24: installs the project's Node 24 and runs this script again with it.
await ensureSupportedNode();
reportNode();
await ensureNodeModules();
await ensureDebianPackages([
  ...(chosen('api') ? [POSTGRESQL, REDIS, OPENSSL, PDFTOTEXT] : []),
  // The fuzz suite probes nginx in front of the API.
  ...(chosen('api') || chosen('deploy') || chosen('playwright') || chosen('journeys') ? WEB_SERVER : []),
  ...(chosen('deploy') ? [SHELLCHECK, PROMTOOL] : []),
  ...(chosen('playwright') || chosen('journeys') ? [HEADLESS_SHELL, JAVA, XMLLINT] : []),
]);

fs.mkdirSync(REPORTS, { recursive: true });
for (const report of [DEPLOY_REPORT, API_REPORT, JEST_REPORT, PLAYWRIGHT_REPORT, JOURNEYS_REPORT]) fs.rmSync(report, { force: true });
const steps = STEPS.filter((step) => chosen(step.name));

/** The chosen steps in order, those run beside each other together. */
const groups = [];
for (const step of steps) {
  const last = groups.at(-1);
  if (step.beside && last?.[0].beside === step.beside) last.push(step);
  else groups.push([step]);
}

const results = [];
for (const [first, ...others] of groups) {
  const timed = async (step, running) => {
    const stepStarted = Date.now();
    const outcome = await running;
    return { name: step.name, outcome, seconds: (Date.now() - stepStarted) / 1000 };
  };
  const besideIt = others.map((step) => (others.some((other) => other.name === step.after) ? `${step.name} once ${step.after} has ended` : step.name));
  banner(others.length ? `${first.name} (beside it: ${besideIt.join(', ')})` : first.name);
  /** Each held step's end, by name, for the steps that start after it. */
  const ends = new Map();
  const held = others.map((step) => {
    const ended = (ends.get(step.after) ?? Promise.resolve()).then(() => timed(step, runHeld(step.command, step.args, step.options)));
    ends.set(step.name, ended);
    return ended;
  });
  const shown = await timed(first, run(first.command, first.args, first.options));
  results.push({ name: shown.name, code: shown.outcome, seconds: shown.seconds });
  for (const each of held) {
    const { name, outcome, seconds } = await each;
    banner(`${name} (ran beside ${first.name})`);
    process.stdout.write(outcome.output);
    results.push({ name, code: outcome.code, seconds });
  }
}

function countsFrom(file, read, parse = JSON.parse) {
  try {
    return read(parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}
const jest = countsFrom(JEST_REPORT, (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests,
  names: jestFailures(report, ROOT),
}));
/** Playwright's counts of each of its runs that left a report: the site's suites, the journeys on their stack. */
const playwrightRuns = [
  ['site', PLAYWRIGHT_REPORT],
  ['journeys', JOURNEYS_REPORT],
].flatMap(([label, file]) => {
  const counts = countsFrom(file, (report) => ({
    passed: (report.stats.expected ?? 0) + (report.stats.flaky ?? 0),
    failed: report.stats.unexpected ?? 0,
    flaky: report.stats.flaky ?? 0,
    names: playwrightFailures(report),
  }));
  return counts ? [{ label, ...counts }] : [];
});
const apiRuns = countsFrom(API_REPORT, (runs) => runs);
const api = apiRuns?.map(({ label, counts }) => (counts ? `${counts.passed} passed, ${counts.failed} failed on ${label}` : `did not run on ${label}`));
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
if (playwrightRuns.length > 0) {
  const total = (key) => playwrightRuns.reduce((sum, run) => sum + run[key], 0);
  const retried = total('flaky') ? ` (${total('flaky')} of them only on the retry: see "flaky" above)` : '';
  const each = playwrightRuns.map((run) => `${run.label} ${run.passed} passed, ${run.failed} failed`).join('; ');
  console.log(`playwright: ${total('passed')} passed${retried}, ${total('failed')} failed (${each})`);
}
// Each failed test by name: a CI log that keeps only its last lines still says where to look.
const failedNames = [
  ...(jest?.names ?? []).map((name) => `jest: ${name}`),
  ...(apiRuns ?? []).flatMap(({ label, failedFiles = [] }) => jestFailures({ testResults: failedFiles }, ROOT).map((name) => `api on ${label}: ${name}`)),
  ...playwrightRuns.flatMap((each) => each.names.map((name) => `playwright ${each.label}: ${name}`)),
];
if (failedNames.length > 0) {
  console.log(`failed tests (${failedNames.length}):`);
  for (const name of failedNames.slice(0, 40)) console.log(`  ✗ ${name}`);
  if (failedNames.length > 40) console.log(`  … and ${failedNames.length - 40} more: see the steps' output above`);
}
const failedSteps = results.filter((result) => result.code !== 0).length;
console.log(`steps: ${results.length - failedSteps} passed, ${failedSteps} failed`);
console.log(`total time ${((Date.now() - started) / 60000).toFixed(1)} min`);
process.exit(failedSteps ? 1 : 0);
