import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseConnection } from '../db/client';
import type { Readiness } from '../http/readiness';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres']) });
const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.enum(['ready', 'draining', 'unavailable']) });

/** Monitors' and orchestrators' questions; none is rate limited. */
export function healthRoutes(database: DatabaseConnection, readiness: Readiness): FastifyPluginAsyncZod {
  return async (app) => {
    /** GET /health: 200 while the database answers, 503 otherwise. */
    app.get('/health', { schema: { response: { 200: healthSchema, 503: healthSchema } }, config: { rateLimit: false } }, async (_request, reply) => {
      const reachable = await database.isReachable();
      return reply.code(reachable ? 200 : 503).send({ status: reachable ? 'ok' : 'unavailable', database: database.kind });
    });

    /** GET /health/live: the process answers. A database outage is no reason to restart it. */
    app.get('/health/live', { schema: { response: { 200: liveSchema } }, config: { rateLimit: false } }, async () => ({ status: 'ok' as const }));

    /** GET /health/ready: 200 when new requests are welcome; 503 while stopping (draining) or without its database. */
    app.get('/health/ready', { schema: { response: { 200: readySchema, 503: readySchema } }, config: { rateLimit: false } }, async (_request, reply) => {
      if (readiness.draining) return reply.code(503).send({ status: 'draining' });
      const reachable = await database.isReachable();
      return reply.code(reachable ? 200 : 503).send({ status: reachable ? 'ready' : 'unavailable' });
    });
  };
}
