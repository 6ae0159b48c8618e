import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { CASES_PAGE_SIZE, casesPageResponseSchema, casesQuerySchema, errorResponseSchema, profileResponseSchema } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../appContext';
import { serviceRequests } from '../db/schema';
import { signedInClient, type ClientHooks } from '../http/clientAuth';
import { caseFieldsOf } from '../backOffice/clientView';
import { toListedServiceRecord } from '../leads/records';
import { unreadCounts, unreadDocumentCounts, unreadForClient } from '../caseRoom/caseRoom';

const newestFirst = [desc(serviceRequests.createdAt), desc(serviceRequests.id)];

/** What a signed-in client reads: their profile and their own cases. */
export function clientAreaRoutes({ db }: AppContext, hooks: ClientHooks): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/profile', { onRequest: hooks.requireClient, schema: { response: { 200: profileResponseSchema } } }, async (request) => {
      const client = signedInClient(request);
      // Only the client's own confirmed requests name them: a stranger's request in their name never does.
      const [latest] = await db
        .select({ fname: serviceRequests.fname, lname: serviceRequests.lname })
        .from(serviceRequests)
        .where(and(eq(serviceRequests.email, client.email), isNotNull(serviceRequests.confirmedAt)))
        .orderBy(...newestFirst)
        .limit(1);
      const name = latest ? `${latest.fname} ${latest.lname}` : client.email.slice(0, client.email.lastIndexOf('@'));
      return { user: { id: client.clientId, email: client.email, name } };
    });

    app.get(
      '/services/by-email',
      { onRequest: hooks.requireClient, schema: { querystring: casesQuerySchema, response: { 200: casesPageResponseSchema, 403: errorResponseSchema } } },
      async (request, reply) => {
        const client = signedInClient(request);
        const { email, page } = request.query;
        if (email !== client.email) return reply.code(403).send({ message: 'You can only view the cases of the e-mail address you signed in with.' });

        const ofClient = eq(serviceRequests.email, email);
        const [counted] = await db.select({ total: count() }).from(serviceRequests).where(ofClient);
        // Requests whose case holds something from the team the client has not read come first, on every page.
        const unreadFirst = sql`exists (select 1 from cases c where c.id = ${serviceRequests.caseId} and c.client_email = ${email} and ${unreadForClient(sql`c.id`)}) desc`;
        const rows = await db
          .select()
          .from(serviceRequests)
          .where(ofClient)
          .orderBy(unreadFirst, ...newestFirst)
          .limit(CASES_PAGE_SIZE)
          .offset((page - 1) * CASES_PAGE_SIZE);
        const total = counted?.total ?? 0;
        const caseFields = await caseFieldsOf(db, email, rows.map((row) => row.caseId));
        const caseIds = rows.flatMap((row) => (row.caseId === null ? [] : [row.caseId]));
        const unread = await unreadCounts(db, caseIds, 'client');
        const unreadDocuments = await unreadDocumentCounts(db, caseIds);
        const listed = (row: (typeof rows)[number]) => {
          const fields = caseFields(row.caseId);
          // Only a case of the client's own address counts (caseFieldsOf), and only it says what is unread in it.
          if (fields.case_reference === null || row.caseId === null) return fields;
          return { ...fields, case_unread: unread.get(row.caseId) ?? 0, case_unread_documents: unreadDocuments.get(row.caseId) ?? 0 };
        };
        return {
          status: 'success' as const,
          data: rows.map((row) => ({ ...toListedServiceRecord(row), ...listed(row) })),
          total,
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / CASES_PAGE_SIZE)),
        };
      },
    );
  };
}
