// QA against a deployment, tried on this machine: starts a second stack beside the first, every port moved by
// FRC_PORT_OFFSET (default 10000: the shell on :13000), with a data folder of its own (.data/second-stack), then
// runs the cross-remote suites against it as against any deployed site (E2E_BASE_URL, MAILBOX_URL): nothing of the
// suites' own stack is started, and the tests that need local control are skipped, each saying why.
// `npm run test:e2e:second-stack [-- <playwright arguments>]`
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import appsManifest from '../packages/build-config/apps.js';
import { ROOT } from './lib/apps.mjs';
import { run } from './lib/run.mjs';

const offset = process.env.FRC_PORT_OFFSET || '10000';
const apps = appsManifest.readApps({ FRC_PORT_OFFSET: offset });
const site = apps.shell.origin;
const env = { ...process.env, FRC_PORT_OFFSET: offset };

// The stack's own output (the API's request log) goes to a file, not between the test runner's lines.
const logFile = path.join(os.tmpdir(), 'frc-second-stack.log');
const log = fs.openSync(logFile, 'w');
const stack = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs'), '--e2e', '--fresh', '--data-dir', '.data/second-stack', '--web', 'nginx'], {
  cwd: ROOT,
  env,
  stdio: ['ignore', log, log],
});
const stopStack = () => new Promise((resolve) => (stack.exitCode !== null ? resolve() : (stack.once('exit', resolve), stack.kill('SIGTERM'))));

async function up(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stack.exitCode !== null) return false;
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

let code = 1;
if (await up(`http://127.0.0.1:${apps.shell.port}/api/health`)) {
  console.log(`The second stack is up at ${site} (its output: ${logFile}); the suites run against it.\n`);
  code = await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: path.join(ROOT, 'e2e'),
    env: { ...env, FRC_PORT_OFFSET: '0', E2E_BASE_URL: site, MAILBOX_URL: `http://127.0.0.1:${apps.mailWebPort}` },
  });
} else {
  console.error(`The second stack did not come up at ${site}: see ${logFile}`);
}
await stopStack();
process.exit(code);
