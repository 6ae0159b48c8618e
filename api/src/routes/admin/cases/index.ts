import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../appContext';
import type { Audit } from '../../../backOffice/audit';
import { caseRoutes } from './cases';
import { engagementStaffRoutes } from './engagements';
import { caseListRoutes } from './lists';
import { caseRoomStaffRoutes } from './room';
import { caseTaskRoutes } from './tasks';

/** /api/admin/cases/…: the list, its bulk assignment and export, each case, its room, tasks, fee terms and engagement letters. */
export function staffCaseRoutes(context: AppContext, audit: Audit): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(caseRoutes(context, audit));
    await app.register(caseListRoutes(context, audit));
    await app.register(caseRoomStaffRoutes(context, audit));
    await app.register(caseTaskRoutes(context, audit));
    await app.register(engagementStaffRoutes(context, audit));
  };
}
