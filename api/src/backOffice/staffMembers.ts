import { randomBytes } from 'node:crypto';
import type { StaffListItem, StaffRole } from '@frc/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../appContext';
import type { Database } from '../db/client';
import { staffMembers } from '../db/schema';
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
      // Named in full: drizzle writes a column of the selected table as a bare "id", which inside this subquery is
      // the passkey's own id (a member who never enrolled showed 1 passkey).
      passkeys: sql<number>`(select count(*) from staff_passkeys p where p.staff_id = "staff_members"."id")::int`,
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
