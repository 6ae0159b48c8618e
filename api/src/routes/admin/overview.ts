import { analyticsQuerySchema, analyticsSchema, dashboardSchema, menuCountsSchema, siteHealthQuerySchema, siteHealthSchema } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../appContext';
import { AUDIT_ACTIONS, type Audit } from '../../backOffice/audit';
import { inboxCounts, recentItems } from '../../backOffice/inbox';
import { analyticsSince, openCases, remoteLoadFailures, unreadMessageTotal } from '../../backOffice/overview';
import { openTasksOf, utcDay } from '../../backOffice/tasks';
import { signedInStaff } from './guard';
import { auditListRead } from './listReads';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The overviews: the menu's counts, the dashboard, and the admins' analytics and site health. */
export function overviewRoutes({ db, now }: AppContext, audit: Audit): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/menu-counts', { schema: { response: { 200: menuCountsSchema } } }, async (request) => {
      const staff = signedInStaff(request);
      const { unopened } = await inboxCounts(db, { id: staff.id, role: staff.role });
      return { inboxUnopened: unopened, tasksDue: (await openTasksOf(db, staff.id, utcDay(now()))).length };
    });

    app.get('/dashboard', { schema: { response: { 200: dashboardSchema } } }, async (request) => {
      const staff = signedInStaff(request);
      const viewer = { id: staff.id, role: staff.role };
      // Its newest items show names and addresses.
      await auditListRead(audit, db, request, AUDIT_ACTIONS.dashboardRead);
      const time = now();
      const startOfDay = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
      // What came in counts as the inbox counts it for this member: its default view, in their sight.
      const countSince = async (since: Date) => (await inboxCounts(db, viewer, since)).items;
      const open = await openCases(db, viewer);
      return {
        scope: viewer.role === 'admin' ? ('team' as const) : ('mine' as const),
        inbox: await inboxCounts(db, viewer),
        unreadMessages: await unreadMessageTotal(db, viewer),
        newRequests: {
          today: await countSince(startOfDay),
          last7Days: await countSince(new Date(time.getTime() - 7 * DAY_MS)),
          last30Days: await countSince(new Date(time.getTime() - 30 * DAY_MS)),
        },
        openCasesByStatus: open.byStatus,
        casesPerManager: open.perManager,
        recent: await recentItems(db, viewer, 10),
      };
    });

    app.get('/analytics', { config: { adminOnly: true }, schema: { querystring: analyticsQuerySchema, response: { 200: analyticsSchema } } }, async (request) => {
      const since = new Date(now().getTime() - request.query.days * DAY_MS);
      return analyticsSince(db, since);
    });

    /** How the site's parts load in visitors' browsers: a figure for who runs the site, apart from the business's. */
    app.get('/site-health', { config: { adminOnly: true }, schema: { querystring: siteHealthQuerySchema, response: { 200: siteHealthSchema } } }, async (request) => {
      const since = new Date(now().getTime() - request.query.days * DAY_MS);
      return { remoteLoadFailures: await remoteLoadFailures(db, since) };
    });
  };
}
