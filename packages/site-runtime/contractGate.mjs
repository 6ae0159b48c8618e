// The contract gate (docs/safe-deploys.md): before the remote map names a build of a remote, check that the build
// keeps what the rest of the site relies on, from the builds themselves (no list written by hand):
//
// - it exposes every module the others load from it: `./App` and the modules its own routes.json asks the shell
//   to preload (the shell loads them for the remote's pages), and every `<remote>/<Module>` the shell's and the
//   other remotes' builds name (their federation-uses.json, packages/build-config/federationUses.js);
// - what it loads from the others, they expose (the versions the map serves now);
// - each library it shares is provided by the shell at a version it accepts (mf-manifest.json's `shared`).
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/** @import { BuildFacts, FederationManifest, RoutesDocument } from './types' */

export const USES_FILE = 'federation-uses.json';

/** @param {string} file @returns {unknown} */
function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * What the gate reads of a build: its manifest, its routes (a remote) and the federated modules it loads.
 * @param {string} dir the build's folder (dist/, or a published version's)
 * @returns {BuildFacts}
 */
export function readBuild(dir) {
  /** @param {string} name */
  const file = (name) => path.join(dir, name);
  if (!fs.existsSync(file('mf-manifest.json'))) throw new Error(`${dir} has no mf-manifest.json: not a build`);
  return {
    manifest: /** @type {FederationManifest} */ (readJson(file('mf-manifest.json'))),
    routes: fs.existsSync(file('routes.json')) ? /** @type {RoutesDocument} */ (readJson(file('routes.json'))) : { routes: [] },
    uses: fs.existsSync(file(USES_FILE)) ? /** @type {{ uses: string[] }} */ (readJson(file(USES_FILE))).uses : [],
  };
}

/** @param {FederationManifest} manifest */
const exposedNames = (manifest) => new Set((manifest.exposes ?? []).map((exposed) => exposed.name));

/** The modules a remote's build must expose for the shell, from its own routes: ./App and the preloaded ones. */
/** @param {BuildFacts['routes']} routes */
function neededByShell(routes) {
  const list = routes.routes ?? [];
  if (list.length === 0) return [];
  return ['App', ...new Set(list.flatMap((route) => route.preload ?? []))];
}

/**
 * Everything the candidate build of `remote` breaks, each a sentence naming the missing module or the unmet
 * version; empty: the switch may go ahead.
 * @param {object} options
 * @param {string} options.remote                 the remote about to switch
 * @param {string} options.version                how to name the candidate in messages (1.5.0, "its root build")
 * @param {BuildFacts} options.candidate
 * @param {Record<string, BuildFacts>} options.others  the shell ("shell") and every other remote, as the map serves them
 */
export function contractProblems({ remote, version, candidate, others }) {
  /** @type {string[]} */
  const problems = [];
  const exposed = exposedNames(candidate.manifest);
  /** @param {string} module @param {string} who */
  const missing = (module, who) => {
    if (!exposed.has(module)) problems.push(`${remote} ${version} does not expose ./${module}, which ${who} loads`);
  };
  for (const module of neededByShell(candidate.routes)) missing(module, `the shell (for ${remote}'s pages)`);
  for (const [name, build] of Object.entries(others)) {
    for (const id of build.uses) if (id.startsWith(`${remote}/`)) missing(id.slice(remote.length + 1), name);
  }

  for (const id of candidate.uses) {
    const [target = '', module = ''] = id.split('/');
    const build = others[target];
    if (target === remote || !build || target === 'shell') continue;
    if (!exposedNames(build.manifest).has(module)) problems.push(`${remote} ${version} loads ${id}, which the ${target} the map serves does not expose`);
  }

  const shellShared = new Map((others.shell?.manifest.shared ?? []).map((shared) => [shared.name, shared]));
  for (const shared of candidate.manifest.shared ?? []) {
    const provided = shellShared.get(shared.name);
    if (!provided) {
      if (shared.singleton) problems.push(`${remote} ${version} shares ${shared.name} as a singleton, which the shell does not provide`);
      continue;
    }
    const range = shared.requiredVersion;
    if (typeof range === 'string' && semver.validRange(range) && !semver.satisfies(provided.version, range)) {
      problems.push(`${remote} ${version} requires ${shared.name} ${range}; the shell provides ${provided.version}`);
    }
  }
  return problems;
}

/**
 * The gate over a whole remote map, as an image's start-up applies it (gate.mjs): every version the
 * map names (each remote's current one and its canary) against the shell and the other remotes' current versions.
 * @param {object} options
 * @param {BuildFacts} options.shell
 * @param {Record<string, { current: { version: string, build: BuildFacts }, canary?: { version: string, build: BuildFacts } }>} options.remotes
 * @returns {string[]} every problem, each naming the remote, its version and what is missing or unmet
 */
export function mapProblems({ shell, remotes }) {
  /** @type {string[]} */
  const problems = [];
  for (const [remote, versions] of Object.entries(remotes)) {
    /** @type {Record<string, BuildFacts>} */
    const others = { shell };
    for (const [name, other] of Object.entries(remotes)) if (name !== remote) others[name] = other.current.build;
    for (const candidate of [versions.current, versions.canary]) {
      if (candidate) problems.push(...contractProblems({ remote, version: candidate.version, candidate: candidate.build, others }));
    }
  }
  return problems;
}
