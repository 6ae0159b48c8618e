import { randomBytes } from 'node:crypto';
import { canWorkCases, NOT_A_CASE_WORKER, type StaffListItem, type StaffRole, type StaffUpdateRequest } from '@frc/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../appContext';
import type { Database } from '../db/client';
import { staffMembers, staffPasskeys } from '../db/schema';
import { mailEnrolmentLink } from './enrolment';
import { endSessionsOf } from './staffSessions';

export async function listStaff(db: Database): Promise<StaffListItem[]> {
  const members = await db
    .select({
      id: staffMembers.id,
      email: staffMembers.email,
      name: staffMembers.name,
      role: staffMembers.role,
      active: staffMembers.active,
      // A query of its own inside the expression: drizzle writes a column at a one-table select's expression top level
      // as a bare "id", which inside the subquery would be the passkey's own id (a member who never enrolled showed 1).
      passkeys: sql<number>`${db.select({ count: count() }).from(staffPasskeys).where(eq(staffPasskeys.staffId, staffMembers.id))}::int`,
      lastSignInAt: staffMembers.lastSignInAt,
      createdAt: staffMembers.createdAt,
    })
    .from(staffMembers)
    .orderBy(asc(staffMembers.name), asc(staffMembers.id));
  return members.map((member) => ({ ...member, passkeys: Number(member.passkeys), lastSignInAt: member.lastSignInAt?.toISOString() ?? null, createdAt: member.createdAt.toISOString() }));
}

/** Creates a member and mails their enrolment link; null when the address is already on the team. */
export async function addStaffMember(context: Pick<AppContext, 'db' | 'mailer' | 'publicOrigin'>, member: { email: string; name: string; role: StaffRole }, now: Date) {
  const [created] = await context.db
    .insert(staffMembers)
    .values({ ...member, webauthnUserId: randomBytes(32).toString('base64url'), createdAt: now })
    .onConflictDoNothing({ target: staffMembers.email })
    .returning();
  if (!created) return null;
  await mailEnrolmentLink(context, created, now);
  return created;
}

/** Deactivates a member and ends their sessions at once; false when there is no such member. */
export async function deactivateStaffMember(db: Database, email: string): Promise<{ id: number } | null> {
  const [member] = await db.update(staffMembers).set({ active: false }).where(eq(staffMembers.email, email)).returning({ id: staffMembers.id });
  if (!member) return null;
  await endSessionsOf(db, member.id);
  return member;
}

/** The active member with this address, if there is one. */
export async function activeStaffMember(db: Database, email: string) {
  const [member] = await db.select().from(staffMembers).where(and(eq(staffMembers.email, email), eq(staffMembers.active, true)));
  return member ?? null;
}

/** Changes a member's role or activity (ending their sessions when either changes); null when there is no such member. */
export async function changeStaffMember(db: Database, id: number, { role, active }: StaffUpdateRequest): Promise<{ id: number; email: string } | null> {
  const [updated] = await db
    .update(staffMembers)
    .set({ ...(role !== undefined && { role }), ...(active !== undefined && { active }) })
    .where(eq(staffMembers.id, id))
    .returning({ id: staffMembers.id, email: staffMembers.email });
  if (!updated) return null;
  if (active === false || role !== undefined) await endSessionsOf(db, updated.id);
  return updated;
}

/** Removes the member's passkeys, ends their sessions and mails them a new enrolment link; null when there is no such member. */
export async function resetPasskeys(context: Pick<AppContext, 'db' | 'mailer' | 'publicOrigin'>, id: number, now: Date): Promise<{ id: number; email: string } | null> {
  const { db } = context;
  const [member] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
  if (!member) return null;
  await db.delete(staffPasskeys).where(eq(staffPasskeys.staffId, member.id));
  await endSessionsOf(db, member.id);
  await mailEnrolmentLink(context, member, now);
  return member;
}

export type CaseWorkerChoice =
  | { member: { id: number; email: string; name: string } | null; refusal?: undefined }
  | { member?: undefined; refusal: { message: string; errors: { field: string; message: string }[] } };

/**
 * The member `id` names (null: nobody) if a case or a task can be given to them (an active admin or case manager),
 * else the 422 answer that says why, naming `field`.
 */
export async function caseWorker(db: Database, id: number | null, field: 'managerId' | 'assigneeId'): Promise<CaseWorkerChoice> {
  if (id === null) return { member: null };
  const [member] = await db.select({ id: staffMembers.id, email: staffMembers.email, name: staffMembers.name, role: staffMembers.role, active: staffMembers.active }).from(staffMembers).where(eq(staffMembers.id, id));
  if (member && canWorkCases(member)) return { member: { id: member.id, email: member.email, name: member.name } };
  const message = !member ? NOT_A_CASE_WORKER.unknown : member.role === 'editor' ? NOT_A_CASE_WORKER.editor : NOT_A_CASE_WORKER.inactive;
  return { refusal: { message, errors: [{ field, message }] } };
}
