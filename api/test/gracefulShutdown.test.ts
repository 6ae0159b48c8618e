import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { whistleblowingReports } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { killBuiltServers, startBuiltServer, type RunningServer } from './support/builtServer';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { fileBytes, PNG_SIGNATURE } from './support/uploads';

// The built server as its own process, stopped with SIGTERM while an upload is half sent.

let database: TestDatabase;
let folders: string;
beforeAll(async () => {
  database = await createTestDatabase({ pglite: 'disk' });
  await database.release();
  folders = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-shutdown-'));
});
afterAll(async () => {
  killBuiltServers();
  await database.drop();
  fs.rmSync(folders, { recursive: true, force: true });
});

const start = (env: Record<string, string>) =>
  startBuiltServer({ ...database.serverEnv, EVIDENCE_DIR: path.join(folders, 'evidence'), DOCUMENTS_DIR: path.join(folders, 'documents'), ...env });

/** A whistleblowing report with one image, sent in two halves: `finish()` sends the rest and answers the response. */
function halfSentUpload(baseUrl: string, scamName: string) {
  const boundary = `shutdown-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="report"\r\n\r\n` +
      JSON.stringify({ firstName: 'Stella', lastName: 'Stop', amountLost: '1 BTC', scamName, receiveUpdates: false }) +
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="evidence"; filename="chat.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const image = Buffer.from(fileBytes(PNG_SIGNATURE, 2_000_000));
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request(new URL('/api/whistleblowing', baseUrl), {
    method: 'POST',
    agent: false,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + image.length + tail.length) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  request.write(head);
  request.write(image.subarray(0, image.length / 2));
  return {
    response,
    /** The first half is in the server's hands (its incoming folder has the file). */
    arrived: async () => {
      const incoming = path.join(folders, 'evidence', 'incoming');
      while (!fs.existsSync(incoming) || fs.readdirSync(incoming).length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    finish: () => {
      request.write(image.subarray(image.length / 2));
      request.end(tail);
      return response;
    },
  };
}

/** A request on a connection of its own: its status, or the connection's error code. */
function freshGet(baseUrl: string, pathname: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(new URL(pathname, baseUrl), { agent: false }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

async function until<T>(probe: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const connects = (baseUrl: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(new URL(baseUrl).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

it('on SIGTERM fails readiness, refuses new connections, finishes the upload in flight, closes the database and exits 0', async () => {
  const server: RunningServer = await start({ SHUTDOWN_DRAIN_DELAY_MS: '1500', SHUTDOWN_TIMEOUT_MS: '20000' });
  expect(await freshGet(server.baseUrl, '/api/health/ready')).toBe(200);
  expect(await freshGet(server.baseUrl, '/api/health/live')).toBe(200);

  const upload = halfSentUpload(server.baseUrl, 'graceful-stop');
  await upload.arrived();
  server.child.kill('SIGTERM');

  // Draining: readiness fails at once while the process still answers (liveness stays green).
  expect(await until(() => freshGet(server.baseUrl, '/api/health/ready'), (status) => status !== 200)).toBe(503);
  expect(await freshGet(server.baseUrl, '/api/health/live')).toBe(200);
  // Then it stops listening: a new connection is refused.
  await until(() => connects(server.baseUrl), (connected) => !connected);
  expect(await freshGet(server.baseUrl, '/api/health')).toBe('ECONNREFUSED');

  const answered = await upload.finish();
  expect(answered.status).toBe(201);
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('stopped: every request answered, jobs stopped, database closed');

  await database.reopen();
  const stored = await database.connection.db.select().from(whistleblowingReports).where(eq(whistleblowingReports.scamName, 'graceful-stop'));
  expect(stored).toHaveLength(1);
  await database.release();
});

it('cuts an upload that outlasts the shutdown bound, and still closes the database (exit 1)', async () => {
  const server = await start({ SHUTDOWN_TIMEOUT_MS: '1000' });
  const upload = halfSentUpload(server.baseUrl, 'stalled-upload');
  const outcome = upload.response.then(
    (answer) => answer.status,
    (error: NodeJS.ErrnoException) => error.code ?? error.message,
  );
  await upload.arrived();
  const signalled = Date.now();
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(1);
  expect(Date.now() - signalled).toBeLessThan(10_000);
  expect(server.output()).toContain('requests still in flight at the end of the shutdown bound');
  expect(server.output()).toContain('database closed');
  expect(await outcome).not.toBe(201);
});
