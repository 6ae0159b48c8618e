import { caseReference, caseStatusLabel, type ServiceRecord, type StaffAccess } from '@frc/contracts';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog, cases, caseStatusChanges, staffMembers } from '../db/schema';
import { CLIENT_DATA_ACCESS_ACTIONS } from './audit';

type CaseFields = Pick<ServiceRecord, 'case_reference' | 'case_status' | 'case_status_label' | 'case_client_note'>;
export const NOT_IN_A_CASE: CaseFields = { case_reference: null, case_status: null, case_status_label: null, case_client_note: null };

/**
 * The case fields of the client's requests: each request's case, its status and the latest note written for the
 * client. Only cases of the client's own address count, whatever a request was attached to.
 */
export async function caseFieldsOf(db: Database, email: string, caseIds: readonly (number | null)[]): Promise<(caseId: number | null) => CaseFields> {
  const ids = [...new Set(caseIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return () => NOT_IN_A_CASE;
  const latestNote = db
    .select({ note: caseStatusChanges.clientNote })
    .from(caseStatusChanges)
    .where(and(eq(caseStatusChanges.caseId, cases.id), isNotNull(caseStatusChanges.clientNote)))
    .orderBy(desc(caseStatusChanges.at), desc(caseStatusChanges.id))
    .limit(1);
  const found = await db
    .select({ id: cases.id, status: cases.status, note: sql<string | null>`${latestNote}` })
    .from(cases)
    .where(and(eq(cases.clientEmail, email), inArray(cases.id, ids)));
  const byId = new Map(found.map((row) => [row.id, row]));
  return (caseId) => {
    const row = caseId === null ? undefined : byId.get(caseId);
    if (!row) return NOT_IN_A_CASE;
    return { case_reference: caseReference(row.id), case_status: row.status, case_status_label: caseStatusLabel(row.status), case_client_note: row.note };
  };
}

/** Which staff members opened the client's data, and when, newest first. */
export async function staffAccessOf(db: Database, email: string): Promise<StaffAccess[]> {
  const found = await db
    .select({ staffName: staffMembers.name, action: auditLog.action, at: auditLog.at })
    .from(auditLog)
    .leftJoin(staffMembers, eq(staffMembers.id, auditLog.staffId))
    .where(and(eq(auditLog.clientEmail, email), inArray(auditLog.action, [...CLIENT_DATA_ACCESS_ACTIONS])))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(500);
  return found.map((entry) => ({ staff_name: entry.staffName ?? 'A team member', action: entry.action, at: entry.at.toISOString() }));
}
