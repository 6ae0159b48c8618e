import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Storage } from '../../src/config';

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * An S3-compatible server (s3rver) on a free loopback port, with one empty bucket, its objects in a temporary
 * folder. `storage` is the API's setting for it, `serverEnv` the same as a server process reads it.
 */
export async function startS3Server() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-s3rver-'));
  const bucket = 'case-documents';
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storage: S3Storage = { kind: 's3', bucket, endpoint, region: 'us-east-1', forcePathStyle: true, keyPrefix: 'documents/' };
  // s3rver checks no secrets, but the SDK signs every request and so needs some.
  process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER';
  return {
    storage,
    serverEnv: {
      DOCUMENTS_S3_BUCKET: bucket,
      DOCUMENTS_S3_ENDPOINT: endpoint,
      DOCUMENTS_S3_KEY_PREFIX: storage.keyPrefix,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    /** The folder where s3rver keeps the bucket's objects. */
    objectFiles: () => (fs.readdirSync(path.join(directory, bucket), { recursive: true, encoding: 'utf8' }) as string[]).filter((file) => file.endsWith('._S3rver_object')),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;

export const REDIS_SERVER = '/usr/bin/redis-server';

/** Debian's redis-server on a free loopback port, keeping nothing on disk; `url` is the API's `REDIS_URL`. */
export async function startRedis() {
  const port = await freePort();
  const child: ChildProcess = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('error', (error) => reject(new Error(`${REDIS_SERVER} cannot run (apt-get install redis-server): ${error.message}`)));
    void exited.then(() => reject(new Error(`redis-server exited:\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
