import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOpsToken } from '../http/opsAuth';
import type { PurgeCounts } from '../retention/purge';

/** POST /ops/purge: the purge of expired records, now (`npm run purge -w api`); the ops token only. */
export function operationsRoutes({ purge, opsToken }: { purge: () => Promise<PurgeCounts>; opsToken: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/ops/purge', { preHandler: requireOpsToken(opsToken) }, async () => ({ purged: await purge() }));
  };
}
