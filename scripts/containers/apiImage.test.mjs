// The API image's health check (docker/api/ready.sh) against the built API, without Docker. Part of
// `npm run check:deploy`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from '../apps/apps.mjs';
import { startBuiltApi } from '../lib/builtApi.mjs';
import { freePort } from '../lib/run.mjs';
import { DOCKERFILE } from '../stack/nginx.mjs';
import { tempDir } from '../stack/nginx.testing.mjs';

describe("the API image's health check (docker/api/ready.sh): no Node process, only bash", () => {
  const READY_SCRIPT = path.join(ROOT, 'docker/api/ready.sh');
  /**
   * The script's exit code against the API port `port`, as the image runs it (no arguments, PORT from the image);
   * null when it had not ended by itself after 10 s.
   */
  const readyCheck = (port) =>
    new Promise((resolve) => {
      const child = spawn(READY_SCRIPT, [], { env: { PATH: process.env.PATH, PORT: String(port) }, stdio: 'ignore', timeout: 10_000 });
      child.once('exit', (code) => resolve(code));
      child.once('error', (error) => resolve(error.message));
    });

  test('the image copies it where compose and its HEALTHCHECK run it', () => {
    const dockerfile = fs.readFileSync(DOCKERFILE, 'utf8');
    const api = dockerfile.slice(dockerfile.indexOf('AS api\n'));
    assert.match(api, /\nCOPY docker\/api\/ready\.sh \/opt\/frc\/api\/ready\.sh\n/);
    assert.match(api, /\nHEALTHCHECK [^\n]* CMD \["\/opt\/frc\/api\/ready\.sh"\]\n/);
    assert.ok(fs.statSync(READY_SCRIPT).mode & 0o111, 'executable');
  });

  test('healthy while the API is ready; not once it drains after SIGTERM', async () => {
    const api = await startBuiltApi(tempDir(), { SHUTDOWN_DRAIN_DELAY_MS: '60000' });
    try {
      assert.equal(await readyCheck(api.port), 0);
      api.terminate();
      await api.lineWith('stopping: readiness fails');
      assert.equal((await fetch(`${api.origin}/api/health/ready`)).status, 503);
      assert.equal(await readyCheck(api.port), 1);
    } finally {
      await api.stop();
    }
  });

  test('unhealthy when nothing listens, and when the port accepts but never answers (it gives up by itself)', async () => {
    const port = await freePort();
    assert.equal(await readyCheck(port), 1);
    const silent = net.createServer(() => {});
    await new Promise((resolve) => silent.listen(port, '127.0.0.1', resolve));
    try {
      assert.equal(await readyCheck(port), 1);
    } finally {
      silent.close();
    }
  });
});
