import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { ServiceCreatedResponse, SubmissionReceivedResponse } from '@frc/contracts';
import { affiliateApplications, serviceRequests, whistleblowingReports } from '../src/db/schema';
import { API_ROOT } from '../src/paths';
import { leadFormRequest, uniqueEmail } from './support/testApi';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<void>;
}

const children: ChildProcess[] = [];

/** Starts the built server (dist/server.js) as its own process and waits until it listens. */
async function startBuiltServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [path.join(API_ROOT, 'dist/server.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', RATE_LIMITS: 'off', LOG_LEVEL: 'info', SMTP_URL: 'smtp://127.0.0.1:9', OTP_SECRET: 'durability', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /"address":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    });
    void exited.then(() => reject(new Error(`the server exited:\n${output}`)));
  });
  return { child, baseUrl, exited };
}

type Acknowledged = { table: 'services' | 'whistleblowing' | 'affiliate'; id: number; marker: string };

/** Posts forms from a few concurrent senders until stopped; keeps every 201 it gets. */
function sendFormsUntilStopped(baseUrl: string) {
  const acknowledged: Acknowledged[] = [];
  let stopped = false;
  let sequence = 0;

  async function postOne(): Promise<void> {
    sequence += 1;
    const marker = `durable-${sequence}`;
    const kind = sequence % 5 === 0 ? 'whistleblowing' : sequence % 7 === 0 ? 'affiliate' : 'services';
    const [url, body] =
      kind === 'services'
        ? ['/api/services', leadFormRequest(uniqueEmail('durable'), { scam_description: marker })]
        : kind === 'whistleblowing'
          ? ['/api/whistleblowing', { firstName: 'Durable', lastName: marker, amountLost: '1 BTC' }]
          : ['/api/affiliate-applications', { firstName: 'Durable', lastName: marker, email: uniqueEmail('durable'), profession: 'other', terms: true }];
    const response = await fetch(`${baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (response.status !== 201) throw new Error(`${url} answered ${response.status}`);
    const answer = (await response.json()) as ServiceCreatedResponse | SubmissionReceivedResponse;
    acknowledged.push({ table: kind, id: answer.data.id, marker });
  }

  const senders = Array.from({ length: 8 }, async () => {
    while (!stopped) {
      try {
        await postOne();
      } catch {
        // The server was killed mid-request: nothing was acknowledged.
      }
    }
  });
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await Promise.all(senders);
    },
  };
}

let database: TestDatabase;
beforeAll(async () => {
  execFileSync(process.execPath, [path.join(API_ROOT, 'scripts/build.mjs')], { stdio: 'ignore' });
  database = await createTestDatabase();
  await database.release();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await database.drop();
});

it('keeps every acknowledged (201) submission when the API process is killed with SIGKILL', async () => {
  const first = await startBuiltServer(database.serverEnv);
  const load = sendFormsUntilStopped(first.baseUrl);
  while (load.acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 5));
  first.child.kill('SIGKILL');
  await first.exited;
  await load.stop();
  const acknowledged = [...load.acknowledged];
  expect(acknowledged.length).toBeGreaterThanOrEqual(150);

  const second = await startBuiltServer(database.serverEnv);
  expect((await fetch(`${second.baseUrl}/api/health`)).status).toBe(200);
  const afterRestart = await fetch(`${second.baseUrl}/api/services`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(leadFormRequest(uniqueEmail('after-restart'))),
  });
  expect(afterRestart.status).toBe(201);
  second.child.kill('SIGTERM');
  await second.exited;

  await database.reopen();
  const { db } = database.connection;
  const idsOf = (table: Acknowledged['table']) => acknowledged.filter((entry) => entry.table === table).map((entry) => entry.id);
  const storedServices = await db.select({ id: serviceRequests.id, marker: serviceRequests.scamDescription }).from(serviceRequests).where(inArray(serviceRequests.id, idsOf('services')));
  const storedReports = await db.select({ id: whistleblowingReports.id, marker: whistleblowingReports.lastName }).from(whistleblowingReports).where(inArray(whistleblowingReports.id, idsOf('whistleblowing')));
  const storedApplications = await db.select({ id: affiliateApplications.id, marker: affiliateApplications.lastName }).from(affiliateApplications).where(inArray(affiliateApplications.id, idsOf('affiliate')));

  const stored = new Set([
    ...storedServices.map((row) => `services ${row.id} ${row.marker}`),
    ...storedReports.map((row) => `whistleblowing ${row.id} ${row.marker}`),
    ...storedApplications.map((row) => `affiliate ${row.id} ${row.marker}`),
  ]);
  const lost = acknowledged.filter((entry) => !stored.has(`${entry.table} ${entry.id} ${entry.marker}`));
  expect(lost).toEqual([]);
});
