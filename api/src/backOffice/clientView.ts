import { caseReference, caseStatusLabel, type CaseStatus, type ServiceRecord, type StaffAccess } from '@frc/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { CLIENT_DATA_ACCESS_ACTIONS } from './audit';
import { rows } from '../db/rows';

type CaseFields = Pick<ServiceRecord, 'case_reference' | 'case_status' | 'case_status_label' | 'case_client_note'>;
export const NOT_IN_A_CASE: CaseFields = { case_reference: null, case_status: null, case_status_label: null, case_client_note: null };

/**
 * The case fields of the client's requests: each request's case, its status and the latest note written for the
 * client. Only cases of the client's own address count, whatever a request was attached to.
 */
export async function caseFieldsOf(db: Database, email: string, caseIds: readonly (number | null)[]): Promise<(caseId: number | null) => CaseFields> {
  const ids = [...new Set(caseIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return () => NOT_IN_A_CASE;
  const found = await rows<{ id: number; status: CaseStatus; note: string | null }>(
    db,
    sql`select c.id, c.status, (select h.client_note from case_status_changes h where h.case_id = c.id and h.client_note is not null order by h.at desc, h.id desc limit 1) as note
      from cases c where c.client_email = ${email} and c.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  const byId = new Map(found.map((row) => [row.id, row]));
  return (caseId) => {
    const row = caseId === null ? undefined : byId.get(caseId);
    if (!row) return NOT_IN_A_CASE;
    return { case_reference: caseReference(row.id), case_status: row.status, case_status_label: caseStatusLabel(row.status), case_client_note: row.note };
  };
}

/** Which staff members opened the client's data, and when, newest first. */
export async function staffAccessOf(db: Database, email: string): Promise<StaffAccess[]> {
  const found = await rows<{ staff_name: string | null; action: string; at: Date | string }>(
    db,
    sql`select m.name as staff_name, a.action, a.at from audit_log a left join staff_members m on m.id = a.staff_id
      where a.client_email = ${email} and a.action in (${sql.join(
        CLIENT_DATA_ACCESS_ACTIONS.map((action) => sql`${action}`),
        sql`, `,
      )}) order by a.at desc, a.id desc limit 500`,
  );
  return found.map((entry) => ({ staff_name: entry.staff_name ?? 'A team member', action: entry.action, at: new Date(entry.at).toISOString() }));
}
