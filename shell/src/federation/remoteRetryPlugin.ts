import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The waits before a failed remote module is tried again (ms): four times, each wait twice the one before,
 * 3.75 s in all. A load has several steps that can fail in turn (the manifest twice, then the entry twice), and
 * each attempt starts again at the first that has not succeeded.
 */
export const RETRY_DELAYS_MS: readonly number[] = [250, 500, 1000, 2000];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Module Federation runtime plugin of the shell: when a remote module cannot be loaded (its manifest, its entry or
 * one of its chunks failed), logs which and how in one readable line, then tries the whole load again after each
 * wait of `delays`. A network that dropped a request, or a server restarting, then costs the visitor a moment,
 * not an error. When every attempt failed, the error goes on to the registry (@frc/federation), which falls back
 * to the remote's last good version, and only then to the message with Retry.
 */
export default function remoteRetryPlugin(delays: readonly number[] = RETRY_DELAYS_MS): ModuleFederationRuntimePlugin {
  // A module being retried: the failure of an attempt is the loop's to handle, not a new retry.
  const retrying = new Set<string>();
  return {
    name: 'remote-retry-plugin',
    async errorLoadRemote({ id, error, lifecycle, from, origin }) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`Remote "${id}" could not be loaded during ${lifecycle}: ${reason}`);
      // 'onLoad' is the whole load of a module failing (the manifest's own 'afterResolve' failure comes to it too).
      if (lifecycle !== 'onLoad' || from !== 'runtime' || retrying.has(id) || !origin) return undefined;
      retrying.add(id);
      try {
        for (const delay of delays) {
          await wait(delay);
          try {
            return await origin.loadRemote(id);
          } catch {
            // The next wait, or the registry's fallback.
          }
        }
        return undefined;
      } finally {
        retrying.delete(id);
      }
    },
  };
}
