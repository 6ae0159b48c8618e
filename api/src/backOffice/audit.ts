import { AUDIT_ACTIONS } from '@frc/contracts';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { rows } from '../db/rows';
import { auditLog } from '../db/schema';
import { clientAddress } from '../http/clientAddress';
import type { CodeCrypto } from '../otp/codeCrypto';

/** What the audit records (`@frc/contracts`: the audit page filters by it too). */
export { AUDIT_ACTIONS };

/** The actions that show a client's data to a staff member: the client's data page lists them. */
export const CLIENT_DATA_ACCESS_ACTIONS: readonly string[] = [
  AUDIT_ACTIONS.inboxRead,
  AUDIT_ACTIONS.evidenceDownload,
  AUDIT_ACTIONS.caseRead,
  AUDIT_ACTIONS.triage,
  AUDIT_ACTIONS.caseMessagesRead,
  AUDIT_ACTIONS.caseDocumentsRead,
  AUDIT_ACTIONS.caseDocumentDownload,
  // Its answer shows the document (its name, who sent it).
  AUDIT_ACTIONS.caseReportMarked,
  AUDIT_ACTIONS.caseDocumentWithdrawn,
  AUDIT_ACTIONS.engagementsRead,
  AUDIT_ACTIONS.engagementDownload,
];

export interface AuditEntry {
  staffId: number | null;
  action: string;
  target?: string | null;
  clientEmail?: string | null;
}

export type Audit = (db: Database, request: FastifyRequest | null, entry: AuditEntry) => Promise<void>;

/**
 * Appends to the audit log. The client's address is kept with its keyed hash; an erasure clears the address and
 * leaves the hash, which still lets an admin find the entries of an address they are given.
 */
export function createAudit(codeCrypto: CodeCrypto, now: () => Date): Audit {
  return async (db, request, { staffId, action, target = null, clientEmail = null }) => {
    await db.insert(auditLog).values({
      at: now(),
      staffId,
      action,
      target,
      clientEmail,
      clientEmailHash: clientEmail ? codeCrypto.hashErasedAddress(clientEmail) : null,
      ip: request ? clientAddress(request) : null,
    });
  };
}

/** Whether the member has an entry of `action` on `target` at `since` or later. */
export async function auditedSince(db: Database, { staffId, action, target }: { staffId: number; action: string; target: string }, since: Date): Promise<boolean> {
  const [recent] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.staffId, staffId), gte(auditLog.at, since), eq(auditLog.action, action), eq(auditLog.target, target)))
    .limit(1);
  return recent !== undefined;
}

/** Audit entries with the member who made each, newest first, of one member, one action or one client address hash when given. */
export function auditEntries(db: Database, { staffId, action, clientEmailHash }: { staffId?: number; action?: string; clientEmailHash?: string }, limit: number) {
  const where = [sql`true`];
  if (staffId !== undefined) where.push(sql`a.staff_id = ${staffId}`);
  if (action !== undefined) where.push(sql`a.action = ${action}`);
  if (clientEmailHash) where.push(sql`a.client_email_hash = ${clientEmailHash}`);
  return rows<{ at: Date | string; staff_name: string | null; staff_email: string | null; action: string; target: string | null; client_email_hash: string | null; ip: string | null }>(
    db,
    sql`select a.at, m.name as staff_name, m.email as staff_email, a.action, a.target, a.client_email_hash, a.ip
      from audit_log a left join staff_members m on m.id = a.staff_id where ${sql.join(where, sql` and `)}
      order by a.at desc nulls last, a.id desc nulls last limit ${limit}`,
  );
}
