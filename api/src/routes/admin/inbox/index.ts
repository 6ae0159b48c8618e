import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../appContext';
import type { Audit } from '../../../backOffice/audit';
import { inboxItemRoutes } from './items';
import { inboxListRoutes } from './lists';

/** /api/admin/inbox/…: the list, its bulk actions and export, and each item. */
export function inboxRoutes(context: AppContext, audit: Audit): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(inboxItemRoutes(context, audit));
    await app.register(inboxListRoutes(context, audit));
  };
}
