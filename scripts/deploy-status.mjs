// `npm run deploy:status`: what the local stack serves and how it loads. Per remote: the current version, the
// last good one and a running canary (DATA_DIR/deploy/versions.json); per remote and version, from the load
// telemetry the browsers sent: loads, failures, failure rate and p95 load time over the window; then the latest
// switches of the remote map (deploy:local's and the canary guard's, DATA_DIR/deploy/log.jsonl); then the latest
// render of the pages and the pages it left out (DATA_DIR/pages/render-report.json). The images have
// the same report from the render image's status job (docker/render/status.mjs, docs/safe-deploys.md).
// Options: --data-dir DIR (default .data), --minutes N (the window, default 60), --api ORIGIN (default the local
// API), --switches N (how many switches, default 10).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_PORT, ROOT } from './lib/apps.mjs';
import { readCanarySettings } from '@frc/site-runtime/canaryVerdict.mjs';
import { readRenderReport, readTelemetrySummary, statusReport, windowMinutes } from '@frc/site-runtime/deployReport.mjs';
import { deployedVersions, readSwitchLog } from '@frc/site-runtime/deployState.mjs';
import { pagesDirOf } from './lib/localPages.mjs';
import { readOpsToken } from './lib/opsToken.mjs';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    minutes: { type: 'string', default: '60' },
    api: { type: 'string' },
    switches: { type: 'string', default: '10' },
  },
});
const dataDir = path.resolve(ROOT, values['data-dir'] ?? '.data');
const apiOrigin = values.api ?? `http://127.0.0.1:${API_PORT}`;
const minutes = windowMinutes(values.minutes);
if (minutes === undefined) {
  console.error(`deploy:status: --minutes must be a whole number of minutes, not "${values.minutes}"`);
  process.exit(1);
}

const version = (value) => value ?? 'root';
const versions = Object.fromEntries(
  Object.entries(deployedVersions(dataDir)).map(([remote, state]) => [
    remote,
    {
      current: version(state.current),
      ...(state.lastGood !== undefined ? { lastGood: version(state.lastGood) } : {}),
      ...(state.canary ? { canary: state.canary } : {}),
    },
  ]),
);
let summary;
try {
  summary = await readTelemetrySummary({ apiOrigin, token: readOpsToken(dataDir), minutes });
} catch (error) {
  // No token: the stack of this data folder never ran.
  summary = error;
}
const report = statusReport({
  title: `Remote map of ${path.relative(ROOT, dataDir) || '.'}`,
  versions,
  summary,
  minutes,
  settings: readCanarySettings(),
  switches: readSwitchLog(dataDir).slice(-Number(values.switches)),
  render: readRenderReport(pagesDirOf(dataDir)),
});
console.log(report.join('\n'));
process.exit(summary instanceof Error ? 1 : 0);
