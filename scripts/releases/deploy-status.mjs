// `npm run deploy:status`: what the local stack serves and how it loads. Per remote: the current version, the
// last good one and a running canary (DATA_DIR/deploy/versions.json); per remote and version, from the load
// telemetry the browsers sent: loads, failures, failure rate and p95 load time over the window; then the latest
// switches of the remote map (deploy:local's and the canary guard's, DATA_DIR/deploy/log.jsonl); then the latest
// render of the pages and the pages it left out (DATA_DIR/pages/render-report.json). The images have
// the same report from the render image's status job (@frc/site-runtime's status.mjs, docs/safe-deploys.md).
// Options: --data-dir DIR (default .data), --minutes N (the window, default 60), --api ORIGIN (default the local
// API), --switches N (how many switches, default 10).
import path from 'node:path';
import { readCanarySettings } from '@frc/site-runtime/canaryVerdict.mjs';
import { printStatus, readRenderReport, readTelemetrySummary } from '@frc/site-runtime/deployReport.mjs';
import { deployedVersions, readSwitchLog } from '@frc/site-runtime/deployState.mjs';
import { API_PORT, ROOT } from '../apps/apps.mjs';
import { pagesDirOf } from '../stack/localPages.mjs';
import { readOpsToken } from '../stack/opsToken.mjs';

const version = (value) => value ?? 'root';

await printStatus('deploy:status', { 'data-dir': { type: 'string' }, api: { type: 'string' } }, async (values, minutes) => {
  const dataDir = path.resolve(ROOT, values['data-dir'] ?? '.data');
  const apiOrigin = values.api ?? `http://127.0.0.1:${API_PORT}`;
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
  return {
    title: `Remote map of ${path.relative(ROOT, dataDir) || '.'}`,
    versions,
    summary,
    settings: readCanarySettings(),
    switches: readSwitchLog(dataDir),
    render: readRenderReport(pagesDirOf(dataDir)),
  };
});
