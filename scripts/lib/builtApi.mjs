// The API as its image runs it (the built dist/server.js), for the deployment checks that need a real one behind
// nginx or a real metrics exposition.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../apps/apps.mjs';
import { freePort } from './run.mjs';

/**
 * The built API (api/dist/server.js, built here when missing) on a fresh embedded database in `dataDir`, on free
 * loopback ports, mail to nowhere; `env` adds to its settings.
 */
export async function startBuiltApi(dataDir, env = {}) {
  const server = path.join(ROOT, 'api/dist/server.js');
  if (!fs.existsSync(server)) assert.equal(spawnSync(process.execPath, [path.join(ROOT, 'api/scripts/build.mjs')], { stdio: 'inherit' }).status, 0);
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', METRICS_PORT: '0', PGLITE_DIR: path.join(dataDir, 'pglite'), SMTP_URL: 'smtp://127.0.0.1:9', RATE_LIMITS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    const ready = () => /"msg":"API ready"/.test(output) && resolve();
    child.stdout.on('data', ready);
    exited.then(() => reject(new Error(`the API exited:\n${output}`)));
  });
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    metricsOrigin: /"metrics":"([^"]+)"/.exec(output)[1],
    output: () => output,
    /** The first line of its output that holds `text`, once it has come. */
    lineWith: (text) =>
      new Promise((resolve) => {
        const look = () => {
          const line = output.split('\n').find((each) => each.includes(text));
          if (line === undefined) return;
          child.stdout.off('data', look);
          resolve(line);
        };
        child.stdout.on('data', look);
        look();
      }),
    /** Asks it to stop as an orchestrator does (SIGTERM): it drains, then stops. */
    terminate: () => child.kill('SIGTERM'),
    stop: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
