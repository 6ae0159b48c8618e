// The canary guard: while a remote runs a canary, it reads the canary's figures from the load telemetry and,
// when its failure rate passes the threshold over enough loads, takes the canary out of the remote map (the
// visitors who had it go back to the current version at their next page load). scripts/canary-guard.mjs runs it
// in a loop beside the local stack; docs/safe-deploys.md says how it maps onto the images.
import { canaryFigures, canaryVerdict } from './canaryVerdict.mjs';
import { deployedVersions, logSwitch, saveVersions, withoutCanary } from './deployState.mjs';

/**
 * One check of every canary of the stack in `dataDir`; rolls back those whose figures pass the threshold, logs
 * the switch, and has the web server serve the new map (`reconfigure`). Returns the rollbacks made.
 */
export async function checkCanaries({ dataDir, apiOrigin, token, settings, reconfigure, fetchImpl = fetch, log = console.log }) {
  const rollbacks = [];
  for (const [remote, state] of Object.entries(deployedVersions(dataDir))) {
    if (!state.canary) continue;
    const figures = await canaryFigures({ apiOrigin, token, remote, canary: state.canary, fetchImpl });
    const reason = canaryVerdict(figures, settings);
    if (!reason) continue;
    // Read again right before writing: a deploy may have changed the state while the figures were on their way.
    const versions = deployedVersions(dataDir);
    if (versions[remote].canary?.version !== state.canary.version) continue;
    versions[remote] = withoutCanary(versions[remote]);
    saveVersions(dataDir, versions);
    const to = versions[remote].current ?? 'root';
    logSwitch(dataDir, { remote, action: 'rollback', from: state.canary.version, to, reason, by: 'canary guard' });
    log(`canary guard: ${remote} ${state.canary.version} rolled back to ${to}: ${reason}`);
    rollbacks.push({ remote, version: state.canary.version, reason });
  }
  if (rollbacks.length > 0) await reconfigure();
  return rollbacks;
}
