// The local stack's render watcher (`npm start` runs it): when the API's published content changes, renders the
// pages it changed into a new folder of the map's pages and switches to it (docs/rendering.md, "Content").
// Options: --data-dir DIR (default .data). Its Prometheus metrics (docs/operations.md) are served on 127.0.0.1, on
// RENDER_METRICS_PORT or any free port, which its first line names.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../apps/apps.mjs';
import { CONTENT_SNAPSHOT_FILE, isPublishedContent, renderedContentOf } from '@frc/site-runtime/contentPages.mjs';
import { LOCAL_API_ORIGIN, pagesDirOf, renderLocalPages } from './localPages.mjs';
import fs from 'node:fs';
import { reportRenderFailure } from '@frc/site-runtime/deployReport.mjs';
import { createRenderMetrics, serveMetrics } from '@frc/site-runtime/renderMetrics.mjs';
import { stopOnSignals, watchContent } from '@frc/site-runtime/renderWatcher.mjs';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
const dataDir = path.resolve(ROOT, values['data-dir'] ?? '.data');

// The version the pages were last rendered with: the snapshot the stack's start took.
let start = null;
try {
  const snapshot = JSON.parse(fs.readFileSync(path.join(pagesDirOf(dataDir), CONTENT_SNAPSHOT_FILE), 'utf8'));
  if (isPublishedContent(snapshot)) start = snapshot.version;
} catch {
  // Rendered without content: the first version seen renders.
}

const metrics = createRenderMetrics();
const metricsServer = await serveMetrics(metrics.registry, { port: Number(process.env.RENDER_METRICS_PORT ?? 0), host: '127.0.0.1' });
console.log(`render watcher: metrics at ${metricsServer.origin}/metrics`);

const watcher = watchContent({
  apiOrigin: LOCAL_API_ORIGIN,
  renderedVersion: start,
  onFailure: (error, waitMs) => {
    metrics.failed();
    reportRenderFailure(pagesDirOf(dataDir), error, waitMs);
  },
  onUpToDate: metrics.upToDate,
  render: async () => {
    const result = await renderLocalPages({ dataDir, changesOnly: true });
    return renderedContentOf(result.folder)?.version;
  },
});
stopOnSignals(watcher, metricsServer);
