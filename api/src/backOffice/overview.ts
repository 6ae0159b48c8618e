import { CASE_STATUS_CODES, CLOSED_CASE_STATUSES, CONTACT_SUBJECTS, labelOf, REQUEST_SOURCES, type CaseStatus } from '@frc/contracts';
import { and, count, desc, eq, gt, gte, inArray, isNotNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { rows } from '../db/rows';
import { caseMessages, cases, caseStatusChanges, consultationBookings, remoteLoads, serviceRequests, staffMembers } from '../db/schema';
import { caseScope } from './cases';
import { casesUnreadByMember, unreadByMember, type Viewer } from './inbox';

// The figures of the dashboard, the analytics and the site health. Percentiles and correlated subqueries stay in SQL
// (the query builder has no `within group`), over the schema's tables and columns.

/** The cases as `caseScope` names them (`c`). */
const c = alias(cases, 'c');
const counted = sql<number>`count(*)::int`;
/** A count of the rows that match `condition`. */
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
const openCase = notInArray(c.status, [...CLOSED_CASE_STATUSES]);

/** The open cases in the member's sight: how many in each status (every open status, 0 when none) and per manager. */
export async function openCases(db: Database, viewer: Viewer) {
  const inSight = and(caseScope(viewer), openCase);
  const byStatus = await db.select({ status: c.status, count: counted }).from(c).where(inSight).groupBy(c.status);
  const perManager = await db
    .select({ managerName: staffMembers.name, count: counted })
    .from(c)
    .leftJoin(staffMembers, eq(staffMembers.id, c.managerId))
    .where(inSight)
    .groupBy(staffMembers.name)
    .orderBy(desc(count()), staffMembers.name);
  return {
    byStatus: CASE_STATUS_CODES.filter((status) => !CLOSED_CASE_STATUSES.includes(status)).map((status: CaseStatus) => ({
      status,
      count: byStatus.find((row) => row.status === status)?.count ?? 0,
    })),
    perManager: perManager.map((row) => ({ managerName: row.managerName ?? 'Unassigned', count: row.count })),
  };
}

/** The clients' messages the member has not read, over the cases in their sight. */
export async function unreadMessageTotal(db: Database, viewer: Viewer): Promise<number> {
  const [unread] = await db
    .select({ total: sql<number>`coalesce(sum(${unreadByMember(sql`${c.id}`, viewer.id)}), 0)::int` })
    .from(c)
    .where(and(caseScope(viewer), sql`${c.id} in ${casesUnreadByMember(viewer.id)}`));
  return unread?.total ?? 0;
}

/** A median and a 90th percentile of hours, rounded to a tenth, and how many there were. */
interface HourSpread {
  median: number | null;
  p90: number | null;
  count: number;
}
const spreadOf = (hours: SQL) => sql`select percentile_cont(0.5) within group (order by ${hours}) as median, percentile_cont(0.9) within group (order by ${hours}) as p90, count(*)::int as count`;
const round = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);
const spreadAnswer = (spread: HourSpread | undefined) => ({ medianHours: round(spread?.median), p90Hours: round(spread?.p90), count: spread?.count ?? 0 });

