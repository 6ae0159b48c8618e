import { inArray } from 'drizzle-orm';
import type { ServiceCreatedResponse, SubmissionReceivedResponse } from '@frc/contracts';
import { affiliateApplications, serviceRequests, whistleblowingReports } from '../src/db/schema';
import { killBuiltServers, startBuiltServer } from './support/builtServer';
import { leadFormRequest, uniqueEmail } from './support/testApi';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

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
  database = await createTestDatabase({ pglite: 'disk' });
  await database.release();
});
afterAll(async () => {
  killBuiltServers();
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
