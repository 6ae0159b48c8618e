import { caseReference, NOTIFICATION_GROUP_MINUTES, NOTIFICATIONS_LISTED, type NotificationCounts, type NotificationKind, type NotificationsResponse } from '@frc/contracts';
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rows } from '../db/rows';
import { cases, staffNotifications } from '../db/schema';

/** Tells member `staffId` (if any) of something in case `caseId`: a row of their bell. */
export async function notifyMember(db: Database, staffId: number | null, caseId: number, kind: NotificationKind, at: Date): Promise<void> {
  if (staffId === null) return;
  await db.insert(staffNotifications).values({ staffId, caseId, kind, at });
}

/** Tells the case's manager (if it has one, and it is not `except`, who did it). */
export async function notifyCaseManager(db: Database, caseId: number, kind: NotificationKind, at: Date, except: number | null = null): Promise<void> {
  // SQL: the builder's insert from a select names every column, the generated id too. Unqualified, as an insert's columns must be.
  await db.execute(sql`insert into ${staffNotifications} (staff_id, case_id, kind, at)
    select ${cases.managerId}, ${cases.id}, ${kind}, ${at.toISOString()}::timestamptz from ${cases}
    where ${and(eq(cases.id, caseId), isNotNull(cases.managerId))} and ${cases.managerId} is distinct from ${except}`);
}

interface BellItemRow {
  id: number;
  case_id: number;
  at: string | Date;
  seen: boolean;
  kinds: string[];
  unseen_items: number;
}

/**
 * The member's bell: their events gathered per case (an event within NOTIFICATION_GROUP_MINUTES of the one before it
 * in the same case joins its item), newest items first, and how many items hold an event they have not seen.
 */
export async function notificationsOf(db: Database, staffId: number): Promise<NotificationsResponse> {
  const n = staffNotifications;
  // Window functions over a CTE: SQL, over the schema's table and columns.
  const found = await rows<BellItemRow>(
    db,
    sql`with events as (
      select ${n.id} as id, ${n.caseId} as case_id, ${n.kind} as kind, ${n.at} as at, ${n.seenAt} as seen_at,
        case when ${n.at} - lag(${n.at}) over (partition by ${n.caseId} order by ${n.at}, ${n.id}) <= make_interval(mins => ${NOTIFICATION_GROUP_MINUTES}) then 0 else 1 end as starts
      from ${n} where ${eq(n.staffId, staffId)}
    ), numbered as (
      select *, sum(starts) over (partition by case_id order by at, id) as item from events
    ), items as (
      select max(id) as id, case_id, max(at) as at, bool_and(seen_at is not null) as seen, array_agg(kind order by id) as kinds
      from numbered group by case_id, item
    )
    select id, case_id, at, seen, kinds, (select count(*)::int from items where not seen) as unseen_items
    from items order by id desc limit ${NOTIFICATIONS_LISTED}`,
  );
  return {
    unseen: found[0]?.unseen_items ?? 0,
    items: found.map((row) => ({ id: row.id, caseRef: caseReference(row.case_id), counts: countKinds(row.kinds), at: new Date(row.at).toISOString(), seen: row.seen })),
  };
}

function countKinds(kinds: readonly string[]): NotificationCounts {
  const counts: NotificationCounts = {};
  for (const kind of kinds as NotificationKind[]) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/** The member opened the list: what it showed (up to `upTo`) is seen. */
export async function markNotificationsSeen(db: Database, staffId: number, upTo: number, at: Date): Promise<void> {
  await db
    .update(staffNotifications)
    .set({ seenAt: at })
    .where(and(eq(staffNotifications.staffId, staffId), lte(staffNotifications.id, upTo), isNull(staffNotifications.seenAt)));
}
