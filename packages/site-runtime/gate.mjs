// The contract gate of the images (docs/safe-deploys.md): compose starts the shell with a remote map only once
// this job has passed for that map (docker/compose.yaml: the shell depends on `gate` completing). It checks every
// version the map names, each remote's current one and its canary, against the shell (this image's build: the
// same release as the shell's image) and the other remotes' current versions: every module they load from it is
// exposed, every library it shares the shell provides at a version it accepts. On a problem it names each one and
// exits 1: compose then leaves the running shell, and the map it serves, as they were.
//
//   REMOTE_NAMES               the remotes, default "marketing intake portal admin"
//   REMOTE_<NAME>              the URL of the mf-manifest.json of the version the map names for that remote
//   REMOTE_<NAME>_CANARY       that of its canary, if any
//   SHELL_DIR                  the shell's build
//   RELEASES_ROOT              each remote's published versions, mounted read-only at RELEASES_ROOT/<remote>/
//   WAIT_SECONDS               how long to wait for the versions to be published, default 60
import { mapProblems, readBuild } from './contractGate.mjs';
import { assertPublished, releaseDirOf, retrying, versionOf } from './releases.mjs';

const { SHELL_DIR = '/srv/shell', RELEASES_ROOT = '/releases', REMOTE_NAMES = 'marketing intake portal admin', WAIT_SECONDS = '60' } = process.env;
const INTERVAL_MS = 2000;

/** @type {Record<string, { current: string, canary?: string }>} */
const entries = {};
for (const remote of REMOTE_NAMES.split(/\s+/).filter(Boolean)) {
  const variable = `REMOTE_${remote.toUpperCase()}`;
  const current = process.env[variable];
  if (!current) {
    console.error(`gate: ${variable} must name the mf-manifest.json of ${remote}'s version`);
    process.exit(1);
  }
  entries[remote] = { current, ...(process.env[`${variable}_CANARY`] ? { canary: process.env[`${variable}_CANARY`] } : {}) };
}
/** Each version the map names, as [remote, entry]. */
const named = Object.entries(entries).flatMap(([remote, { current, canary }]) => (canary ? [current, canary] : [current]).map((entry) => /** @type {const} */ ([remote, entry])));

try {
  // The remotes publish their versions as their containers start, alongside this job.
  const attempts = Math.max(1, Math.ceil((Number(WAIT_SECONDS) * 1000) / INTERVAL_MS));
  await retrying(
    async () => {
      for (const [remote, entry] of named) assertPublished(RELEASES_ROOT, { [remote]: entry });
    },
    { attempts, intervalMs: INTERVAL_MS },
  );
} catch (error) {
  console.error(`gate: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

/** @param {string} remote @param {string} entry */
const version = (remote, entry) => ({ version: versionOf(entry), build: readBuild(releaseDirOf(RELEASES_ROOT, remote, entry)) });
const remotes = Object.fromEntries(
  Object.entries(entries).map(([remote, { current, canary }]) => [remote, { current: version(remote, current), ...(canary ? { canary: version(remote, canary) } : {}) }]),
);
const problems = mapProblems({ shell: readBuild(SHELL_DIR), remotes });
if (problems.length > 0) {
  for (const problem of problems) console.error(`gate: ${problem}`);
  console.error('gate: the remote map above breaks the contract: the shell keeps the map it serves');
  process.exit(1);
}
console.log(`gate: every version the map names keeps the contract (${named.map(([remote, entry]) => `${remote} ${versionOf(entry)}`).join(', ')})`);
