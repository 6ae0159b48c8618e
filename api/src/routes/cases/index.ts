import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../appContext';
import type { Audit } from '../../backOffice/audit';
import type { ClientHooks } from '../../http/clientAuth';
import { clientEngagementRoutes } from './engagements';
import { clientCaseRoomRoutes } from './room';

/** /api/cases/…: the client's own cases, each case's page, its room (thread and documents) and its engagement letters. */
export function clientCaseRoutes(context: AppContext, hooks: ClientHooks, audit: Audit): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(clientCaseRoomRoutes(context, hooks, audit));
    await app.register(clientEngagementRoutes(context, hooks));
  };
}
