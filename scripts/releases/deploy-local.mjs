// `npm run deploy:local -- intake 1.4.0` ships one remote on the local nginx
// stack the way docs/deploy.md ships it in production:
//   1. builds the remote, stamped with the version (skipped when that version
//      is already published),
//   2. publishes the build under /intake/1.4.0/ with docker/web/publish-release.sh
//      (a published version never changes),
//   3. checks the contract: the build exposes what the shell and the other remotes
//      load from it, finds what it loads from them, and accepts the shell's shared
//      libraries (@frc/site-runtime's contractGate.mjs); else it stops, the map unchanged,
//   4. renders the site's pages for the new remote map (docs/rendering.md),
//   5. points the shell's remote map at it and has nginx reload: the shell is
//      not rebuilt, the next page load uses the new version and its pages.
// Naming a version that is already published only switches to it: that is the
// rollback. `npm run deploy:local -- intake --current` goes back to the build
// served at the remote's root (its dist/).
// The map also names each remote's last good version: the one that served
// before the switch, which the browser falls back to when the new one cannot be
// loaded. Going back to the last good version leaves none (the version left is
// the one that failed).
// A canary: `npm run deploy:local -- intake 1.5.0 --canary 10` publishes and checks 1.5.0 the same way, then
// serves it to about 10 % of visitors (each keeps theirs across reloads) while everyone else keeps the current
// version; `npm run deploy:local -- intake --promote` makes it current. The canary guard of the running stack
// (scripts/releases/canary-guard.mjs) ends it by itself when its failure rate in the load telemetry passes the threshold
// (docs/safe-deploys.md). Deploying the current version again ends a canary by hand.
// Every switch is logged in DATA_DIR/deploy/log.jsonl (`npm run deploy:status` shows the latest).
// Options: --data-dir DIR, the data folder of the running stack (default .data).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_APPS, ROOT, appName, remoteApp } from '../apps/apps.mjs';
import { reloadRunningNginx } from '../stack/nginx.mjs';
import { deployedVersions, localRemoteMap, logSwitch, promoted, saveVersions, switchedTo, withCanary } from '@frc/site-runtime/deployState.mjs';
import { VERSION, localContractProblems, publishVersion } from './localRelease.mjs';
import { run } from '../lib/run.mjs';

const USAGE = `usage: npm run deploy:local -- <${REMOTE_APPS.map(appName).join('|')}> <version [--canary PERCENT] | --current | --promote> [--data-dir DIR]`;

function fail(message) {
  console.error(`deploy:local: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'data-dir': { type: 'string' },
    current: { type: 'boolean', default: false },
    canary: { type: 'string' },
    promote: { type: 'boolean', default: false },
  },
});
const [remote, named] = positionals;
const app = remoteApp(remote);
const versionNamed = !values.current && !values.promote;
if (!app || positionals.length !== (versionNamed ? 2 : 1) || (values.current && values.promote)) fail(USAGE);
if (values.canary !== undefined && !versionNamed) fail(`--canary needs a version: ${USAGE}`);
if (versionNamed && !VERSION.test(named)) fail(`"${named}" is not a version like 1.4.0 or 1.4.0-rc.1`);
const canaryPercent = values.canary === undefined ? undefined : Number(values.canary);
if (canaryPercent !== undefined && !(Number.isInteger(canaryPercent) && canaryPercent >= 1 && canaryPercent <= 100)) {
  fail(`--canary must be a whole percentage from 1 to 100, not "${values.canary}"`);
}

const dataDir = path.resolve(ROOT, values['data-dir'] ?? '.data');
const versions = deployedVersions(dataDir);
const previous = versions[remote];
if (values.promote && !previous.canary) fail(`${remote} has no canary to promote`);
// The version checked and switched to: the one named, the root build (--current), or the canary (--promote).
const target = values.current ? null : values.promote ? previous.canary.version : named;

if (versionNamed) {
  try {
    if ((await publishVersion({ dataDir, remote, version: named })) === 'already published') {
      console.log(`${remote} ${named} is already published: switching to it, nothing is built.`);
    }
  } catch (error) {
    fail(`${error.message}; the remote map is unchanged`);
  }
}

// The contract gate: the candidate against the shell and the other remotes as the map serves them.
const problems = localContractProblems({ dataDir, remote, version: target, versions });
if (problems.length > 0) {
  for (const problem of problems) console.error(`deploy:local: ${problem}`);
  fail(`${remote} ${target ?? '--current'} breaks the contract above: the remote map is unchanged`);
}
const action = canaryPercent !== undefined ? 'canary' : values.promote ? 'promote' : 'switch';
if (action === 'canary') {
  if (target === previous.current) fail(`${remote} ${target} is already the current version: a canary must be another one`);
  versions[remote] = withCanary(previous, target, canaryPercent, new Date().toISOString());
} else {
  versions[remote] = values.promote ? promoted(previous) : switchedTo(previous, target);
}

saveVersions(dataDir, versions);
logSwitch(dataDir, {
  remote,
  action,
  from: previous.current ?? 'root',
  to: target ?? 'root',
  ...(action === 'canary' ? { percent: canaryPercent } : {}),
  by: 'deploy:local',
});
const remoteMap = localRemoteMap(dataDir);
const entry = remoteMap[`REMOTE_${remote.toUpperCase()}`];
// The pages first, so nginx serves the new map with its pages from the first request (a page that could not be
// rendered is left out and reported: `npm run deploy:status` names it). A canary changes no page: the pages are the current
// versions'.
if (action !== 'canary') {
  // --reuse: going back to a map rendered before (a rollback) keeps its pages, unless a build changed since.
  const rendered = await run(process.execPath, [path.join(ROOT, 'scripts/stack/prerender.mjs'), '--data-dir', dataDir, '--reuse']);
  if (rendered !== 0) console.error('deploy:local: some pages were left out of the render; `npm run deploy:status` names them.');
}
const reloaded = await reloadRunningNginx(dataDir);

if (action === 'canary') {
  console.log(`The shell's remote map now serves ${remoteMap[`REMOTE_${remote.toUpperCase()}_CANARY`]} to about ${canaryPercent} % of visitors, ${entry} to the others.`);
  console.log(`Promote it with: npm run deploy:local -- ${remote} --promote; end it with: npm run deploy:local -- ${remote} ${previous.current ?? '--current'}`);
} else {
  console.log(`The shell's remote map now names ${entry} for ${remote}.`);
}
console.log(
  reloaded
    ? 'nginx has reloaded it: the next page load uses it.'
    : `No local nginx is serving ${path.relative(ROOT, dataDir) || '.'}: \`npm start\` will serve this map.`,
);
const { current, lastGood } = versions[remote];
if (lastGood !== undefined) {
  console.log(`Its last good version, which the browser falls back to: ${lastGood ?? 'the build at its root (--current)'}.`);
}
if (action !== 'canary' && previous.current !== current) console.log(`Roll back with: npm run deploy:local -- ${remote} ${previous.current ?? '--current'}`);
