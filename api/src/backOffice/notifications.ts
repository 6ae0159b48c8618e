import { caseReference, NOTIFICATIONS_LISTED, type NotificationKind, type NotificationsResponse } from '@frc/contracts';
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffNotifications } from '../db/schema';

/** Tells member `staffId` (if any) of something in case `caseId`: a row of their bell. */
export async function notifyMember(db: Database, staffId: number | null, caseId: number, kind: NotificationKind, at: Date): Promise<void> {
  if (staffId === null) return;
  await db.insert(staffNotifications).values({ staffId, caseId, kind, at });
}

/** Tells the case's manager (if it has one, and it is not `except`, who did it). */
export async function notifyCaseManager(db: Database, caseId: number, kind: NotificationKind, at: Date, except: number | null = null): Promise<void> {
  await db.execute(sql`insert into staff_notifications (staff_id, case_id, kind, at)
    select c.manager_id, c.id, ${kind}, ${at.toISOString()}::timestamptz from cases c
    where c.id = ${caseId} and c.manager_id is not null and c.manager_id is distinct from ${except}`);
}

/** The member's newest notifications, newest first, and how many they have not seen. */
export async function notificationsOf(db: Database, staffId: number): Promise<NotificationsResponse> {
  const found = await db
    .select()
    .from(staffNotifications)
    .where(eq(staffNotifications.staffId, staffId))
    .orderBy(desc(staffNotifications.id))
    .limit(NOTIFICATIONS_LISTED);
  const [counted] = await db
    .select({ unseen: sql<number>`count(*)::int` })
    .from(staffNotifications)
    .where(and(eq(staffNotifications.staffId, staffId), isNull(staffNotifications.seenAt)));
  return {
    unseen: counted?.unseen ?? 0,
    items: found.map((row) => ({ id: row.id, kind: row.kind, caseRef: caseReference(row.caseId), at: row.at.toISOString(), seen: row.seenAt !== null })),
  };
}

/** The member opened the list: what it showed (up to `upTo`) is seen. */
export async function markNotificationsSeen(db: Database, staffId: number, upTo: number, at: Date): Promise<void> {
  await db
    .update(staffNotifications)
    .set({ seenAt: at })
    .where(and(eq(staffNotifications.staffId, staffId), lte(staffNotifications.id, upTo), isNull(staffNotifications.seenAt)));
}
