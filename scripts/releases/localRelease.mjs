// A remote's version on the local stack, as `deploy:local` and `test:compat` take it: built and published once
// under the stack's releases (a published version never changes), then checked by the contract gate against the
// shell and the other remotes the stack's map serves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, remoteApp } from '../apps/apps.mjs';
import { contractProblems, readBuild } from '@frc/site-runtime/contractGate.mjs';
import { deployPaths } from '@frc/site-runtime/deployState.mjs';
import { PUBLISH_SCRIPT } from '../stack/nginx.mjs';
import { run } from '../lib/run.mjs';

/** A version a remote can be published as: 1.4.0, 1.4.0-rc.1. */
export const VERSION = /^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$/;

/** The folder of a remote's version on the stack of `dataDir`: a published version, or its root build (null). */
export function buildDir(dataDir, remote, version) {
  return version ? path.join(deployPaths(dataDir).releases, remote, version) : path.join(ROOT, remoteApp(remote).workspace, 'dist');
}

/**
 * Publishes `remote` `version` under the releases of the stack of `dataDir`, building it first, unless that version
 * is published already (then nothing is built). Resolves with `'published'` or `'already published'`; throws when the
 * build or the publication failed (nothing is left half published: publish-release.sh copies, then renames).
 */
export async function publishVersion({ dataDir, remote, version }) {
  const { releases } = deployPaths(dataDir);
  if (fs.existsSync(path.join(releases, remote, version))) return 'already published';
  const { workspace } = remoteApp(remote);
  const build = fs.mkdtempSync(path.join(os.tmpdir(), `frc-${remote}-${version}-`));
  try {
    console.log(`Building ${workspace} as ${remote} ${version}…`);
    // MF_OUTPUT_DIR, not --output-path: the build's configurations (browser, server bundle, harness runtime) each
    // write to their own part of that folder.
    const built = await run('npm', ['run', 'build', '--silent', '-w', workspace], {
      env: { ...process.env, MF_BUILD_VERSION: version, MF_OUTPUT_DIR: build },
    });
    if (built !== 0 || (await run('sh', [PUBLISH_SCRIPT, build, releases, remote, version])) !== 0) {
      throw new Error(`${remote} ${version} was not published`);
    }
    return 'published';
  } finally {
    fs.rmSync(build, { recursive: true, force: true });
  }
}

/**
 * The contract gate for `remote` at `version` (null: its root build) on the stack of `dataDir`: against the shell's
 * build and the current version of every other remote in `versions` (deployedVersions). Each problem is a sentence;
 * none: the map may name it.
 */
export function localContractProblems({ dataDir, remote, version, versions }) {
  const others = { shell: readBuild(path.join(ROOT, 'shell', 'dist')) };
  for (const [name, state] of Object.entries(versions)) if (name !== remote) others[name] = readBuild(buildDir(dataDir, name, state.current));
  return contractProblems({
    remote,
    version: version ?? 'its root build',
    candidate: readBuild(buildDir(dataDir, remote, version)),
    others,
  });
}
