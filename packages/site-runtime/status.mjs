// The status job of the images (docs/safe-deploys.md), what `npm run deploy:status` is to the local stack: the
// remote map the shell serves now (a guard's rollback included), the load telemetry's figures per remote and
// version, the canary guard's threshold and its latest rollbacks (MAP_OVERRIDES_DIR/log.jsonl), and the latest render
// of the pages with the pages it left out (PAGES_DIR/render-report.json). Run it with the
// guard's settings: `docker compose run --rm --no-deps canary-guard node status.mjs [--minutes 60]`.
//
//   SHELL_INTERNAL      the shell inside the network (its /remotes.json)
//   API_ORIGIN, OPS_TOKEN   the API and the operators' token its telemetry summary asks for
//   MAP_OVERRIDES_DIR   the guard's volume
//   PAGES_DIR           the pages' volume (read only), where the render service writes its report
//   CANARY_MAX_FAILURE_RATE, CANARY_MIN_LOADS, CANARY_CHECK_SECONDS   the guard's threshold
//
// Options: --minutes N (the window, default 60), --switches N (how many rollbacks, default 10).
import path from 'node:path';
import { readCanarySettings } from './canaryVerdict.mjs';
import { printStatus, readRenderReport, readSwitches, readTelemetrySummary } from './deployReport.mjs';
import { versionOf } from './releases.mjs';

const {
  SHELL_INTERNAL = 'http://shell:8080',
  API_ORIGIN = 'http://api:4000',
  OPS_TOKEN = '',
  MAP_OVERRIDES_DIR = '/srv/map-overrides',
  PAGES_DIR = '/srv/pages',
} = process.env;

/** A map entry's version (a build at a remote's root names none). @param {string} entry */
const version = (entry) => versionOf(entry) || 'root';

await printStatus('status', {}, async (_values, minutes) => {
  let map;
  try {
    const response = await fetch(`${SHELL_INTERNAL}/remotes.json`);
    if (!response.ok) throw new Error(`it answered ${response.status}`);
    map = await response.json();
  } catch (error) {
    console.error(`status: the remote map cannot be read from ${SHELL_INTERNAL}/remotes.json: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const versions = Object.fromEntries(
    Object.entries(map).map(([remote, entry]) => {
      if (typeof entry === 'string') return [remote, { current: version(entry) }];
      return [
        remote,
        {
          current: version(entry.current),
          ...(entry.lastGood ? { lastGood: version(entry.lastGood) } : {}),
          ...(entry.canary ? { canary: { version: version(entry.canary.entry), percent: entry.canary.percent } } : {}),
        },
      ];
    }),
  );
  const summary = OPS_TOKEN
    ? await readTelemetrySummary({ apiOrigin: API_ORIGIN, token: OPS_TOKEN, minutes })
    : new Error("OPS_TOKEN is not set (it must be the API's)");
  let settings;
  try {
    settings = readCanarySettings(process.env);
  } catch (error) {
    console.error(`status: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  return {
    title: `Remote map served by ${SHELL_INTERNAL}`,
    versions,
    summary,
    settings,
    switches: readSwitches(path.join(MAP_OVERRIDES_DIR, 'log.jsonl')),
    render: readRenderReport(PAGES_DIR),
  };
});
