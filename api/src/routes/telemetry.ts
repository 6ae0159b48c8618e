import { remoteLoadReportSchema, remoteLoadSummaryQuerySchema, remoteLoadSummarySchema } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../appContext';
import type { TelemetrySettings } from '../config';
import { requireOpsToken } from '../http/opsAuth';
import { perMinute } from '../http/rateLimits';
import { recordRemoteLoads, remoteLoadFigures } from '../telemetry/remoteLoads';

/**
 * Load telemetry. POST /telemetry/remote-loads takes the browser's beacon (no personal data: remote, version,
 * outcome, time, kind of error), keeps at most `settings.maxRows` rows and none older than the retention period.
 * GET /telemetry/remote-loads/summary gives operators, with the ops token, the figures per remote and version.
 */
export function telemetryRoutes(
  { db, now, limits }: AppContext,
  { settings, opsToken }: { settings: TelemetrySettings; opsToken: string | null },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/telemetry/remote-loads',
      { schema: { body: remoteLoadReportSchema }, config: perMinute(limits.telemetryReportsPerMinutePerIp) },
      async (request, reply) => {
        await recordRemoteLoads(db, request.body.loads, now(), settings);
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
        return { from: from.toISOString(), to: to.toISOString(), versions: await remoteLoadFigures(db, { from, to, remote, version }) };
      },
    );
  };
}
