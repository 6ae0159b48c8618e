// The built API as the bench runs it: limits off, info logging (its 'API ready' line gives the address).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/** Starts dist/server.js with `env` on a free loopback port; answers its address and a stop(). */
export async function startBenchServer(env) {
  const server = spawn(process.execPath, [path.join(apiDir, 'dist/server.js')], {
    env: { ...process.env, PORT: '0', METRICS_PORT: '0', HOST: '127.0.0.1', RATE_LIMITS: 'off', DATABASE_URL: '', PGLITE_DIR: '', TEAM_EMAIL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  let stopped = false;
  const stop = async () => {
    if (!stopped) server.kill('SIGTERM');
    stopped = true;
    await exited;
  };
  const baseUrl = await new Promise((resolve, reject) => {
    let output = '';
    const readUntilReady = (chunk) => {
      output += chunk.toString();
      const address = /"msg":"API ready"/.test(output) && /"address":"([^"]+)"/.exec(output)?.[1];
      if (!address) return;
      // From here on the request log is only drained, not kept.
      server.stdout.off('data', readUntilReady).resume();
      resolve(address);
    };
    server.stdout.on('data', readUntilReady);
    server.once('exit', () => reject(new Error(`the API exited before it was ready:\n${output}`)));
  });
  return { baseUrl, stop };
}
