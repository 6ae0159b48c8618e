// Serves the built product until stopped, on the ports of the apps manifest (apps.json): the shell, the four
// remotes, /api proxied to the API, the MailDev inbox. FRC_PORT_OFFSET=N moves every port by N: a second stack
// beside the first (with its own --data-dir).
// Options: --data-dir DIR (database folder; default .data), --fresh (empty it first),
// --e2e (relaxed rate limits and a short client notice window for the test suite).
// The web apps are served by Debian's nginx with the images' configuration: installed here when it is missing.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_PORT, MAIL_WEB_PORT, ROOT, SHELL_ORIGINS, WEB_APPS } from '../apps/apps.mjs';
import { ensureDebianPackages, WEB_SERVER } from '../lib/ensure.mjs';
import { startStack } from './stack.mjs';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    e2e: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
  },
});
await ensureDebianPackages(WEB_SERVER);
const dataDir = path.resolve(ROOT, values['data-dir'] ?? '.data');
if (values.fresh) fs.rmSync(dataDir, { recursive: true, force: true });
// The suite's notice window is shorter than the default, and its tests may end one case's window on demand
// (POST /api/ops/notices {"caseRef"}), so they see a gathered notice without waiting for it.
const apiEnv = values.e2e ? { RATE_LIMITS: 'relaxed', CLIENT_NOTICE_WINDOW_MINUTES: '5', OPS_NOTICES_END_WINDOW: 'true', OPS_LETTERS_EXPIRE_ON_DEMAND: 'true' } : {};
// The end-to-end suite's canaries fail on purpose a few times: the guard decides on fewer loads, more often.
const guardEnv = values.e2e ? { CANARY_MIN_LOADS: '3', CANARY_CHECK_SECONDS: '1' } : {};

// Asked to stop while still starting (the pages rendering, say): what has started is stopped once the start is
// over, instead of leaving the API and the inbox running without this process.
let stop = null;
let stopAsked = false;
const stopAndExit = async () => {
  await stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAsked = true;
    if (stop) void stopAndExit();
  });
}

stop = await startStack({ dataDir, apiEnv, guardEnv }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
if (stopAsked) await stopAndExit();

console.log(`
The site is up: ${SHELL_ORIGINS[0]}
  remotes      ${WEB_APPS.slice(1).map((app) => `${app.workspace} :${app.port}`).join(', ')}
  API          ${SHELL_ORIGINS[0]}/api (process on :${API_PORT}, data in ${path.relative(ROOT, dataDir) || '.'})
  mail inbox   http://localhost:${MAIL_WEB_PORT}
Press Ctrl+C to stop.`);
