// `npm run deploy:status`: what the local stack serves and how it loads. Per remote: the current version, the
// last good one and a running canary (DATA_DIR/deploy/versions.json); per remote and version, from the load
// telemetry the browsers sent: loads, failures, failure rate and p95 load time over the window; then the latest
// switches of the remote map (deploy:local's and the canary guard's, DATA_DIR/deploy/log.jsonl).
// Options: --data-dir DIR (default .data), --minutes N (the window, default 60), --api ORIGIN (default the local
// API), --switches N (how many switches, default 10).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_PORT, ROOT } from './lib/apps.mjs';
import { readCanarySettings } from './lib/canaryVerdict.mjs';
import { deployedVersions, readSwitchLog } from './lib/deployState.mjs';
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
const minutes = Number(values.minutes);
if (!Number.isInteger(minutes) || minutes < 1) {
  console.error(`deploy:status: --minutes must be a whole number of minutes, not "${values.minutes}"`);
  process.exit(1);
}

/** Rows as aligned columns. */
function table(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => `  ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')}`.trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

const version = (value) => value ?? 'root';
const versions = deployedVersions(dataDir);
console.log(`Remote map of ${path.relative(ROOT, dataDir) || '.'}:`);
console.log(
  table(
    ['remote', 'current', 'last good', 'canary'],
    Object.entries(versions).map(([remote, state]) => [
      remote,
      version(state.current),
      state.lastGood === undefined ? '-' : version(state.lastGood),
      state.canary ? `${state.canary.version} to ${state.canary.percent} % since ${state.canary.since}` : '-',
    ]),
  ),
);

let failed = false;
try {
  const response = await fetch(`${apiOrigin}/api/telemetry/remote-loads/summary?minutes=${minutes}`, {
    headers: { authorization: `Bearer ${readOpsToken(dataDir)}` },
  });
  if (!response.ok) throw new Error(`the API answered ${response.status}`);
  const summary = await response.json();
  console.log(`\nLoad telemetry, ${summary.from} to ${summary.to} (${minutes} min):`);
  if (summary.versions.length === 0) {
    console.log('  no loads reported');
  } else {
    console.log(
      table(
        ['remote', 'version', 'loads', 'failures', 'failure rate', 'p95 load'],
        summary.versions.map((figures) => [
          figures.remote,
          figures.version,
          figures.loads,
          figures.failures,
          `${(figures.failureRate * 100).toFixed(1)} %`,
          figures.p95Ms === null ? '-' : `${figures.p95Ms} ms`,
        ]),
      ),
    );
  }
} catch (error) {
  failed = true;
  console.error(`\ndeploy:status: no load telemetry from ${apiOrigin}: ${error instanceof Error ? error.message : error}`);
}

const settings = readCanarySettings();
console.log(
  `\nA canary is rolled back when more than ${settings.maxFailureRate * 100} % of at least ${settings.minLoads} loads fail (checked every ${settings.checkSeconds} s).`,
);
const switches = readSwitchLog(dataDir).slice(-Number(values.switches));
console.log(`\nLatest switches of the remote map${switches.length ? '' : ': none'}`);
if (switches.length > 0) {
  console.log(
    table(
      ['time', 'remote', 'what', 'by', 'why'],
      switches.map((entry) => [
        entry.time,
        entry.remote,
        `${entry.action} ${entry.from} -> ${entry.to}${entry.percent ? ` (${entry.percent} %)` : ''}`,
        entry.by ?? '',
        entry.reason ?? '',
      ]),
    ),
  );
}
process.exit(failed ? 1 : 0);
