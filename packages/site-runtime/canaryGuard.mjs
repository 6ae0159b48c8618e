// The canary guard (docs/safe-deploys.md): while a remote runs a canary, it reads the canary's figures from the load
// telemetry and, when its failure rate passes the threshold over enough loads, takes the canary out of the remote
// map (the visitors who had it go back to the current version at their next page load). The map lives in one of two
// places: the local stack's deploy state (deployState.mjs: localCanaryMap, which scripts/releases/canary-guard.mjs watches
// beside `npm start`), or the map a shell serves in the images (the render image's job, canary-guard.mjs).
import { canaryFigures, canaryVerdict } from './canaryVerdict.mjs';

/**
 * @typedef {{ remote: string, version: string, since: string }} Canary
 * @typedef {{ to: string, map?: string }} Rollback  what the remote went back to, and the key of the map written
 * @typedef {object} CanaryMap
 * @property {() => Canary[]} canaries  the canaries the map names now
 * @property {(canary: Canary, reason: string) => Promise<Rollback | null>} rollBack  takes the canary out of the map
 *   and logs the switch; null when the map no longer names that canary
 * @property {() => unknown} [rolledBack]  after a check that rolled any back: has the web server serve the new map
 */

/**
 * One check of every canary of `map`: those whose figures pass the threshold are rolled back. A canary that cannot be
 * checked (the API or the shell not answering) ends the check, unless `onError` takes the error and the check goes on.
 * @param {{ map: CanaryMap, apiOrigin: string, token: string, settings: import('./canaryVerdict.mjs').CanarySettings,
 *   fetchImpl?: typeof fetch, log?: (line: string) => void, onError?: (canary: Canary, error: unknown) => void }} options
 * @returns {Promise<Array<{ remote: string, version: string, reason: string }>>} the rollbacks made
 */
export async function checkCanaries({ map, apiOrigin, token, settings, fetchImpl = fetch, log = console.log, onError }) {
  const rollbacks = [];
  for (const canary of map.canaries()) {
    try {
      const figures = await canaryFigures({ apiOrigin, token, remote: canary.remote, canary, fetchImpl });
      const reason = canaryVerdict(figures, settings);
      if (!reason) continue;
      const rolled = await map.rollBack(canary, reason);
      if (!rolled) continue;
      log(`canary guard: ${canary.remote} ${canary.version} rolled back to ${rolled.to}: ${reason}${rolled.map ? ` (map ${rolled.map})` : ''}`);
      rollbacks.push({ remote: canary.remote, version: canary.version, reason });
    } catch (error) {
      if (!onError) throw error;
      onError(canary, error);
    }
  }
  if (rollbacks.length > 0) await map.rolledBack?.();
  return rollbacks;
}
