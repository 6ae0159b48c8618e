import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { sql } from 'drizzle-orm';
import { createTestDatabase, TEST_POSTGRES_URL, type TestDatabase } from '../../test/support/testDatabase';

// PGlite has no instrumentation of its own: the API wraps its queries in spans (PostgreSQL's come from
// instrumentation-pg, in test/tracing.test.ts).
const describeOnPglite = TEST_POSTGRES_URL ? describe.skip : describe;

describeOnPglite("PGlite's queries as spans", () => {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  let database: TestDatabase;
  beforeAll(async () => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    trace.setGlobalTracerProvider(provider);
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
    trace.disable();
    context.disable();
  });

  it('puts each query, in a transaction or not, under the span that runs it, with its placeholders and not its values', async () => {
    exporter.reset();
    const secret = 'jane.doe@example.com';
    await trace.getTracer('test').startActiveSpan('GET /api/admin/inbox', async (request) => {
      const { db } = database.connection;
      await db.execute(sql`select ${secret}::text as address`);
      await db.transaction(async (tx) => tx.execute(sql`select 1 as one`));
      request.end();
    });
    const spans = exporter.getFinishedSpans();
    const root = spans.find((span) => span.name === 'GET /api/admin/inbox')!;
    const queries = spans.filter((span) => span.attributes['db.system.name'] === 'postgresql');
    expect(queries.map((span) => span.attributes['db.query.text'])).toEqual(expect.arrayContaining(['select $1::text as address', 'select 1 as one']));
    for (const query of queries) {
      expect(query.spanContext().traceId).toBe(root.spanContext().traceId);
      expect(query.parentSpanContext?.spanId).toBe(root.spanContext().spanId);
      expect(JSON.stringify(query.attributes)).not.toContain(secret);
    }
  });

  it('leaves queries outside any span (migrations, seeding, start-up) untraced', async () => {
    exporter.reset();
    await database.connection.db.execute(sql`select 1`);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});
