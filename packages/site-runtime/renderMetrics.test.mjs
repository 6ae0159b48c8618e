// The render watcher's metrics, as Prometheus scrapes them from its port: its last success moves with each poll that
// finds the pages current or makes them so, never with a failed render or while the API does not answer; a render's
// duration and the failed renders are counted. Run with `npm run check:deploy` (part of `npm test`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRenderMetrics, serveMetrics } from './renderMetrics.mjs';
import { watchContent } from './renderWatcher.mjs';
import { serve } from './server.testing.mjs';

/**
 * The render watcher's value of `name` in an exposition, or undefined when it has none.
 * @param {string} exposition
 * @param {string} name
 */
function valueOf(exposition, name) {
  const line = exposition.split('\n').find((candidate) => candidate.startsWith(`${name}{job_name="render_watcher"} `));
  return line === undefined ? undefined : Number(line.split(' ').pop());
}

test("the render watcher's last success, last render's duration and failures, scraped from its own port", async () => {
  // The API's content version, as each poll finds it (null: the API answers 503).
  /** @type {number | null} */
  let version = 1;
  const api = await serve((_request, response) =>
    version === null ? response.writeHead(503).end() : response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version })),
  );
  const metrics = createRenderMetrics();
  const server = await serveMetrics(metrics.registry, { port: 0, host: '127.0.0.1' });
  const scrape = async () => {
    const answer = await fetch(`${server.origin}/metrics`);
    assert.equal(answer.status, 200);
    const text = await answer.text();
    return {
      lastSuccess: valueOf(text, 'frc_job_last_success_timestamp_seconds'),
      duration: valueOf(text, 'frc_job_last_duration_seconds'),
      failures: valueOf(text, 'frc_job_failures_total'),
    };
  };
  // The watcher's clock (ms): each pause moves it on; the render of version 3 takes 2.5 s of it.
  let clock = 1_000_000;
  const seen = [await scrape()];
  // What the API and the render do at each next poll.
  const next = [
    () => (version = 2),
    () => (version = null),
    () => (version = 3),
  ];
  /** @type {() => void} */
  let release = () => {};
  /** @type {Promise<void>} */
  const released = new Promise((resolve) => (release = resolve));
  /** @type {ReturnType<typeof watchContent> | undefined} */
  let watcher;
  try {
    await new Promise((resolve) => {
      watcher = watchContent({
        apiOrigin: api.origin,
        renderedVersion: 1,
        intervalMs: 1000,
        log: () => {},
        now: () => clock,
        sleep: async (ms) => {
          seen.push(await scrape());
          clock += ms;
          const step = next.shift();
          if (step) {
            step();
            return;
          }
          resolve(undefined);
          return released;
        },
        onFailure: metrics.failed,
        onUpToDate: metrics.upToDate,
        render: async () => {
          if (version === 2) throw new Error('ENOSPC: no space left on device');
          clock += 2500;
          return version;
        },
      });
    });
  } finally {
    release();
    await watcher?.stop();
    await server.close();
    await api.close();
  }
  assert.deepEqual(seen, [
    // Before the first poll: its series exist, at 0, so that an alert sees a watcher that never succeeds.
    { lastSuccess: 0, duration: undefined, failures: 0 },
    // Version 1 is the one rendered: the pages are current.
    { lastSuccess: 1000, duration: undefined, failures: 0 },
    // Version 2 failed to render: a failure, no success.
    { lastSuccess: 1000, duration: undefined, failures: 1 },
    // The API did not answer: whether the pages are current is unknown.
    { lastSuccess: 1000, duration: undefined, failures: 1 },
    // Version 3 rendered from 1003 s to 1005.5 s.
    { lastSuccess: 1005.5, duration: 2.5, failures: 1 },
  ]);
});

test('the metrics port answers GET /metrics only', async () => {
  const server = await serveMetrics(createRenderMetrics().registry, { port: 0, host: '127.0.0.1' });
  try {
    assert.equal((await fetch(`${server.origin}/`)).status, 404);
    assert.equal((await fetch(`${server.origin}/metrics`, { method: 'POST' })).status, 404);
    assert.match(await (await fetch(`${server.origin}/metrics?x=1`)).text(), /^# HELP process_resident_memory_bytes /m);
  } finally {
    await server.close();
  }
});
