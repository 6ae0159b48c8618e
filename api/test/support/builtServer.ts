import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { API_ROOT } from '../../src/paths';

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  /** Everything it printed so far (its JSON log lines). */
  output: () => string;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

/**
 * Starts the built server (dist/server.js, built once by globalSetup) as its own process on a free loopback port and
 * waits until it listens. Limits off, mail to a dead port and a fixed OTP secret unless `env` says otherwise.
 */
export async function startBuiltServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [path.join(API_ROOT, 'dist/server.js')], {
    env: { ...process.env, PORT: '0', METRICS_PORT: '0', HOST: '127.0.0.1', RATE_LIMITS: 'off', LOG_LEVEL: 'info', SMTP_URL: 'smtp://127.0.0.1:9', OTP_SECRET: 'built-server-tests', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 30_000);
    const listening = () => {
      const address = /"address":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(output)?.[1];
      if (!address) return;
      clearTimeout(timer);
      child.stdout?.off('data', listening);
      resolve(address);
    };
    child.stdout?.on('data', listening);
    void exited.then(() => reject(new Error(`the server exited:\n${output}`)));
  });
  return { child, baseUrl, output: () => output, exited };
}

/** For afterAll: kills whatever built server is still running. */
export function killBuiltServers(): void {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
