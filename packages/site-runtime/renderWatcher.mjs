// The render watcher (docs/rendering.md, "Content"): polls the API's content version about every second and, when
// it changes (a publish, an unpublish, a scheduled publish), has the pages that changed rendered again, so a
// published item is served as finished HTML within seconds. One render at a time. A render that fails as a whole is
// tried again after a wait that doubles at each failure (up to a minute), or at once when a newer version comes.
import { fetchContentVersion } from './contentPages.mjs';

/**
 * @param {object} options
 * @param {string} options.apiOrigin  where GET /api/content/version answers
 * @param {() => Promise<number | null | undefined>} options.render  renders the pages with the content published now;
 *   resolves to the content version it rendered
 * @param {number | null} [options.renderedVersion]  the content version of the pages served at the start
 * @param {number} [options.intervalMs]  between polls, and the first wait after a failed render
 * @param {number} [options.maxWaitMs]  the longest wait after failed renders
 * @param {() => Promise<boolean>} [options.alsoRenderWhen]  checked at each poll too: true renders (a switch of the remote map)
 * @param {(error: unknown, waitMs: number) => void} [options.onFailure]  a render failed; the next try in waitMs
 * @param {(run: { startedAt: number, endedAt: number, rendered: boolean }) => void} [options.onUpToDate]  a poll left
 *   the pages served those of the content published now: it found no change, or its render succeeded (the metrics)
 * @param {(line: string) => void} [options.log]
 * @param {(ms: number) => Promise<void>} [options.sleep]  waits between polls (a test's clock); default a timer
 * @param {() => number} [options.now]
 * @returns {{ stop: () => Promise<void>, renderedVersion: () => number | null | undefined }}
 */
export function watchContent({
  apiOrigin,
  render,
  renderedVersion = null,
  intervalMs = 1000,
  maxWaitMs = 60_000,
  alsoRenderWhen,
  onFailure,
  onUpToDate,
  log = console.log,
  sleep,
  now = Date.now,
}) {
  /** @type {number | null | undefined} the content version of the pages served; undefined: unknown (a render while the API did not answer) */
  let seen = renderedVersion;
  let stopped = false;
  /** @type {(() => void) | undefined} */
  let wake;
  const pause =
    sleep ??
    ((ms) =>
      new Promise((resolve) => {
        wake = resolve;
        setTimeout(resolve, ms);
      }));
  // Consecutive failed renders, the version the last one was for, and when the same may be tried again.
  let failures = 0;
  /** @type {number | undefined} */
  let failedVersion;
  let retryAt = 0;

  async function poll() {
    const polled = now();
    const version = await fetchContentVersion(apiOrigin);
    const forced = alsoRenderWhen ? await alsoRenderWhen() : false;
    // The API not answering leaves it unknown whether the pages are current: no success.
    if (!forced && version === undefined) return;
    if (!forced && version === seen) {
      onUpToDate?.({ startedAt: polled, endedAt: now(), rendered: false });
      return;
    }
    if (failures > 0 && version === failedVersion && now() < retryAt) return;
    const started = now();
    try {
      const rendered = await render();
      seen = rendered ?? version;
      failures = 0;
      onUpToDate?.({ startedAt: started, endedAt: now(), rendered: true });
      log(`render watcher: the pages of content version ${seen} are served, ${((now() - started) / 1000).toFixed(1)} s after the change was seen`);
    } catch (error) {
      failures += 1;
      failedVersion = version;
      const wait = Math.min(intervalMs * 2 ** (failures - 1), maxWaitMs);
      retryAt = now() + wait;
      const problem = String(error instanceof Error ? error.message : error).split('\n', 1)[0];
      log(`render watcher: content version ${version} could not be rendered (${problem}); trying again in ${(wait / 1000).toFixed(1)} s`);
      onFailure?.(error, wait);
    }
  }

  const loop = (async () => {
    while (!stopped) {
      await poll();
      if (!stopped) await pause(intervalMs);
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      wake?.();
      await loop;
    },
    renderedVersion: () => seen,
  };
}

/**
 * On SIGINT or SIGTERM: stops `watcher` (a render under way ends first), closes its metrics server, and exits.
 * @param {{ stop: () => Promise<void> }} watcher
 * @param {{ close: () => Promise<void> }} metricsServer
 */
export function stopOnSignals(watcher, metricsServer) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      void watcher
        .stop()
        .then(() => metricsServer.close())
        .then(() => process.exit(0));
    });
  }
}
