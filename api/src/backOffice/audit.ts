import { AUDIT_ACTIONS } from '@frc/contracts';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { auditLog, staffMembers } from '../db/schema';
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

export interface AuditFilters {
  staffId?: number;
  action?: string;
  clientEmailHash?: string;
}

/** The entries of one member, one action or one client address hash when given (all of them when none is). */
function auditFilter({ staffId, action, clientEmailHash }: AuditFilters) {
  return and(
    staffId === undefined ? undefined : eq(auditLog.staffId, staffId),
    action === undefined ? undefined : eq(auditLog.action, action),
    clientEmailHash ? eq(auditLog.clientEmailHash, clientEmailHash) : undefined,
  );
}

/** Audit entries with the member who made each, newest first, as `filters` narrow them: `limit` of them after `offset`. */
export function auditEntries(db: Database, filters: AuditFilters, { limit, offset = 0 }: { limit: number; offset?: number }) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      staffName: staffMembers.name,
      staffEmail: staffMembers.email,
      action: auditLog.action,
      target: auditLog.target,
      clientEmailHash: auditLog.clientEmailHash,
      ip: auditLog.ip,
    })
    .from(auditLog)
    .leftJoin(staffMembers, eq(staffMembers.id, auditLog.staffId))
    .where(auditFilter(filters))
    .orderBy(sql`${auditLog.at} desc nulls last`, sql`${auditLog.id} desc nulls last`)
    .limit(limit)
    .offset(offset);
}

/** How many audit entries `filters` let through. */
export async function countAuditEntries(db: Database, filters: AuditFilters): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(auditLog).where(auditFilter(filters));
  return counted?.total ?? 0;
}
