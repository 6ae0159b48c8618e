// Watches the canaries of a local stack (@frc/site-runtime's canaryGuard.mjs) until stopped; `npm start` and the
// end-to-end stack run it. Settings: CANARY_MAX_FAILURE_RATE, CANARY_MIN_LOADS, CANARY_CHECK_SECONDS.
// Options: --data-dir DIR (default .data), --api ORIGIN (default the local API).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_PORT, ROOT } from '../apps/apps.mjs';
import { checkCanaries } from '@frc/site-runtime/canaryGuard.mjs';
import { readCanarySettings } from '@frc/site-runtime/canaryVerdict.mjs';
import { localCanaryMap } from '@frc/site-runtime/deployState.mjs';
import { readOpsToken } from '../stack/opsToken.mjs';
import { reloadRunningNginx } from '../stack/nginx.mjs';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, api: { type: 'string' } } });
const dataDir = path.resolve(ROOT, values['data-dir'] ?? '.data');
const apiOrigin = values.api ?? `http://127.0.0.1:${API_PORT}`;
const settings = readCanarySettings();
const map = localCanaryMap(dataDir, () => reloadRunningNginx(dataDir));
let lastProblem = '';

async function check() {
  try {
    const token = readOpsToken(dataDir);
    await checkCanaries({ map, apiOrigin, token, settings });
    lastProblem = '';
  } catch (error) {
    // Said once, not every few seconds (the API may still be starting).
    const problem = error instanceof Error ? error.message : String(error);
    if (problem !== lastProblem) console.error(`canary guard: ${problem}`);
    lastProblem = problem;
  }
}

const timer = setInterval(check, settings.checkSeconds * 1000);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (clearInterval(timer), process.exit(0)));
