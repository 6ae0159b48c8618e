import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { StaffMe } from '@frc/contracts';
import { killBuiltServers, startBuiltServer, type RunningServer } from './support/builtServer';
import { startMailbox, type Mailbox } from './support/mailbox';
import { startRedis } from './support/sharedServices';
import { addAndSignIn, OPS_TOKEN, type StaffBrowser } from './support/staffClient';
import { createApiClient, PUBLIC_ORIGIN, uniqueEmail } from './support/testApi';
import { createTestDatabase, TEST_POSTGRES_URL, type TestDatabase } from './support/testDatabase';

// The built server with OTEL_EXPORTER_OTLP_ENDPOINT set, exporting to a receiver in this process: what an operator's
// collector would get. It runs as a process of its own, because the instrumentations wrap `pg` and `ioredis` as
// Node loads them, which Jest's module loader bypasses. On PostgreSQL, as in production (instrumentation-pg's spans):
// the built server on PGlite takes most of a minute to open its database on these shared cores, and PGlite's own
// query spans are tested in process (src/db/client.test.ts).

const describeOnPostgres = TEST_POSTGRES_URL ? describe : describe.skip;

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: OtlpValue }[];
}

/** An OTLP/HTTP receiver of traces (JSON), as a collector would be. */
async function startTraceReceiver() {
  const spans: ExportedSpan[] = [];
  let arrived = () => {};
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const payload = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[] };
        spans.push(...payload.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)));
        arrived();
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    /** Resolves with what `find` finds among the spans received, once it finds something. */
    async waitFor<T>(find: (received: ExportedSpan[]) => T | undefined): Promise<T> {
      for (;;) {
        const found = find(spans);
        if (found !== undefined) return found;
        await new Promise<void>((resolve) => (arrived = resolve));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: ExportedSpan, key: string) => {
  const value = span.attributes.find((each) => each.key === key)?.value;
  return value?.stringValue ?? value?.intValue ?? value?.boolValue ?? value?.doubleValue;
};

describeOnPostgres('traces exported by OTLP', () => {
  let database: TestDatabase;
  let mailbox: Mailbox;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let receiver: Awaited<ReturnType<typeof startTraceReceiver>>;
  let server: RunningServer;
  let admin: StaffBrowser & { me: StaffMe };
  // No first content: seeding it takes PGlite a while, and the inbox needs none.
  const noContent = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-tracing-no-content-'));

  beforeAll(async () => {
    [database, mailbox, redis, receiver] = await Promise.all([createTestDatabase(), startMailbox(), startRedis(), startTraceReceiver()]);
    await database.release();
    server = await startBuiltServer({
      ...database.serverEnv,
      REDIS_URL: redis.url,
      RATE_LIMITS: 'relaxed',
      SMTP_URL: mailbox.smtpUrl,
      OPS_TOKEN,
      PUBLIC_ORIGIN,
      CONTENT_SEED_DIR: noContent,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_SERVICE_NAME: 'frc-api-under-test',
      // The batch goes out within a tenth of a second rather than the default five.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    admin = await addAndSignIn(createApiClient(server.baseUrl, mailbox), uniqueEmail('traced-admin'), 'Tess Trace', 'admin');
  });
  afterAll(async () => {
    killBuiltServers();
    await Promise.all([database?.drop(), mailbox?.close(), redis?.stop(), receiver?.close()]);
    fs.rmSync(noContent, { recursive: true, force: true });
  });

  it("follows a staff inbox request from its HTTP span to its database queries, and names its trace in the request's log line", async () => {
    const inbox = await admin.get('/api/admin/inbox');
    expect(inbox.status).toBe(200);
    const requestId = inbox.headers.get('x-request-id');

    const requestSpans = await receiver.waitFor((spans) => {
      const found = spans.filter((span) => attribute(span, 'http.route') === '/api/admin/inbox' && !span.parentSpanId);
      return found.length > 0 ? found : undefined;
    });
    expect(requestSpans).toHaveLength(1);
    const root = requestSpans[0]!;
    expect(root.name).toBe('GET /api/admin/inbox');
    expect(attribute(root, 'http.response.status_code')).toEqual(expect.anything());

    const inTrace = (spans: ExportedSpan[]) => spans.filter((span) => span.traceId === root.traceId);
    const isQuery = (span: ExportedSpan) => attribute(span, 'db.system.name') === 'postgresql' || attribute(span, 'db.system') === 'postgresql';
    const queries = await receiver.waitFor((spans) => {
      const found = inTrace(spans).filter(isQuery);
      return found.length > 0 ? found : undefined;
    });
    const byId = new Map(inTrace(receiver.spans).map((span) => [span.spanId, span]));
    for (const query of queries) {
      let ancestor: ExportedSpan | undefined = query;
      while (ancestor?.parentSpanId) ancestor = byId.get(ancestor.parentSpanId);
      expect(ancestor?.spanId).toBe(root.spanId);
    }
    // One trace: every span of the request under the one root.
    expect(new Set(inTrace(receiver.spans).map((span) => span.traceId)).size).toBe(1);

    const logged = server
      .output()
      .split('\n')
      .filter((line) => line.includes(`"reqId":"${requestId}"`) && line.includes('"request completed"'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ trace_id: root.traceId });
  });

  it('puts no token in any span: not the session, not the CSRF token, not a link token in the address', async () => {
    const linkToken = randomBytes(32).toString('base64url');
    const pathToken = randomBytes(32).toString('base64url');
    await admin.get(`/api/admin/inbox?token=${linkToken}`);
    await admin.get(`/api/calendar/${pathToken}.ics`);
    await receiver.waitFor((spans) => (spans.some((span) => attribute(span, 'url.path')?.toString().startsWith('/api/calendar/')) ? true : undefined));

    const secrets = [linkToken, pathToken, admin.jar.get('frc_staff'), admin.csrfToken()].filter((secret): secret is string => typeof secret === 'string' && secret.length > 0);
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    const values = receiver.spans.flatMap((span) => [span.name, ...span.attributes.map((each) => String(attribute(span, each.key)))]);
    for (const secret of secrets) expect(values.filter((value) => value.includes(secret))).toEqual([]);
    expect(values).toContain('/api/admin/inbox?token=[redacted]');
  });
});
