// The render watcher (docs/rendering.md, "Content"): polls the API's content version about every second and, when
// it changes (a publish, an unpublish, a scheduled publish), has the pages that changed rendered again, so a
// published item is served as finished HTML within seconds. One render at a time; a failed one is tried again.
import { fetchContentVersion } from './contentPages.mjs';

/**
 * @param {object} options
 * @param {string} options.apiOrigin  where GET /api/content/version answers
 * @param {() => Promise<number | null | undefined>} options.render  renders the pages with the content published now;
 *   resolves to the content version it rendered
 * @param {number | null} [options.renderedVersion]  the content version of the pages served at the start
 * @param {number} [options.intervalMs]
 * @param {() => Promise<boolean>} [options.alsoRenderWhen]  checked at each poll too: true renders (a switch of the remote map)
 * @param {(line: string) => void} [options.log]
 * @returns {{ stop: () => Promise<void>, renderedVersion: () => number | null | undefined }}
 */
export function watchContent({ apiOrigin, render, renderedVersion = null, intervalMs = 1000, alsoRenderWhen, log = console.log }) {
  let seen = renderedVersion;
  let stopped = false;
  let wake;
  let failing = false;
  const pause = () => new Promise((resolve) => {
    wake = resolve;
    setTimeout(resolve, intervalMs);
  });

  async function poll() {
    const version = await fetchContentVersion(apiOrigin);
    const forced = alsoRenderWhen ? await alsoRenderWhen() : false;
    if (!forced && (version === undefined || version === seen)) return;
    const started = Date.now();
    try {
      const rendered = await render();
      seen = rendered ?? version;
      failing = false;
      log(`render watcher: the pages of content version ${seen} are served, ${((Date.now() - started) / 1000).toFixed(1)} s after the change was seen`);
    } catch (error) {
      // Said once until it works again: the next poll tries again.
      if (!failing) log(`render watcher: content version ${version} could not be rendered (${error instanceof Error ? error.message : error}); trying again`);
      failing = true;
    }
  }

  const loop = (async () => {
    while (!stopped) {
      await poll();
      if (!stopped) await pause();
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
