import type { FastifyRequest } from 'fastify';
import type { Audit } from '../../backOffice/audit';
import type { Database } from '../../db/client';
import { signedInStaff } from './guard';

/** Longest filter text kept in an audit entry. */
const MAX_FILTER_TEXT = 500;

/**
 * Audits a list that shows clients' records (the inbox, the cases, the dashboard) as one list read, with the
 * filters used: who looked at which slice of the data, without an entry per client.
 */
export async function auditListRead(audit: Audit, db: Database, request: FastifyRequest, action: string, filters: Record<string, unknown> = {}) {
  const used = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  await audit(db, request, { staffId: signedInStaff(request).id, action, target: JSON.stringify(used).slice(0, MAX_FILTER_TEXT) });
}
