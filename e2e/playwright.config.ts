import { defineConfig } from '@playwright/test';
import { SHELL_ORIGINS } from './support/apps';
import { DATA_DIR, LOCAL_STACK, SECOND_STACK, SITE } from './support/site';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Where results and failures' traces go: a run against another stack started from a test of this suite
// (`npm run test:e2e:second-stack`, `npm run test:compat`) keeps them apart, so it never empties this run's folder.
const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR || 'test-results';

/**
 * Runs against the production builds, served by Debian's nginx with the images' configuration (the stack of
 * `npm start`), with a fresh database. The versioned-deploy suite builds remotes and switches the remote map,
 * so it runs alone, after the others.
 *
 * With E2E_BASE_URL (and MAILBOX_URL) it runs against that deployed site instead and starts nothing; the tests
 * that need the local stack are skipped, each saying why (support/target.ts).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: OUTPUT_DIR,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The site's tests run on two workers, and `npm test` runs the journeys beside them: together they keep the
  // machine's two cores busy (measured: 0 to 7% idle). The content project may take a third: its journeys wait for
  // a scheduled minute to come.
  workers: 3,
  // No retry, in CI either: a test that passes only on a second try is a defect to fix at its cause.
  retries: 0,
  reporter: [['list'], ['json', { outputFile: `${OUTPUT_DIR}/results.json` }]],
  globalSetup: './support/globalSetup.ts',
  use: {
    baseURL: SITE,
    browserName: 'chromium',
    // Debian's Chromium headless shell (npm test installs it: scripts/lib/ensure.mjs says why not the full browser).
    launchOptions: { executablePath: '/usr/lib/chromium/chromium-headless-shell', args: CHROMIUM_ARGS },
    // A language without a region, whatever the machine's own: the forms keep their spec's default dial codes
    // (they pick the browser's region's when they list it). A test that needs a region says so (test.use).
    locale: 'en',
    // Recording a trace of every test makes the suite a third slower (measured: 58 tests 300 s with, 199 s without).
    // CI records no trace (there is no retry to record one on); a failure keeps its screenshot and page snapshot.
    // A local run keeps the trace of a failure.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'site', workers: 2, testIgnore: /(versioned-remotes|containers-smoke|content-publishing|editor-autosave|editor-media|site-words)\.spec\.ts$/ },
    // The smoke suite of a deployed stack (npm run containers:test runs it against the compose stack).
    { name: 'containers', workers: 2, testMatch: /containers-smoke\.spec\.ts$/ },
    // Publishing changes what every visitor reads (a news item at the top of the news, a testimonial's words): after
    // the suites that read the seeded content when it shares their stack. On a second stack (E2E_DATA_DIR with
    // FRC_PORT_OFFSET) it waits for nothing: `npm test` runs it so, beside the site's suites (scripts/checks/test.mjs).
    { name: 'content', testMatch: /(content-publishing|editor-autosave|editor-media)\.spec\.ts$/, dependencies: SECOND_STACK ? [] : ['site'] },
    // The footer's words change on every page at once: after the others, and it puts the words back when done.
    { name: 'site-words', testMatch: /site-words\.spec\.ts$/, dependencies: ['content'] },
    { name: 'versioned-remotes', testMatch: /versioned-remotes\.spec\.ts$/, dependencies: ['site-words'] },
  ],
  webServer: LOCAL_STACK
    ? {
        command: `node ../scripts/stack/serve.mjs --e2e --fresh --data-dir ${DATA_DIR}`,
        url: `${SHELL_ORIGINS[1]}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      }
    : undefined,
});
