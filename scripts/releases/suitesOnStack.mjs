// The cross-remote suites against a stack of `npm start` started beside the first: every port moved by an offset
// (FRC_PORT_OFFSET), its data in a folder of its own. The suites run against it as against any deployed site
// (E2E_BASE_URL, MAILBOX_URL): nothing of their own stack is started, and the tests that need local control are
// skipped, each saying why. Used by `npm run test:e2e:second-stack` and `npm run test:compat`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import appsManifest from '../../packages/build-config/apps.js';
import { ROOT } from '../apps/apps.mjs';
import { nginxInstalled } from '../stack/nginx.mjs';
import { HEADLESS_SHELL } from '../lib/ensure.mjs';
import { run } from '../lib/run.mjs';

/**
 * Starts the stack, waits until its API answers through the shell, runs Playwright with `playwrightArgs` against it,
 * then stops the stack. Resolves with Playwright's exit code, or 1 when the stack did not come up.
 * @param {object} options
 * @param {string} options.offset     FRC_PORT_OFFSET of the stack (the shell on 3000 + offset)
 * @param {string} options.dataDir    its data folder, relative to the repository's root
 * @param {boolean} [options.fresh]   empty the data folder first (else the stack serves the deploy state it holds)
 * @param {string} options.name       names its log file (the stack's own output goes there, not between the tests' lines)
 * @param {string[]} options.playwrightArgs
 * @param {(site: string) => Promise<void>} [options.beforeSuites]  checks the stack once it is up; a throw stops the run (code 1)
 */
export async function runSuitesOnStack({ offset, dataDir, fresh = false, name, playwrightArgs, beforeSuites = async () => {} }) {
  if (!nginxInstalled()) {
    console.error('nginx is not installed: the stack the suites run against is served by it as deployed (npm test installs it; or apt-get install nginx)');
    return 1;
  }
  if (!HEADLESS_SHELL.check()) {
    console.error('The suites run in Debian\'s Chromium headless shell, which is not installed (npm test installs it; or apt-get install chromium-headless-shell)');
    return 1;
  }
  const env = { ...process.env, FRC_PORT_OFFSET: offset };
  const apps = appsManifest.readApps(env);
  const site = apps.shell.origin;
  const logFile = path.join(os.tmpdir(), `frc-${name}.log`);
  const log = fs.openSync(logFile, 'w');
  const serveArgs = ['--e2e', ...(fresh ? ['--fresh'] : []), '--data-dir', dataDir];
  const stack = spawn(process.execPath, [path.join(ROOT, 'scripts/stack/serve.mjs'), ...serveArgs], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  const stopStack = () => new Promise((resolve) => (stack.exitCode !== null ? resolve() : (stack.once('exit', resolve), stack.kill('SIGTERM'))));
  // Stopped itself (Ctrl+C, a time limit): the stack goes too, so its ports are free for the next run.
  const onSignal = async (signal) => {
    await stopStack();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, onSignal);

  const up = async (url, timeoutMs = 180_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (stack.exitCode !== null) return false;
      const answer = await fetch(url).catch(() => null);
      if (answer?.ok) return true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return false;
  };

  let code = 1;
  try {
    if (await up(`http://127.0.0.1:${apps.shell.port}/api/health`)) {
      console.log(`The stack is up at ${site} (its output: ${logFile}).`);
      await beforeSuites(site);
      console.log('The suites run against it.\n');
      code = await run('npx', ['playwright', 'test', ...playwrightArgs], {
        cwd: path.join(ROOT, 'e2e'),
        env: {
          ...env,
          FRC_PORT_OFFSET: '0',
          E2E_BASE_URL: site,
          MAILBOX_URL: `http://127.0.0.1:${apps.mailWebPort}`,
          // Its results beside those of a run it may be started from (e2e/playwright.config.ts).
          E2E_OUTPUT_DIR: `test-results/${name}`,
        },
      });
    } else {
      console.error(`The stack did not come up at ${site}: see ${logFile}`);
    }
  } catch (error) {
    console.error(error.message);
  } finally {
    await stopStack();
    for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, onSignal);
  }
  return code;
}