/** The admins' analytics of the requests, cases and consultations since `since`. */
export async function analyticsSince(db: Database, since: Date) {
  const requests = serviceRequests;
  const inPeriod = gte(requests.createdAt, since);
  const day = sql<string>`to_char(${requests.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const perDay = await db.select({ day, count: counted }).from(requests).where(inPeriod).groupBy(day).orderBy(day);
  const scamType = sql<string>`coalesce(${requests.scamType}, 'not given')`;
  const byScamType = await db.select({ scamType, count: counted }).from(requests).where(inPeriod).groupBy(scamType).orderBy(desc(count()), scamType);
  const source = sql<string>`case when ${inArray(requests.subject, [...CONTACT_SUBJECTS])} then 'contact' when ${isNotNull(requests.transactionType)} then 'wizard' else 'lead' end`;
  // By position: the subjects are parameters, which PostgreSQL does not match between the select and the group by.
  const bySource = await db.select({ source, count: counted }).from(requests).where(inPeriod).groupBy(sql`1`).orderBy(desc(count()));
  const [conversion] = await db
    .select({ received: counted, opened: countWhere(isNotNull(requests.openedAt)), cases: countWhere(isNotNull(requests.caseId)) })
    .from(requests)
    .where(inPeriod);

  // From the request to the team's first word to its client: a message in the case room, or a status note.
  const firstTeamMessage = sql`(select min(${caseMessages.at}) from ${caseMessages} where ${caseMessages.caseId} = ${requests.caseId} and ${caseMessages.author} = 'team' and ${caseMessages.at} >= ${requests.createdAt})`;
  const firstClientNote = sql`(select min(${caseStatusChanges.at}) from ${caseStatusChanges} where ${caseStatusChanges.caseId} = ${requests.caseId} and ${isNotNull(caseStatusChanges.clientNote)} and ${caseStatusChanges.at} >= ${requests.createdAt})`;
  const [firstReply] = await rows<HourSpread>(
    db,
    sql`${spreadOf(sql`hours`)} from (select extract(epoch from least(${firstTeamMessage}, ${firstClientNote}) - ${requests.createdAt}) / 3600 as hours
      from ${requests} where ${and(inPeriod, isNotNull(requests.caseId))}) replied where hours is not null`,
  );

  const [recovered] = await db
    .select({ total: sql<string>`coalesce(sum(${cases.amountRecovered}), 0)::text`, cases: countWhere(gt(cases.amountRecovered, '0')) })
    .from(cases);

  // Consultations counted by when they start (a move changes the week), not by when they were booked.
  const bookings = consultationBookings;
  const startedSince = gte(bookings.startsAt, since);
  const week = sql<string>`to_char(date_trunc('week', ${bookings.startsAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const bookingsPerWeek = await db
    .select({ week, count: counted })
    .from(bookings)
    .where(and(startedSince, ne(bookings.status, 'cancelled')))
    .groupBy(week)
    .orderBy(week);
  const [shows] = await db
    .select({ held: countWhere(eq(bookings.status, 'held')), noShow: countWhere(eq(bookings.status, 'no_show')) })
    .from(bookings)
    .where(startedSince);
  const [toConsultation] = await rows<HourSpread>(
    db,
    sql`${spreadOf(sql`hours`)} from (select extract(epoch from ${bookings.startsAt} - ${serviceRequests.createdAt}) / 3600 as hours
      from ${bookings} join ${serviceRequests} on ${eq(serviceRequests.id, bookings.requestId)}
      where ${and(startedSince, inArray(bookings.status, ['booked', 'held']))}) waited`,
  );

  const held = shows?.held ?? 0;
  const noShow = shows?.noShow ?? 0;
  return {
    requestsPerDay: perDay,
    byScamType,
    bySourcePage: bySource.map((row) => ({ page: labelOf(REQUEST_SOURCES, row.source), count: row.count })),
    conversion: conversion ?? { received: 0, opened: 0, cases: 0 },
    firstReply: spreadAnswer(firstReply),
    recovered: { totalAmount: recovered?.total ?? '0', cases: recovered?.cases ?? 0 },
    bookingsPerWeek,
    showRate: { held, noShow, percent: held + noShow === 0 ? null : round((held / (held + noShow)) * 100) },
    requestToConsultation: spreadAnswer(toConsultation),
  };
}

/** The remotes' loads since `since`, and how many failed, per remote and version. */
export function remoteLoadFailures(db: Database, since: Date) {
  return db
    .select({ remote: remoteLoads.remote, version: remoteLoads.version, loads: counted, failures: countWhere(ne(remoteLoads.outcome, 'ok')) })
    .from(remoteLoads)
    .where(gte(remoteLoads.receivedAt, since))
    .groupBy(remoteLoads.remote, remoteLoads.version)
    .orderBy(remoteLoads.remote, remoteLoads.version);
}
