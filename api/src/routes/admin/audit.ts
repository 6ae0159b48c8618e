import { auditExportQuerySchema, auditPageSchema, auditQuerySchema, BACK_OFFICE_PAGE_SIZE, EXPORT_MAX_ROWS } from '@frc/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../appContext';
import { AUDIT_ACTIONS, auditEntries, type Audit } from '../../backOffice/audit';
import { rows } from '../../db/rows';
import type { CodeCrypto } from '../../otp/codeCrypto';
import { listExporter } from './listReads';

/** The audit log, a page at a time or as a CSV export (itself audited): admins only. */
export function auditRoutes({ db, now }: AppContext, { codeCrypto, audit }: { codeCrypto: CodeCrypto; audit: Audit }): FastifyPluginAsyncZod {
  const sendCsv = listExporter({ audit, db, now });

  return async (app) => {
    app.get('/audit', { config: { adminOnly: true }, schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } }, async (request) => {
      const { staffId, action, client, page } = request.query;
      const where: SQL[] = [sql`true`];
      if (staffId !== undefined) where.push(sql`a.staff_id = ${staffId}`);
      if (action !== undefined) where.push(sql`a.action = ${action}`);
      if (client) where.push(sql`a.client_email_hash = ${codeCrypto.hashErasedAddress(client)}`);
      const condition = sql.join(where, sql` and `);
      const found = await rows<{ id: number; at: Date | string; staff_name: string | null; staff_email: string | null; action: string; target: string | null; client_email_hash: string | null; ip: string | null }>(
        db,
        sql`select a.id, a.at, m.name as staff_name, m.email as staff_email, a.action, a.target, a.client_email_hash, a.ip
          from audit_log a left join staff_members m on m.id = a.staff_id where ${condition}
          order by a.at desc nulls last, a.id desc nulls last limit ${BACK_OFFICE_PAGE_SIZE} offset ${(page - 1) * BACK_OFFICE_PAGE_SIZE}`,
      );
      const [counted] = await rows<{ total: number }>(db, sql`select count(*)::int as total from audit_log a where ${condition}`);
      return {
        items: found.map((entry) => ({
          id: entry.id,
          at: new Date(entry.at).toISOString(),
          staffName: entry.staff_name,
          staffEmail: entry.staff_email,
          action: entry.action,
          target: entry.target,
          clientEmailHash: entry.client_email_hash,
          ip: entry.ip,
        })),
        total: counted?.total ?? 0,
        page,
        pageSize: BACK_OFFICE_PAGE_SIZE,
      };
    });

    app.get('/audit/export', { config: { adminOnly: true }, schema: { querystring: auditExportQuerySchema } }, async (request, reply) => {
      const { staffId, action, client } = request.query;
      const found = await auditEntries(db, { staffId, action, clientEmailHash: client ? codeCrypto.hashErasedAddress(client) : undefined }, EXPORT_MAX_ROWS);
      return sendCsv(request, reply, AUDIT_ACTIONS.auditExported, 'audit', request.query, {
        header: ['When', 'Staff member', 'Staff email', 'What', 'Target', 'Client address hash', 'IP'],
        rows: found.map((entry) => [new Date(entry.at).toISOString(), entry.staff_name, entry.staff_email, entry.action, entry.target, entry.client_email_hash, entry.ip]),
      });
    });
  };
}
