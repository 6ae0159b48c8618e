// The render service of the images (docs/rendering.md): renders the site's pages for the remote map the shell
// serves, with the content the API publishes, into PAGES_DIR/<key of that map> (a link to the latest render's
// folder), which the shell's nginx serves. With --watch (compose and Kubernetes run it so) it then stays: it polls
// the API's content version about every second and renders the pages a publish changed into a new folder,
// switched in at once, and it renders the whole site again when the shell's map switches (a remote's deploy or
// rollback: new templates, the same content). Until it has run for a map, the shell serves the pages the
// browser renders.
//
//   SHELL_INTERNAL   where the shell answers inside the network (its /remotes.json and /index.html)
//   SHELL_DIR        the shell's build, with its server bundle (this image's own copy: the same release)
//   RELEASES_ROOT    each remote's published versions, mounted read-only at RELEASES_ROOT/<remote>/
//                    (the remote's releases volume: <remote>/<version>/ inside it)
//   PAGES_DIR        where the pages go (the volume the shell reads); PAGES_DIR/content.json keeps the last
//                    content read, for a render while the API is down
//   SITE_ORIGIN      the site's public origin, for canonical links and the feeds' links
//   API_ORIGIN       where the API answers inside the network (GET /api/content/published and /version)
//   RENDER_POLL_MS   how often --watch asks for the content version and the map (default 1000); a render that fails
//                    as a whole is tried again after a wait that doubles up to a minute (a newer version at once)
//   RENDER_PAGE_MEMORY_MB, RENDER_PAGE_SECONDS  what one page's render may take (default 768 MB and 30 s): a page
//                    beyond either is left out and reported, the others are rendered
//   RENDER_METRICS_PORT  where --watch serves its Prometheus metrics, GET /metrics (default 9465; published nowhere,
//                    Prometheus scrapes it as the job frc-render: docs/operations.md)
// Each render writes PAGES_DIR/render-report.json, the pages it left out (the status job shows it).
// With --watch, PAGES_DIR/.render-alive is touched at each poll: the container's probes read its age.
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_SNAPSHOT_FILE, fetchPublishedContent, renderedContentOf } from './contentPages.mjs';
import { reportRenderFailure } from './deployReport.mjs';
import { currentEntries, PAGE_BUDGET, pagesKeyOf, prerenderSite } from './prerender.mjs';
import { assertPublished, releaseDirOf, retrying } from './releases.mjs';
import { createRenderMetrics, serveMetrics } from './renderMetrics.mjs';
import { stopOnSignals, watchContent } from './renderWatcher.mjs';

const {
  SHELL_INTERNAL = 'http://shell:8080',
  SHELL_DIR = '/srv/shell',
  RELEASES_ROOT = '/releases',
  PAGES_DIR = '/srv/pages',
  SITE_ORIGIN,
  API_ORIGIN = 'http://api:4000',
  RENDER_POLL_MS = '1000',
  RENDER_PAGE_MEMORY_MB,
  RENDER_PAGE_SECONDS,
  RENDER_METRICS_PORT = '9465',
} = process.env;
if (!SITE_ORIGIN) {
  console.error('render: SITE_ORIGIN must name the site, e.g. https://www.example.com');
  process.exit(1);
}
/** The site's public origin (SITE_ORIGIN, checked above). */
const origin = SITE_ORIGIN;
const watch = process.argv.includes('--watch');

/** @param {string} remote @param {string} entry */
const remoteDirOf = (remote, entry) => releaseDirOf(RELEASES_ROOT, remote, entry);
const pageBudget = { memoryMb: Number(RENDER_PAGE_MEMORY_MB) || PAGE_BUDGET.memoryMb, seconds: Number(RENDER_PAGE_SECONDS) || PAGE_BUDGET.seconds };

/** @param {string} name */
async function shellFile(name) {
  const response = await fetch(`${SHELL_INTERNAL}/${name}`);
  if (!response.ok) throw new Error(`${SHELL_INTERNAL}/${name} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The shell's map and page, once every version the map names is published (the remotes start with this service). */
async function shellMap() {
  return retrying(async () => {
    const map = await shellFile('remotes.json');
    const template = (await shellFile('index.html')).toString('utf8');
    assertPublished(RELEASES_ROOT, currentEntries(JSON.parse(map.toString('utf8'))));
    return { map, template };
  });
}

/** @type {string | undefined} */
let renderedKey;
/** @param {{ changesOnly: boolean }} options */
async function render({ changesOnly }) {
  const { map, template } = await shellMap();
  const content = await fetchPublishedContent({ apiOrigin: API_ORIGIN, snapshotFile: path.join(PAGES_DIR, CONTENT_SNAPSHOT_FILE) });
  const result = await prerenderSite({ shellDir: SHELL_DIR, template, remoteMapBytes: map, remoteDirOf, origin, pagesDir: PAGES_DIR, content, changesOnly, pageBudget });
  renderedKey = pagesKeyOf(map);
  return result;
}

// Served from the start: a first render that never ends shows as the watcher's job overdue.
const metrics = watch ? createRenderMetrics() : null;
const metricsServer = metrics ? await serveMetrics(metrics.registry, { port: Number(RENDER_METRICS_PORT) }) : null;
if (metricsServer) console.log(`render: metrics at ${metricsServer.origin}/metrics`);

let first;
const firstStarted = Date.now();
try {
  first = await render({ changesOnly: false });
  metrics?.upToDate({ startedAt: firstStarted, endedAt: Date.now(), rendered: true });
} catch (error) {
  console.error(`render: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
// (metrics and their server are there exactly when watching.)
if (!watch || !metrics || !metricsServer) process.exit(first.failed.length > 0 ? 1 : 0);

// The map switched since the last render: the whole site again, with the content published now.
let mapSwitched = false;
const alive = path.join(PAGES_DIR, '.render-alive');
const stillAlive = () => fs.writeFileSync(alive, `${new Date().toISOString()}\n`);
stillAlive();
const watcher = watchContent({
  apiOrigin: API_ORIGIN,
  intervalMs: Number(RENDER_POLL_MS) || 1000,
  renderedVersion: renderedContentOf(first.folder)?.version ?? null,
  onFailure: (error, waitMs) => {
    metrics.failed();
    reportRenderFailure(PAGES_DIR, error, waitMs);
  },
  onUpToDate: metrics.upToDate,
  alsoRenderWhen: async () => {
    stillAlive();
    const map = await shellFile('remotes.json').catch(() => undefined);
    mapSwitched = map !== undefined && pagesKeyOf(map) !== renderedKey;
    return mapSwitched;
  },
  render: async () => {
    const result = await render({ changesOnly: !mapSwitched });
    return renderedContentOf(result.folder)?.version;
  },
});
stopOnSignals(watcher, metricsServer);
