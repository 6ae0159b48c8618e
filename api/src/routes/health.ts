import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseConnection } from '../db/client';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres']) });

/** GET /health: 200 while the database answers, 503 otherwise. Not rate limited, for monitors. */
export function healthRoutes(database: DatabaseConnection): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { schema: { response: { 200: healthSchema, 503: healthSchema } }, config: { rateLimit: false } }, async (_request, reply) => {
      const reachable = await database.isReachable();
      return reply.code(reachable ? 200 : 503).send({ status: reachable ? 'ok' : 'unavailable', database: database.kind });
    });
  };
}
