import { remoteLoadReportSchema, remoteLoadSummaryQuerySchema, remoteLoadSummarySchema, type RemoteLoadFigures } from '@frc/contracts';
import { and, asc, eq, gte, lt, lte, max, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../appContext';
import type { TelemetrySettings } from '../config';
import { remoteLoads } from '../db/schema';
import { requireOpsToken } from '../http/opsAuth';
import { perMinute } from '../http/rateLimits';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Load telemetry. POST /telemetry/remote-loads takes the browser's beacon (no personal data: remote, version,
 * outcome, time, kind of error), keeps at most `settings.maxRows` rows and none older than the retention period.
 * GET /telemetry/remote-loads/summary gives operators, with the ops token, the figures per remote and version.
 */
export function telemetryRoutes(
  { db, now, limits }: AppContext,
  { settings, opsToken }: { settings: TelemetrySettings; opsToken: string | null },
): FastifyPluginAsyncZod {
  async function prune(): Promise<void> {
    const [{ newest } = { newest: null }] = await db.select({ newest: max(remoteLoads.id) }).from(remoteLoads);
    const expired = lt(remoteLoads.receivedAt, new Date(now().getTime() - settings.retentionDays * DAY_MS));
    await db.delete(remoteLoads).where(newest === null ? expired : or(expired, lte(remoteLoads.id, newest - settings.maxRows)));
  }

  return async (app) => {
    app.post(
      '/telemetry/remote-loads',
      { schema: { body: remoteLoadReportSchema }, config: perMinute(limits.telemetryReportsPerMinutePerIp) },
      async (request, reply) => {
        const receivedAt = now();
        await db.insert(remoteLoads).values(request.body.loads.map((load) => ({ ...load, errorClass: load.errorClass ?? null, receivedAt })));
        await prune();
        return reply.code(204).send();
      },
    );

    if (!opsToken) return;
    app.get(
      '/telemetry/remote-loads/summary',
      { schema: { querystring: remoteLoadSummaryQuerySchema, response: { 200: remoteLoadSummarySchema } }, preHandler: requireOpsToken(opsToken) },
      async (request) => {
        const { minutes, since, remote, version } = request.query;
        const to = now();
        const windowStart = new Date(to.getTime() - minutes * 60_000);
        const from = since && new Date(since) > windowStart ? new Date(since) : windowStart;
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
        const versions: RemoteLoadFigures[] = rows.map((row) => ({ ...row, failureRate: row.loads === 0 ? 0 : row.failures / row.loads }));
        return { from: from.toISOString(), to: to.toISOString(), versions };
      },
    );
  };
}
