// The render watcher's figures for Prometheus (docs/operations.md, "Metrics"), served by the render process itself on
// a port of its own (RENDER_METRICS_PORT): the API's timed jobs' family, `frc_job_*{job_name="render_watcher"}`, so
// the dashboard's jobs row and the "job overdue" alert read it as they read the API's jobs, and prom-client's process
// figures (a render's memory shows there). Prometheus scrapes it under its own job (`frc-render`): if the process
// is gone its series go too, which the alert counts as overdue.
import http from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';

export const RENDER_WATCHER_JOB = 'render_watcher';

export function createRenderMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const labels = { job_name: RENDER_WATCHER_JOB };
  const lastSuccess = new Gauge({
    name: 'frc_job_last_success_timestamp_seconds',
    help: "When the render watcher last found the pages served current with the published content, or made them so (Unix time); 0 until then.",
    labelNames: ['job_name'],
    registers,
  });
  const duration = new Gauge({ name: 'frc_job_last_duration_seconds', help: "How long the render watcher's last successful render took.", labelNames: ['job_name'], registers });
  const failures = new Counter({ name: 'frc_job_failures_total', help: 'Renders of the render watcher that failed as a whole.', labelNames: ['job_name'], registers });
  lastSuccess.set(labels, 0);
  failures.inc(labels, 0);
  return {
    registry,
    /** The pages are those of the content published now, as of `endedAt`; a render took `startedAt` to `endedAt`. */
    /** @param {{ startedAt: number, endedAt: number, rendered: boolean }} run */
    upToDate({ startedAt, endedAt, rendered }) {
      lastSuccess.set(labels, endedAt / 1000);
      if (rendered) duration.set(labels, (endedAt - startedAt) / 1000);
    },
    failed: () => failures.inc(labels),
  };
}

/**
 * `GET /metrics` of `registry` on `port` (0: any free one); anything else is 404.
 * @param {Registry} registry
 * @param {{ port: number, host?: string }} options
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveMetrics(registry, { port, host }) {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('The metrics could not be collected\n'),
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  // Listening on a port (not a pipe), the server's address is an AddressInfo.
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    origin: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Prometheus keeps its connection open between scrapes.
        server.closeAllConnections();
      }),
  };
}
