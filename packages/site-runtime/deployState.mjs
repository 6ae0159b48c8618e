// The local deploy state (what `npm run deploy:local` and the canary guard change, what configure.sh is given):
// per remote, the version the shell loads, the one it falls back to, and a canary served to some visitors; and
// the log of every switch.
import fs from 'node:fs';
import path from 'node:path';
import { readApps } from '@frc/build-config/apps.js';
import { appendSwitch, readSwitches } from './deployReport.mjs';

/** @import { DeployVersions, LoggedSwitch, RemoteDeployState, SwitchEntry } from './types' */

/** The four remotes, as apps.json names them (FRC_PORT_OFFSET moves their origins). */
const REMOTE_APPS = readApps().remotes;

/**
 * Where a local deploy keeps its state, inside the stack's data directory.
 * @param {string} dataDir
 */
export function deployPaths(dataDir) {
  const dir = path.join(dataDir, 'deploy');
  return {
    releases: path.join(dir, 'releases'),
    /** remote name → { current, lastGood?, canary? }: see deployedVersions */
    versions: path.join(dir, 'versions.json'),
    /** One JSON line per switch of the remote map: who, when, from what to what, and why. */
    log: path.join(dir, 'log.jsonl'),
    /** The operators' token of the stack's API (load telemetry's summary). */
    opsToken: path.join(dataDir, 'ops-token'),
  };
}

/**
 * The JSON in `file`, or `fallback` when it cannot be read.
 * @template T
 * @param {string} file
 * @param {T} fallback
 * @returns {unknown | T}
 */
export function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

/**
 * The local deploy state, per remote: the version the shell loads (`current`), the one that served before it
 * (`lastGood`, which the browser falls back to), each a published version or null for the build at the remote's
 * root (its dist/); and, while one runs, the canary: `{ version, percent, since }` (a published version, the
 * share of visitors it is served to, when it started). A remote never deployed: { current: null }. (An older
 * state file named the version alone.)
 * @param {string} dataDir
 * @returns {DeployVersions}
 */
export function deployedVersions(dataDir) {
  const stored = /** @type {Record<string, string | Partial<RemoteDeployState> | undefined>} */ (readJson(deployPaths(dataDir).versions, {}));
  return Object.fromEntries(
    REMOTE_APPS.map((app) => {
      const state = stored[app.name];
      if (typeof state === 'string') return [app.name, { current: state }];
      return [
        app.name,
        {
          current: state?.current ?? null,
          ...(state?.lastGood !== undefined ? { lastGood: state.lastGood } : {}),
          ...(state?.canary ? { canary: state.canary } : {}),
        },
      ];
    }),
  );
}

/**
 * @param {string} dataDir
 * @param {DeployVersions} versions
 */
