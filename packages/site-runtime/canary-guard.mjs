// The canary guard of the images (docs/safe-deploys.md): while the remote map names a canary, reads its figures
// from the load telemetry and, when its failure rate passes the threshold over enough loads, takes it out of the
// map without a person: it writes the map the shell serves, without that canary, to
// MAP_OVERRIDES_DIR/<the map's key>.json, which the shell's nginx then serves as /remotes.json (for that map
// only: a deploy writes a map with another key). Visitors who had the canary get the current version at their
// next page load. Each rollback is one line on the output (`docker compose logs canary-guard`) and one in
// MAP_OVERRIDES_DIR/log.jsonl, which the status job shows (status.mjs).
//
//   REMOTE_NAMES                 the remotes, default "marketing intake portal admin"
//   REMOTE_<NAME>_CANARY         the mf-manifest.json of a remote's canary (the same variables as the shell's)
//   SHELL_INTERNAL               the shell inside the network (its /remotes.json and /.frc/map-key)
//   API_ORIGIN, OPS_TOKEN        the API and the operators' token its telemetry summary asks for
//   MAP_OVERRIDES_DIR            where the map without the canary goes (a volume the shell reads)
//   CANARY_MAX_FAILURE_RATE, CANARY_MIN_LOADS, CANARY_CHECK_SECONDS   the threshold (canaryVerdict.mjs)
//
// `node canary-guard.mjs --once` checks once and exits.
import fs from 'node:fs';
import path from 'node:path';
import { checkCanaries } from './canaryGuard.mjs';
import { percent, readCanarySettings } from './canaryVerdict.mjs';
import { appendSwitch } from './deployReport.mjs';
import { versionOf } from './releases.mjs';

const env = process.env;
const { SHELL_INTERNAL = 'http://shell:8080', API_ORIGIN = 'http://api:4000', OPS_TOKEN = '', MAP_OVERRIDES_DIR = '/srv/map-overrides' } = env;
const once = process.argv.includes('--once');
const log = (/** @type {string} */ line) => console.log(`canary guard: ${line}`);

/** @type {import('./canaryVerdict.mjs').CanarySettings} */
let settings;
try {
  settings = readCanarySettings(env);
} catch (error) {
  console.error(`canary guard: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

// Figures count from the guard's start: compose starts it again with every change of the map's variables.
const since = new Date().toISOString();
const canaries = (env.REMOTE_NAMES ?? 'marketing intake portal admin')
  .split(/\s+/)
  .filter(Boolean)
  .flatMap((remote) => {
    const entry = env[`REMOTE_${remote.toUpperCase()}_CANARY`];
    return entry ? [{ remote, entry, version: versionOf(entry), since }] : [];
  });
const watching = new Set(canaries.map((canary) => canary.remote));

/** @param {string} name */
async function shellText(name) {
  const response = await fetch(`${SHELL_INTERNAL}/${name}`);
  if (!response.ok) throw new Error(`${SHELL_INTERNAL}/${name} answered ${response.status}`);
  return response.text();
}

/** The map the shell serves, as the guard sees it: a canary rolled back goes under the key of the map the shell wrote. */
const servedMap = {
  canaries: () => canaries.filter((canary) => watching.has(canary.remote)),
  /** @param {{ remote: string, version: string }} canary @param {string} reason */
  async rollBack({ remote, version }, reason) {
    const key = (await shellText('.frc/map-key')).trim();
    if (!/^[0-9a-f]{16}$/.test(key)) throw new Error(`the shell's map key is "${key}"`);
    // What the shell serves now: another canary of the same map may already be out of it.
    const map = JSON.parse(await shellText('remotes.json'));
    const versions = map[remote];
    if (versions && typeof versions === 'object' && versions.canary) delete versions.canary;
    const file = path.join(MAP_OVERRIDES_DIR, `${key}.json`);
    const staging = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(staging, `${JSON.stringify(map, null, 2)}\n`, { mode: 0o644 });
    fs.renameSync(staging, file);
    watching.delete(remote);
    const current = typeof versions === 'object' ? versions.current : versions;
    const to = current ? versionOf(current) || 'root' : 'the current version';
    appendSwitch(path.join(MAP_OVERRIDES_DIR, 'log.jsonl'), { remote, action: 'rollback', from: version, to, reason, by: 'canary guard', map: key });
    return { to, map: key };
  },
};

// The API or the shell not answering means no rollback this time: said, and tried again at the next check.
const check = () =>
  checkCanaries({
    map: servedMap,
    apiOrigin: API_ORIGIN,
    token: OPS_TOKEN,
    settings,
    log: console.log,
    onError: (canary, error) => log(`${canary.remote} ${canary.version} not checked: ${error instanceof Error ? error.message : error}`),
  });

async function start() {
  if (canaries.length === 0) log('the map names no canary: nothing to watch');
  else log(`watching ${canaries.map((canary) => `${canary.remote} ${canary.version}`).join(', ')}: rolled back when more than ${percent(settings.maxFailureRate)} of at least ${settings.minLoads} loads fail`);
  await check();
  if (!once) setInterval(check, settings.checkSeconds * 1000);
}

if (!OPS_TOKEN) {
  // Said once; the job stays up (no restart loop) but guards nothing until it is started again with the token.
  console.error("canary guard: OPS_TOKEN is not set (it must be the API's): the load telemetry cannot be read, no canary is guarded");
  if (once) process.exit(1);
  setInterval(() => {}, 2 ** 30);
} else {
  await start();
}
