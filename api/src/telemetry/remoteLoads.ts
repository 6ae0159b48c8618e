import type { RemoteLoad, RemoteLoadFigures } from '@frc/contracts';
import { and, asc, eq, gte, lt, lte, max, or, sql } from 'drizzle-orm';
import type { TelemetrySettings } from '../config';
import type { Database } from '../db/client';
import { remoteLoads } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Keeps the browser's load reports, then at most `settings.maxRows` rows and none older than the retention period. */
export async function recordRemoteLoads(db: Database, loads: readonly RemoteLoad[], receivedAt: Date, settings: TelemetrySettings): Promise<void> {
  await db.insert(remoteLoads).values(loads.map((load) => ({ ...load, errorClass: load.errorClass ?? null, receivedAt })));
  const [{ newest } = { newest: null }] = await db.select({ newest: max(remoteLoads.id) }).from(remoteLoads);
  const expired = lt(remoteLoads.receivedAt, new Date(receivedAt.getTime() - settings.retentionDays * DAY_MS));
  await db.delete(remoteLoads).where(newest === null ? expired : or(expired, lte(remoteLoads.id, newest - settings.maxRows)));
}

/** The loads received from `from` to `to`, per remote and version (one remote or version when given). */
export async function remoteLoadFigures(db: Database, { from, to, remote, version }: { from: Date; to: Date; remote?: string; version?: string }): Promise<RemoteLoadFigures[]> {
  const ok = sql`${remoteLoads.outcome} = 'ok'`;
  const rows = await db
    .select({
      remote: remoteLoads.remote,
      version: remoteLoads.version,
      loads: sql<number>`count(*)::int`,
      failures: sql<number>`(count(*) filter (where ${remoteLoads.outcome} = 'failed'))::int`,
      p95Ms: sql<number | null>`round((percentile_cont(0.95) within group (order by ${remoteLoads.durationMs}) filter (where ${ok}))::numeric)::int`,
    })
    .from(remoteLoads)
    .where(
      and(
        gte(remoteLoads.receivedAt, from),
        lte(remoteLoads.receivedAt, to),
        remote ? eq(remoteLoads.remote, remote) : undefined,
        version ? eq(remoteLoads.version, version) : undefined,
      ),
    )
    .groupBy(remoteLoads.remote, remoteLoads.version)
    .orderBy(asc(remoteLoads.remote), asc(remoteLoads.version));
  return rows.map((row) => ({ ...row, failureRate: row.loads === 0 ? 0 : row.failures / row.loads }));
}
