import { CASES_PAGE_SIZE, type CasesPageResponse } from '@frc/contracts';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { caseFieldsOf } from '../backOffice/clientView';
import { unreadCounts, unreadDocumentCounts, unreadForClient } from '../caseRoom/caseRoom';
import type { Database } from '../db/client';
import { tableAs } from '../db/rows';
import { cases, serviceRequests } from '../db/schema';
import { toListedServiceRecord } from './records';

const newestFirst = [desc(serviceRequests.createdAt), desc(serviceRequests.id)];

/** The name on the client's latest confirmed request: a stranger's request in their name never names them. */
export async function confirmedNameOf(db: Database, email: string): Promise<string | null> {
  const [latest] = await db
    .select({ fname: serviceRequests.fname, lname: serviceRequests.lname })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.email, email), isNotNull(serviceRequests.confirmedAt)))
    .orderBy(...newestFirst)
    .limit(1);
  return latest ? `${latest.fname} ${latest.lname}` : null;
}

/** One page of the client's requests with their cases, those whose case holds something unread from the team first. */
export async function clientRequestsPage(db: Database, email: string, page: number): Promise<CasesPageResponse> {
  const ofClient = eq(serviceRequests.email, email);
  const [counted] = await db.select({ total: count() }).from(serviceRequests).where(ofClient);
  // Requests whose case holds something from the team the client has not read come first, on every page.
  // Raw: an EXISTS as the ordering key, which the builder's orderBy takes only as SQL.
  const c = alias(cases, 'c');
  const unreadFirst = sql`exists (select 1 from ${tableAs(cases, c)} where ${c.id} = ${serviceRequests.caseId} and ${c.clientEmail} = ${email} and ${unreadForClient(c.id)}) desc`;
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
}
