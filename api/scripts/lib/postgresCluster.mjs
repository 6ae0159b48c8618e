// A throwaway PostgreSQL 15 server for the API tests: its own data directory under /tmp, a free
// loopback port, fsync off. Run as the `postgres` user when this process is root.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

export function postgresInstalled() {
  return fs.existsSync(path.join(POSTGRES_BIN, 'initdb')) && fs.existsSync(path.join(POSTGRES_BIN, 'pg_ctl'));
}

const asRoot = process.getuid?.() === 0;

/** A loopback port nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runAsPostgres(binary, args) {
  const command = path.join(POSTGRES_BIN, binary);
  const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, fileArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** @returns {Promise<{ url: string, stop: () => void }>} */
export async function startPostgresCluster() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-api-postgres-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  let running = false;
  const stop = () => {
    try {
      if (running) runAsPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    } finally {
      running = false;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    runAsPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const port = await freePort();
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    runAsPostgres('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start']);
    running = true;
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