export function saveVersions(dataDir, versions) {
  const file = deployPaths(dataDir).versions;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(versions, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * The deploy state of a remote after switching from `state` to `target` (a version, or null: its root build).
 * @param {RemoteDeployState} state
 * @param {string | null} target
 * @returns {RemoteDeployState}
 */
export function switchedTo(state, target) {
  // The current version again: that ends a canary (by hand), nothing else changes.
  if (target === state.current) return withoutCanary(state);
  // Back to the last good version: the one left failed, so there is no last good version any more.
  if (target === state.lastGood) return { current: target };
  return { current: target, lastGood: state.current };
}

/**
 * A canary of `version` for `percent` % of visitors, from `since` (ISO time); current and last good stay.
 * @param {RemoteDeployState} state
 * @param {string} version
 * @param {number} percent
 * @param {string} since
 * @returns {RemoteDeployState}
 */
export function withCanary(state, version, percent, since) {
  return { ...withoutCanary(state), canary: { version, percent, since } };
}

/**
 * The canary made current; the version it replaces becomes the last good one.
 * @param {RemoteDeployState} state
 * @returns {RemoteDeployState}
 */
export function promoted(state) {
  if (!state.canary) throw new Error('there is no canary to promote');
  return { current: state.canary.version, lastGood: state.current };
}

/**
 * @param {RemoteDeployState} state
 * @returns {RemoteDeployState}
 */
export function withoutCanary(state) {
  return /** @type {RemoteDeployState} */ (Object.fromEntries(Object.entries(state).filter(([key]) => key !== 'canary')));
}

/**
 * REMOTE_<NAME> (and _LAST_GOOD, _CANARY, _CANARY_PERCENT) variables of the local stack, from its deploy state.
 * @param {string} dataDir
 * @returns {Record<string, string>}
 */
export function localRemoteMap(dataDir) {
  const versions = deployedVersions(dataDir);
  return Object.fromEntries(
    REMOTE_APPS.flatMap((app) => {
      const { name } = app;
      const base = app.origin;
      /** @param {string | null | undefined} version */
      const url = (version) => (version ? `${base}/${name}/${version}/mf-manifest.json` : `${base}/mf-manifest.json`);
      const { current, lastGood, canary } = /** @type {RemoteDeployState} */ (versions[name]);
      const variable = `REMOTE_${name.toUpperCase()}`;
      return [
        [variable, url(current)],
        ...(lastGood !== undefined ? [[`${variable}_LAST_GOOD`, url(lastGood)]] : []),
        ...(canary ? [[`${variable}_CANARY`, url(canary.version)], [`${variable}_CANARY_PERCENT`, String(canary.percent)]] : []),
      ];
    }),
  );
}

/**
 * The local stack's deploy state as the canary guard sees it (canaryGuard.mjs): the canaries it names, each taken
 * out of it and logged when it fails; `reconfigure` has the web server serve the map without them.
 * @param {string} dataDir
 * @param {() => unknown} reconfigure
 * @returns {import('./canaryGuard.mjs').CanaryMap}
 */
export function localCanaryMap(dataDir, reconfigure) {
  return {
    canaries: () => Object.entries(deployedVersions(dataDir)).flatMap(([remote, state]) => (state.canary ? [{ remote, ...state.canary }] : [])),
    async rollBack({ remote, version }, reason) {
      // Read again right before writing: a deploy may have changed the state while the figures were on their way.
      const versions = deployedVersions(dataDir);
      const state = versions[remote];
      if (!state || state.canary?.version !== version) return null;
      versions[remote] = withoutCanary(state);
      saveVersions(dataDir, versions);
      const to = state.current ?? 'root';
      logSwitch(dataDir, { remote, action: 'rollback', from: version, to, reason, by: 'canary guard' });
      return { to };
    },
    rolledBack: reconfigure,
  };
}

/**
 * Appends a switch to the deploy log: `{ remote, action, from, to, reason? }`, with the time.
 * @param {string} dataDir
 * @param {SwitchEntry} entry
 */
export function logSwitch(dataDir, entry, now = new Date()) {
  appendSwitch(deployPaths(dataDir).log, entry, now);
}

/**
 * The deploy log, oldest first (lines that cannot be read are left out).
 * @param {string} dataDir
 * @returns {LoggedSwitch[]}
 */
export function readSwitchLog(dataDir) {
  return readSwitches(deployPaths(dataDir).log);
}

/**
 * The deploy state of a compatibility run (`npm run test:compat`): `remote` at `version`, every other remote at its
 * current version in `versions`; no last good version and no canary, so every page loads exactly the versions
 * named and a failure of the candidate shows as a failure instead of a fall-back.
 * @param {DeployVersions} versions
 * @param {string} remote
 * @param {string | null} version
 * @returns {DeployVersions}
 */
export function compatVersions(versions, remote, version) {
  return Object.fromEntries(Object.entries(versions).map(([name, state]) => [name, { current: name === remote ? version : state.current }]));
}

/**
 * Lays out the data folder `toDir` of a stack that serves `state` (from compatVersions): its deploy state, and a
 * copy of each published version it names, from the releases of the stack of `fromDir`. Anything `toDir` held before
 * is removed.
 * @param {string} fromDir
 * @param {string} toDir
 * @param {DeployVersions} state
 */
export function layOutStack(fromDir, toDir, state) {
  fs.rmSync(toDir, { recursive: true, force: true });
  for (const [name, { current }] of Object.entries(state)) {
    if (current) fs.cpSync(path.join(deployPaths(fromDir).releases, name, current), path.join(deployPaths(toDir).releases, name, current), { recursive: true });
  }
  saveVersions(toDir, state);
}
