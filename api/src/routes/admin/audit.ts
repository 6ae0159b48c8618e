import { auditExportQuerySchema, auditPageSchema, auditQuerySchema, BACK_OFFICE_PAGE_SIZE, EXPORT_MAX_ROWS } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../appContext';
import { AUDIT_ACTIONS, auditEntries, countAuditEntries, type Audit } from '../../backOffice/audit';
import type { CodeCrypto } from '../../otp/codeCrypto';
import { listExporter } from './listReads';

/** The audit log, a page at a time or as a CSV export (itself audited): admins only. */
export function auditRoutes({ db, now }: AppContext, { codeCrypto, audit }: { codeCrypto: CodeCrypto; audit: Audit }): FastifyPluginAsyncZod {
  const sendCsv = listExporter({ audit, db, now });
  /** The filters of the page and the export: a client's address is looked up by its keyed hash. */
  const filtersOf = ({ staffId, action, client }: { staffId?: number; action?: string; client?: string }) => ({
    staffId,
    action,
    clientEmailHash: client ? codeCrypto.hashErasedAddress(client) : undefined,
  });

  return async (app) => {
    app.get('/audit', { config: { adminOnly: true }, schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } }, async (request) => {
      const { page } = request.query;
      const filters = filtersOf(request.query);
      const found = await auditEntries(db, filters, { limit: BACK_OFFICE_PAGE_SIZE, offset: (page - 1) * BACK_OFFICE_PAGE_SIZE });
      return {
        items: found.map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() })),
        total: await countAuditEntries(db, filters),
        page,
        pageSize: BACK_OFFICE_PAGE_SIZE,
      };
    });

    app.get('/audit/export', { config: { adminOnly: true }, schema: { querystring: auditExportQuerySchema } }, async (request, reply) => {
      const found = await auditEntries(db, filtersOf(request.query), { limit: EXPORT_MAX_ROWS });
      return sendCsv(request, reply, AUDIT_ACTIONS.auditExported, 'audit', request.query, {
        header: ['When', 'Staff member', 'Staff email', 'What', 'Target', 'Client address hash', 'IP'],
        rows: found.map((entry) => [new Date(entry.at).toISOString(), entry.staffName, entry.staffEmail, entry.action, entry.target, entry.clientEmailHash, entry.ip]),
      });
    });
  };
}
