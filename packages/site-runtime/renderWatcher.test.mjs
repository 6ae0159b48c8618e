// The render watcher: a render that fails is tried again, later each time. Its run on the production builds (a
// publish served within 10 s) is the local stack's pages' test. Run with `npm run check:deploy` (part of `npm test`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { watchContent } from './renderWatcher.mjs';
import { serve } from './server.testing.mjs';

test('a render that fails is tried again after a wait that doubles, up to the longest; a newer content version at once', async () => {
  let version = 1;
  const api = await serve((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version })));
  // The watcher's clock: each pause moves it on at once.
  let clock = 0;
  /** @type {number[]} */
  const tries = [];
  /** @type {number[]} */
  const reported = [];
  /** @type {ReturnType<typeof watchContent> | undefined} */
  let watcher;
  try {
    await new Promise((resolve) => {
      watcher = watchContent({
        apiOrigin: api.origin,
        renderedVersion: 0,
        intervalMs: 1000,
        maxWaitMs: 8000,
        log: () => {},
        now: () => clock,
        sleep: async (ms) => {
          clock += ms;
        },
        onFailure: (_error, wait) => reported.push(wait),
        render: async () => {
          tries.push(clock);
          // An editor publishes again while it keeps failing: that version is tried at the next poll.
          if (tries.length === 6) version = 2;
          if (tries.length === 7) resolve(undefined);
          throw new Error('ENOSPC: no space left on device');
        },
      });
    });
  } finally {
    await watcher?.stop();
    await api.close();
  }
  assert.deepEqual(tries, [0, 1000, 3000, 7000, 15000, 23000, 24000]);
  assert.deepEqual(reported, [1000, 2000, 4000, 8000, 8000, 8000, 8000]);
  assert.equal(watcher?.renderedVersion(), 0);
});
