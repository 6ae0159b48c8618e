// The render watcher: a render that fails is tried again, later each time. Its run on the production builds (a
// publish served within 10 s) is the local stack's pages' test. Run with `npm run check:deploy` (part of `npm test`).
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { watchContent } from './renderWatcher.mjs';

test('a render that fails is tried again after a wait that doubles, up to the longest; a newer content version at once', async () => {
  let version = 1;
  const api = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version })));
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  // The watcher's clock: each pause moves it on at once.
  let clock = 0;
  const tries = [];
  const reported = [];
  let watcher;
  try {
    await new Promise((resolve) => {
      watcher = watchContent({
        apiOrigin: `http://127.0.0.1:${api.address().port}`,
        renderedVersion: 0,
        intervalMs: 1000,
        maxWaitMs: 8000,
        log: () => {},
        now: () => clock,
        sleep: async (ms) => {
          clock += ms;
        },
        onFailure: (error, wait) => reported.push(wait),
        render: async () => {
          tries.push(clock);
          // An editor publishes again while it keeps failing: that version is tried at the next poll.
          if (tries.length === 6) version = 2;
          if (tries.length === 7) resolve();
          throw new Error('ENOSPC: no space left on device');
        },
      });
    });
  } finally {
    await watcher?.stop();
    await new Promise((resolve) => api.close(resolve));
  }
  assert.deepEqual(tries, [0, 1000, 3000, 7000, 15000, 23000, 24000]);
  assert.deepEqual(reported, [1000, 2000, 4000, 8000, 8000, 8000, 8000]);
  assert.equal(watcher.renderedVersion(), 0);
});
