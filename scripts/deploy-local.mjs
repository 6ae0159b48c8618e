// `npm run deploy:local -- intake 1.4.0` ships one remote on the local nginx
// stack the way docs/deploy.md ships it in production:
//   1. builds the remote, stamped with the version (skipped when that version
//      is already published),
//   2. publishes the build under /intake/1.4.0/ with docker/web/publish-release.sh
//      (a published version never changes),
//   3. checks the contract: the build exposes what the shell and the other remotes
//      load from it, finds what it loads from them, and accepts the shell's shared
//      libraries (scripts/lib/contractGate.mjs); else it stops, the map unchanged,
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
// Options: --data-dir DIR, the data folder of the running stack (default .data).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/apps.mjs';
import { PUBLISH_SCRIPT, REMOTE_APPS, appName, deployPaths, deployedVersions, localRemoteMap, reloadRunningNginx, switchedTo } from './lib/nginx.mjs';
import { run } from './lib/run.mjs';
import { contractProblems, readBuild } from './lib/contractGate.mjs';

const USAGE = 'usage: npm run deploy:local -- <marketing|intake|portal|admin> <version | --current> [--data-dir DIR]';
const VERSION = /^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$/;

function fail(message) {
  console.error(`deploy:local: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' }, current: { type: 'boolean', default: false } },
});
const [remote, version] = positionals;
const app = REMOTE_APPS.find((candidate) => appName(candidate) === remote);
if (!app || positionals.length !== (values.current ? 1 : 2)) fail(USAGE);
if (!values.current && !VERSION.test(version)) fail(`"${version}" is not a version like 1.4.0 or 1.4.0-rc.1`);

const dataDir = path.resolve(ROOT, values['data-dir'] ?? '.data');
const paths = deployPaths(dataDir);
const versions = deployedVersions(dataDir);
const previous = versions[remote];
const target = values.current ? null : version;

if (!values.current) {
  const release = path.join(paths.releases, remote, version);
  if (fs.existsSync(release)) {
    console.log(`${remote} ${version} is already published: switching to it, nothing is built.`);
  } else {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), `frc-${remote}-${version}-`));
    try {
      console.log(`Building ${app.workspace} as ${remote} ${version}…`);
      // MF_OUTPUT_DIR, not --output-path: the build's configurations (browser, server bundle, harness runtime) each
      // write to their own part of that folder.
      const built = await run('npm', ['run', 'build', '--silent', '-w', app.workspace], {
        env: { ...process.env, MF_BUILD_VERSION: version, MF_OUTPUT_DIR: build },
      });
      const published = built === 0 && (await run('sh', [PUBLISH_SCRIPT, build, paths.releases, remote, version])) === 0;
      if (!published) process.exitCode = 1;
    } finally {
      fs.rmSync(build, { recursive: true, force: true });
    }
    if (process.exitCode) fail(`${remote} ${version} was not published; the remote map is unchanged`);
  }
}

// The contract gate: the candidate against the shell and the other remotes as the map serves them.
const buildDirOf = (name, state) => (state ? path.join(paths.releases, name, state) : path.join(ROOT, REMOTE_APPS.find((candidate) => appName(candidate) === name).workspace, 'dist'));
const others = { shell: readBuild(path.join(ROOT, 'shell', 'dist')) };
for (const [name, state] of Object.entries(versions)) if (name !== remote) others[name] = readBuild(buildDirOf(name, state.current));
const problems = contractProblems({
  remote,
  version: target ?? 'its root build',
  candidate: readBuild(buildDirOf(remote, target)),
  others,
});
if (problems.length > 0) {
  for (const problem of problems) console.error(`deploy:local: ${problem}`);
  fail(`${remote} ${target ?? '--current'} breaks the contract above: the remote map is unchanged`);
}
versions[remote] = switchedTo(previous, target);

fs.mkdirSync(path.dirname(paths.versions), { recursive: true });
fs.writeFileSync(paths.versions, `${JSON.stringify(versions, null, 2)}\n`);
const entry = localRemoteMap(dataDir)[`REMOTE_${remote.toUpperCase()}`];
// The pages first, so nginx serves the new map with its pages from the first request (a page that could not be
// rendered is served as the page the browser renders).
const rendered = await run(process.execPath, [path.join(ROOT, 'scripts/prerender.mjs'), '--data-dir', dataDir, '--web', 'nginx']);
if (rendered !== 0) console.error('deploy:local: some pages were not pre-rendered; the browser renders them.');
const reloaded = reloadRunningNginx(dataDir);

console.log(`The shell's remote map now names ${entry} for ${remote}.`);
console.log(
  reloaded
    ? 'nginx has reloaded it: the next page load uses it.'
    : `No local nginx is serving ${path.relative(ROOT, dataDir) || '.'}: \`npm start\` will serve this map.`,
);
const { current, lastGood } = versions[remote];
if (lastGood !== undefined) {
  console.log(`Its last good version, which the browser falls back to: ${lastGood ?? 'the build at its root (--current)'}.`);
}
if (previous.current !== current) console.log(`Roll back with: npm run deploy:local -- ${remote} ${previous.current ?? '--current'}`);
