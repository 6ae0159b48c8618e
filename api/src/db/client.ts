import fs from 'node:fs';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { SpanKind, trace } from '@opentelemetry/api';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { DatabaseTarget } from '../config';
import { inSpan } from '../observability/tracing';
import { MIGRATIONS_DIR } from '../paths';
import { DATABASE_CASING } from './casing';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseConnection {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** True when the database answers a trivial query. */
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
}

const DRIZZLE_OPTIONS = { schema, casing: DATABASE_CASING } as const;
/** The advisory lock key under which one process at a time brings a PostgreSQL schema up to date. */
const MIGRATION_LOCK = 4_502_411;

/** A query as a span under the running one: its statement with placeholders, never the values (instrumentation-pg does the same for PostgreSQL). */
function traced<T>(text: string, run: () => Promise<T>): Promise<T> {
  // Only within a request or a job's span: the migrations and the seeding at start are not traced.
  if (!trace.getActiveSpan()) return run();
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
  return inSpan(`pglite ${operation}`, SpanKind.CLIENT, { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': text }, run);
}

function traceQueriesOf(target: Pick<Transaction, 'query' | 'exec'>): void {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = (text, params, options) => traced(text, () => query(text, params, options));
  target.exec = (text, options) => traced(text, () => exec(text, options));
}

/** PGlite's queries, in a transaction or not, each under a span of the request that runs it. */
function traceQueries(client: PGlite): void {
  traceQueriesOf(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      traceQueriesOf(tx);
      return callback(tx);
    });
}

async function openPglite(dataDir: string, template?: Blob): Promise<Omit<DatabaseConnection, 'isReachable'>> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // PGlite creates only the last folder of the path itself (`memory://` is no folder: the tests' databases in memory).
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  // relaxedDurability stays off: a query resolves only once its writes have reached the data
  // directory, so an answer sent after a commit survives the process being killed.
  const client = new PGlite({ dataDir, relaxedDurability: false, loadDataDir: template });
  traceQueries(client);
  const db = drizzle({ client, ...DRIZZLE_OPTIONS });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string, onConnectionLost: (error: Error) => void): Promise<Omit<DatabaseConnection, 'isReachable'>> {
  const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection that dies (server restart, admin command) is dropped by the pool and
  // reported here; without a listener it would crash the process.
  pool.on('error', onConnectionLost);
  const db = drizzle({ client: pool, ...DRIZZLE_OPTIONS });
  // Replicas (and the migration job) starting together: one migrates at a time, on one connection holding a
  // session lock; the others then find every migration applied.
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client: connection, ...DRIZZLE_OPTIONS }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    connection.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

export interface OpenOptions {
  /** Told when PostgreSQL drops an idle connection; the pool replaces it. */
  onConnectionLost: (error: Error) => void;
  /** PGlite only: a dumped data directory to start from instead of running initdb (the tests start quickly from one). */
  template?: Blob;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions): Promise<DatabaseConnection> {
  const connection = target.kind === 'postgres' ? await openPostgres(target.url, options.onConnectionLost) : await openPglite(target.dataDir, options.template);
  return {
    ...connection,
    isReachable: async () => {
      try {
        await connection.db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
  };
}
