import {
  analyticsQuerySchema,
  analyticsSchema,
  CASE_STATUS_CODES,
  CLOSED_CASE_STATUSES,
  CONTACT_SUBJECTS,
  dashboardSchema,
  labelOf,
  menuCountsSchema,
  REQUEST_SOURCES,
  siteHealthQuerySchema,
  siteHealthSchema,
  type CaseStatus,
} from '@frc/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../appContext';
import { AUDIT_ACTIONS, type Audit } from '../../backOffice/audit';
import { caseScope } from '../../backOffice/cases';
import { openTasksOf, utcDay } from '../../backOffice/tasks';
import { casesUnreadByMember, inboxCounts, recentItems, unreadByMember } from '../../backOffice/inbox';
import { rows } from '../../db/rows';
import { signedInStaff } from './guard';
import { auditListRead } from './listReads';

const DAY_MS = 24 * 60 * 60 * 1000;
const closedList = sql.join(
  CLOSED_CASE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

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
      const byStatus = await rows<{ status: CaseStatus; count: number }>(
        db,
        sql`select c.status, count(*)::int as count from cases c where ${caseScope(viewer)} and c.status not in (${closedList}) group by c.status`,
      );
      const perManager = await rows<{ manager_name: string | null; count: number }>(
        db,
        sql`select m.name as manager_name, count(*)::int as count from cases c left join staff_members m on m.id = c.manager_id
          where ${caseScope(viewer)} and c.status not in (${closedList}) group by m.name order by count(*) desc, m.name`,
      );
      // What came in counts as the inbox counts it for this member: its default view, in their sight.
      const countSince = async (since: Date) => (await inboxCounts(db, viewer, since)).items;
      const [unread] = await rows<{ total: number }>(
        db,
        sql`select coalesce(sum(${unreadByMember(sql`c.id`, viewer.id)}), 0)::int as total from cases c where ${caseScope(viewer)} and c.id in ${casesUnreadByMember(viewer.id)}`,
      );
      return {
        scope: viewer.role === 'admin' ? ('team' as const) : ('mine' as const),
        inbox: await inboxCounts(db, viewer),
        unreadMessages: unread?.total ?? 0,
        newRequests: {
          today: await countSince(startOfDay),
          last7Days: await countSince(new Date(time.getTime() - 7 * DAY_MS)),
          last30Days: await countSince(new Date(time.getTime() - 30 * DAY_MS)),
        },
        openCasesByStatus: CASE_STATUS_CODES.filter((status) => !CLOSED_CASE_STATUSES.includes(status)).map((status) => ({
          status,
          count: byStatus.find((row) => row.status === status)?.count ?? 0,
        })),
        casesPerManager: perManager.map((row) => ({ managerName: row.manager_name ?? 'Unassigned', count: row.count })),
        recent: await recentItems(db, viewer, 10),
      };
    });

    app.get('/analytics', { config: { adminOnly: true }, schema: { querystring: analyticsQuerySchema, response: { 200: analyticsSchema } } }, async (request) => {
      const since = new Date(now().getTime() - request.query.days * DAY_MS);
      const inPeriod: SQL = sql`created_at >= ${since}`;
      const perDay = await rows<{ day: string; count: number }>(
        db,
        sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as count from service_requests where ${inPeriod} group by 1 order by 1`,
      );
      const byScamType = await rows<{ scam_type: string; count: number }>(
        db,
        sql`select coalesce(scam_type, 'not given') as scam_type, count(*)::int as count from service_requests where ${inPeriod} group by 1 order by 2 desc, 1`,
      );
      const contactSubjects = sql.join(
        CONTACT_SUBJECTS.map((subject) => sql`${subject}`),
        sql`, `,
      );
      const bySource = await rows<{ source: string; count: number }>(
        db,
        sql`select case when subject in (${contactSubjects}) then 'contact' when transaction_type is not null then 'wizard' else 'lead' end as source,
          count(*)::int as count from service_requests where ${inPeriod} group by 1 order by 2 desc`,
      );
      const [conversion] = await rows<{ received: number; opened: number; cases: number }>(
        db,
        sql`select count(*)::int as received, (count(*) filter (where opened_at is not null))::int as opened,
          (count(*) filter (where case_id is not null))::int as cases from service_requests where ${inPeriod}`,
      );
      // From the request to the team's first word to its client: a message in the case room, or a status note.
      const [firstReply] = await rows<{ median: number | null; p90: number | null; count: number }>(
        db,
        sql`select percentile_cont(0.5) within group (order by hours) as median, percentile_cont(0.9) within group (order by hours) as p90, count(*)::int as count
          from (select extract(epoch from least(
              (select min(cm.at) from case_messages cm where cm.case_id = r.case_id and cm.author = 'team' and cm.at >= r.created_at),
              (select min(h.at) from case_status_changes h where h.case_id = r.case_id and h.client_note is not null and h.at >= r.created_at)
            ) - r.created_at) / 3600 as hours
            from service_requests r where ${inPeriod} and r.case_id is not null) replied
          where hours is not null`,
      );
      const [recovered] = await rows<{ total: string | null; cases: number }>(
        db,
        sql`select coalesce(sum(amount_recovered), 0)::text as total, (count(*) filter (where amount_recovered > 0))::int as cases from cases`,
      );
      // Consultations counted by when they start (a move changes the week), not by when they were booked.
      const bookingsPerWeek = await rows<{ week: string; count: number }>(
        db,
        sql`select to_char(date_trunc('week', starts_at at time zone 'UTC'), 'YYYY-MM-DD') as week, count(*)::int as count
          from consultation_bookings where starts_at >= ${since} and status <> 'cancelled' group by 1 order by 1`,
      );
      const [shows] = await rows<{ held: number; no_show: number }>(
        db,
        sql`select (count(*) filter (where status = 'held'))::int as held, (count(*) filter (where status = 'no_show'))::int as no_show
          from consultation_bookings where starts_at >= ${since}`,
      );
      const [toConsultation] = await rows<{ median: number | null; p90: number | null; count: number }>(
        db,
        sql`select percentile_cont(0.5) within group (order by hours) as median, percentile_cont(0.9) within group (order by hours) as p90, count(*)::int as count
          from (select extract(epoch from b.starts_at - r.created_at) / 3600 as hours
            from consultation_bookings b join service_requests r on r.id = b.request_id
            where b.starts_at >= ${since} and b.status in ('booked', 'held')) waited`,
      );
      const round = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);
      const held = shows?.held ?? 0;
      const noShow = shows?.no_show ?? 0;
      return {
        requestsPerDay: perDay,
        byScamType: byScamType.map((row) => ({ scamType: row.scam_type, count: row.count })),
        bySourcePage: bySource.map((row) => ({ page: labelOf(REQUEST_SOURCES, row.source), count: row.count })),
        conversion: conversion ?? { received: 0, opened: 0, cases: 0 },
        firstReply: { medianHours: round(firstReply?.median), p90Hours: round(firstReply?.p90), count: firstReply?.count ?? 0 },
        recovered: { totalAmount: recovered?.total ?? '0', cases: recovered?.cases ?? 0 },
        bookingsPerWeek,
        showRate: { held, noShow, percent: held + noShow === 0 ? null : round((held / (held + noShow)) * 100) },
        requestToConsultation: { medianHours: round(toConsultation?.median), p90Hours: round(toConsultation?.p90), count: toConsultation?.count ?? 0 },
      };
    });

    /** How the site's parts load in visitors' browsers: a figure for who runs the site, apart from the business's. */
    app.get('/site-health', { config: { adminOnly: true }, schema: { querystring: siteHealthQuerySchema, response: { 200: siteHealthSchema } } }, async (request) => {
      const since = new Date(now().getTime() - request.query.days * DAY_MS);
      const loads = await rows<{ remote: string; version: string; loads: number; failures: number }>(
        db,
        sql`select remote, version, count(*)::int as loads, (count(*) filter (where outcome <> 'ok'))::int as failures
          from remote_loads where received_at >= ${since} group by remote, version order by remote, version`,
      );
      return { remoteLoadFailures: loads };
    });
  };
}
