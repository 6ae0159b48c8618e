import { randomBytes } from 'node:crypto';
import { DOCUMENTS_PER_DAY, type CaseMessage, type StaffMe } from '@frc/contracts';
import { killBuiltServers, startBuiltServer, type RunningServer } from './support/builtServer';
import { clientWithCase, uploadDocument } from './support/caseRooms';
import { startMailbox, type Mailbox } from './support/mailbox';
import { startRedis, startS3Server, type S3Server } from './support/sharedServices';
import { addAndSignIn, OPS_TOKEN, type StaffBrowser } from './support/staffClient';
import { createApiClient, PUBLIC_ORIGIN, uniqueEmail, type ApiClient } from './support/testApi';
import { createTestDatabase, TEST_POSTGRES_URL, type TestDatabase } from './support/testDatabase';
import { fileBytes, PDF_SIGNATURE } from './support/uploads';

// Two API processes (the built server) on one PostgreSQL database, one Redis and one bucket, as two replicas behind
// a load balancer. PGlite opens a data directory in one process only, so this runs in the PostgreSQL pass.

const SUBMISSIONS_PER_MINUTE = 6;

let database: TestDatabase;
let mailbox: Mailbox;
let redis: Awaited<ReturnType<typeof startRedis>>;
let s3: S3Server;
let replicas: RunningServer[];
/** Each request to the other replica in turn. */
let alternating: ApiClient;
/** Every request to one replica. */
let onA: ApiClient;
let onB: ApiClient;
let admin: StaffBrowser & { me: StaffMe };
let manager: StaffBrowser & { me: StaffMe };

const describeOnPostgres = TEST_POSTGRES_URL ? describe : describe.skip;

describeOnPostgres('two API replicas on one database, one Redis and one bucket', () => {
  beforeAll(async () => {
    [database, mailbox, redis, s3] = await Promise.all([createTestDatabase(), startMailbox(), startRedis(), startS3Server()]);
    await database.release();
    const env = {
      ...database.serverEnv,
      ...s3.serverEnv,
      REDIS_URL: redis.url,
      SMTP_URL: mailbox.smtpUrl,
      OTP_SECRET: 'one secret for every replica',
      OPS_TOKEN,
      PUBLIC_ORIGIN,
      RATE_LIMITS: 'relaxed',
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: String(SUBMISSIONS_PER_MINUTE),
    };
    replicas = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
    let turn = 0;
    alternating = createApiClient(() => replicas[turn++ % 2]!.baseUrl, mailbox);
    onA = createApiClient(replicas[0]!.baseUrl, mailbox);
    onB = createApiClient(replicas[1]!.baseUrl, mailbox);
    admin = await addAndSignIn(alternating, uniqueEmail('replica-admin'), 'Rae Replica', 'admin');
    manager = await addAndSignIn(alternating, uniqueEmail('replica-manager'), 'Rio Replica', 'case_manager');
  });
  afterAll(async () => {
    killBuiltServers();
    await Promise.all([database?.drop(), mailbox?.close(), redis?.stop(), s3?.close()]);
  });

  it('counts the per-IP limit once for both: six form posts in all, whichever replica took them', async () => {
    const from = { 'x-forwarded-for': `203.0.113.${randomBytes(1)[0]! % 200}` };
    const statuses: number[] = [];
    for (let index = 0; index < SUBMISSIONS_PER_MINUTE + 2; index += 1) {
      const answer = await alternating.post('/api/whistleblowing', { firstName: 'Lim', lastName: `It ${index}`, amountLost: '1 BTC' }, { headers: from });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(SUBMISSIONS_PER_MINUTE).fill(201), 429, 429]);
  });

  it('verifies through one replica the sign-in code sent through the other, and the token works on both', async () => {
    const email = uniqueEmail('replica-client');
    const code = await onA.requestCode(email);
    const verified = await onB.post<{ token: string }>('/api/verify-otp', { email, otp: code });
    expect(verified.status).toBe(200);
    for (const replica of [onA, onB]) expect((await replica.get('/api/cases', { token: verified.body.token })).status).toBe(200);
  });

  it("keeps a staff member's session on both replicas", async () => {
    for (const replica of replicas) {
      const me = await fetch(`${replica.baseUrl}/api/admin/me`, { headers: { cookie: admin.jar.header() } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as StaffMe).staff.id).toBe(admin.me.staff.id);
    }
  });

  it('polls through one replica the case-room message written through the other, and serves its document from the bucket', async () => {
    const client = await clientWithCase(alternating, admin, manager, 'replica-room');
    const sent = await onA.post<{ message: CaseMessage }>(`/api/cases/${client.ref}/messages`, { text: 'Written on A' }, { token: client.token });
    expect(sent.status).toBe(201);
    const polled = await fetch(`${replicas[1]!.baseUrl}/api/admin/cases/${client.ref}/messages`, { headers: { cookie: manager.jar.header() } });
    expect(polled.status).toBe(200);
    expect(((await polled.json()) as { items: CaseMessage[] }).items.map((message) => message.text)).toContain('Written on A');

    const bytes = fileBytes(PDF_SIGNATURE, 40_000);
    const uploaded = await uploadDocument(onA, `/api/cases/${client.ref}/documents`, { name: 'statement.pdf', bytes }, client);
    expect(uploaded.status).toBe(201);
    const download = await fetch(`${replicas[1]!.baseUrl}/api/cases/${client.ref}/documents/${uploaded.body.document.id}`, { headers: { authorization: `Bearer ${client.token}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('stores a retried submission once, whichever replica each try reached', async () => {
    const headers = { 'idempotency-key': `replica-retry-${randomBytes(6).toString('hex')}` };
    const report = { firstName: 'Ida', lastName: 'Empotent', amountLost: '3 ETH' };
    const first = await onA.post('/api/whistleblowing', report, { headers });
    const again = await onB.post('/api/whistleblowing', report, { headers });
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
  });

  it("holds a client's daily upload cap across both replicas", async () => {
    const client = await clientWithCase(alternating, admin, manager, 'replica-cap');
    const statuses: number[] = [];
    for (let index = 0; index <= DOCUMENTS_PER_DAY; index += 1) {
      const uploaded = await uploadDocument(alternating, `/api/cases/${client.ref}/documents`, { name: `page ${index}.pdf`, bytes: fileBytes(PDF_SIGNATURE, 2_000) }, client);
      statuses.push(uploaded.status);
    }
    expect(statuses).toEqual([...Array<number>(DOCUMENTS_PER_DAY).fill(201), 429]);
  });
});
