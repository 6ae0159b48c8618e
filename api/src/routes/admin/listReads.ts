import { BACKGROUND_REQUEST_HEADER } from '@frc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditedSince, type Audit } from '../../backOffice/audit';
import type { Database } from '../../db/client';
import { csvFile } from '../../http/csv';
import { sendDownload } from '../../http/download';
import { signedInStaff } from './guard';

/** A live list's polls of one view are recorded at most once in this many minutes. */
export const LIST_POLL_AUDIT_MINUTES = 10;
/** Longest filter text kept in an audit entry. */
const MAX_FILTER_TEXT = 500;

/**
 * Audits a list that shows clients' records (the inbox, the cases, the dashboard) as one list read, with the
 * filters used: who looked at which slice of the data, without an entry per client.
 */
export async function auditListRead(audit: Audit, db: Database, request: FastifyRequest, action: string, filters: Record<string, unknown> = {}, now?: Date) {
  const used = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  const staffId = signedInStaff(request).id;
  const target = JSON.stringify(used).slice(0, MAX_FILTER_TEXT);
  // A live list polls the same view every few seconds while it is open: its polls (background requests) add an entry
  // once per LIST_POLL_AUDIT_MINUTES for the same view, not one per poll; what the member asks for is always recorded.
  if (now && request.headers[BACKGROUND_REQUEST_HEADER.toLowerCase()] !== undefined) {
    const since = new Date(now.getTime() - LIST_POLL_AUDIT_MINUTES * 60_000);
    if (await auditedSince(db, { staffId, action, target }, since)) return;
  }
  await audit(db, request, { staffId, action, target });
}

/** Answers a list's export: `body` as a CSV download named after the list and the day, after auditing it with its filters and row count. */
export function listExporter({ audit, db, now }: { audit: Audit; db: Database; now: () => Date }) {
  return async (request: FastifyRequest, reply: FastifyReply, action: string, list: string, filters: Record<string, unknown>, body: { header: string[]; rows: unknown[][] }) => {
    await auditListRead(audit, db, request, action, { ...filters, rows: body.rows.length });
    const day = now().toISOString().slice(0, 10);
    return sendDownload(reply, { name: `${list}-${day}.csv`, type: 'text/csv; charset=utf-8', body: csvFile(body.header, body.rows as (string | number | null)[][]) });
  };
}
