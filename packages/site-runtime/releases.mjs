// The published versions of the remotes, as the jobs of the images read them (render.mjs, gate.mjs): each
// remote's releases volume is mounted read-only at RELEASES_ROOT/<remote>/ and holds <remote>/<version>/, the
// folder an entry URL of the remote map names (…/intake/1.4.0/mf-manifest.json).
import fs from 'node:fs';
import path from 'node:path';

/**
 * The folder of the version an entry names: RELEASES_ROOT/<remote>/<the entry's path without mf-manifest.json>.
 * @param {string} releasesRoot @param {string} remote @param {string} entry
 */
export function releaseDirOf(releasesRoot, remote, entry) {
  const folder = path.posix.dirname(new URL(entry).pathname);
  const dir = path.join(releasesRoot, remote, folder);
  if (!dir.startsWith(path.join(releasesRoot, remote) + path.sep)) throw new Error(`${entry} is not a published version of ${remote}`);
  return dir;
}

/** The version an entry names: the last folder of its path (…/intake/1.4.0/mf-manifest.json: 1.4.0). @param {string} entry */
export const versionOf = (entry) => path.posix.basename(path.posix.dirname(new URL(entry).pathname));

/**
 * Runs `attempt` until it answers without throwing, every `intervalMs`, at most `attempts` times: the remotes
 * publish their versions as their containers start, alongside these jobs. Throws the last error.
 * @template T
 * @param {() => Promise<T>} attempt
 * @returns {Promise<T>}
 */
export async function retrying(attempt, { attempts = 30, intervalMs = 2000 } = {}) {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

/**
 * Throws unless every entry's version is published (publish-release.sh renames a whole version into place).
 * @param {string} releasesRoot @param {Record<string, string>} entries  remote → entry
 */
export function assertPublished(releasesRoot, entries) {
  const missing = Object.entries(entries).filter(([remote, entry]) => !fs.existsSync(path.join(releaseDirOf(releasesRoot, remote, entry), 'routes.json')));
  if (missing.length > 0) throw new Error(`not published yet: ${missing.map(([, entry]) => entry).join(', ')}`);
}
