import { BACK_OFFICE_PAGE_SIZE, caseReference, parseCaseReference, type CaseDetail, type CaseSort, type CaseStatus, type CaseSummary, type SortOrder } from '@frc/contracts';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { affiliateApplications, caseNotes, cases, caseStatusChanges, folded, serviceRequests, staffMembers, whistleblowingReports } from '../db/schema';
import { amountOf, casesUnreadByMember, itemsOfCase, searchQuery, statusRank, unreadByMember, type Viewer } from './inbox';
import { rows, tableAs } from '../db/rows';
import { bookingHistory } from '../booking/office';

export interface CaseFilters {
  status?: CaseStatus;
  manager?: 'unassigned' | 'mine' | number;
  unread?: 'true';
  q?: string;
  sort?: CaseSort;
  order?: SortOrder;
}

interface CaseRow {
  id: number;
  client_email: string;
  client_name: string;
  status: CaseStatus;
  manager_id: number | null;
  manager_name: string | null;
  amount_lost: string | null;
  amount_recovered: string | null;
  requests: number;
  unread_messages: number;
  opened_at: Date | string;
  updated_at: Date | string;
  version: number;
}

const iso = (time: Date | string) => new Date(time).toISOString();

// The case list stays raw, its tables and columns named through the schema: per-row counts of the three item tables,
// full-text matching of the client's name and a sort by a computed column, which the builder cannot write as one query.
/** `cases` as the back office's case queries name it: `c` (caseScope and the list's conditions are written for it). */
const c = alias(cases, 'c');
const m = alias(staffMembers, 'm');
const [r, w, a] = [alias(serviceRequests, 'r'), alias(whistleblowingReports, 'w'), alias(affiliateApplications, 'a')];

/** The cases' columns, with the client messages member `staffId` has not read. */
const SELECT = (staffId: number) => sql`select ${c.id}, ${c.clientEmail}, ${c.clientName}, ${c.status}, ${c.managerId}, ${m.name} as manager_name,
  ${c.amountLost}::text as amount_lost, ${c.amountRecovered}::text as amount_recovered, ${c.openedAt}, ${c.updatedAt}, ${c.version},
  ((select count(*) from ${tableAs(serviceRequests, r)} where ${r.caseId} = ${c.id}) + (select count(*) from ${tableAs(whistleblowingReports, w)} where ${w.caseId} = ${c.id})
    + (select count(*) from ${tableAs(affiliateApplications, a)} where ${a.caseId} = ${c.id}))::int as requests,
  ${unreadByMember(sql`${c.id}`, staffId)} as unread_messages
  from ${tableAs(cases, c)} left join ${tableAs(staffMembers, m)} on ${m.id} = ${c.managerId}`;

function toSummary(row: CaseRow): CaseSummary {
  return {
    ref: caseReference(row.id),
    clientEmail: row.client_email,
    clientName: row.client_name,
    status: row.status,
    managerId: row.manager_id,
    managerName: row.manager_name,
    amountLost: row.amount_lost,
    amountRecovered: row.amount_recovered,
    requests: row.requests,
    unreadMessages: row.unread_messages,
    openedAt: iso(row.opened_at),
    updatedAt: iso(row.updated_at),
    version: row.version,
  };
}

/** Admins see every case; a case manager only their own (of `cases` named `c`). */
export const caseScope = (viewer: Viewer): SQL => (viewer.role === 'admin' ? sql`true` : sql`${c.managerId} = ${viewer.id}`);

export function parseCaseRef(ref: string): number | null {
  return parseCaseReference(ref);
}

function caseConditions(viewer: Viewer, filters: CaseFilters): SQL {
  const where: SQL[] = [caseScope(viewer)];
  if (filters.status) where.push(sql`${c.status} = ${filters.status}`);
  if (filters.manager === 'unassigned') where.push(sql`${c.managerId} is null`);
  else if (filters.manager !== undefined) where.push(sql`${c.managerId} = ${filters.manager === 'mine' ? viewer.id : filters.manager}`);
  if (filters.unread === 'true') where.push(sql`${c.id} in ${casesUnreadByMember(viewer.id)}`);
  const q = filters.q?.trim();
  if (q) {
    const query = searchQuery(q);
    if (/^C-\d+$/i.test(q)) where.push(sql`${c.id} = ${parseCaseRef(q.toUpperCase()) ?? 0}`);
    // Text with no word in it (punctuation, an emoji) finds nothing.
    else if (query === null) where.push(sql`false`);
    else where.push(sql`(${c.clientEmail} like ${`%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`} or to_tsvector('simple', ${folded(sql`${c.clientName}`)}) @@ to_tsquery('simple', ${query}))`);
  }
  return sql.join(where, sql` and `);
}

/** The cases of a view in its sort (latest updated first unless it says otherwise): a page, or up to `limit` for an export. */
export async function caseRows(db: Database, viewer: Viewer, filters: CaseFilters, limit: number, offset = 0): Promise<CaseSummary[]> {
  const order = sql.raw(filters.order ?? 'desc');
  const sort = filters.sort ?? 'updated';
  const key = {
    updated: sql`${c.updatedAt}`,
    status: statusRank(sql`${c.status}`),
    manager: sql`lower(${m.name})`,
    amount: amountOf(sql`${c.amountLost}::text`),
    unread: sql`unread_messages`,
  }[sort];
  const found = await rows<CaseRow>(db, sql`${SELECT(viewer.id)} where ${caseConditions(viewer, filters)} order by ${key} ${order} nulls last, ${c.updatedAt} desc, ${c.id} desc limit ${limit} offset ${offset}`);
  return found.map(toSummary);
}

export async function listCases(db: Database, viewer: Viewer, filters: CaseFilters & { page: number }) {
  const items = await caseRows(db, viewer, filters, BACK_OFFICE_PAGE_SIZE, (filters.page - 1) * BACK_OFFICE_PAGE_SIZE);
  const [counted] = await db.select({ total: count() }).from(c).where(caseConditions(viewer, filters));
  return { items, total: counted?.total ?? 0, page: filters.page, pageSize: BACK_OFFICE_PAGE_SIZE };
}

/** A case the viewer may see, or null (unknown, or another case manager's). */
export async function findCase(db: Database, viewer: Viewer, id: number): Promise<CaseSummary | null> {
  const [row] = await rows<CaseRow>(db, sql`${SELECT(viewer.id)} where ${c.id} = ${id} and ${caseScope(viewer)}`);
  return row ? toSummary(row) : null;
}

/** The case with its requests, history and notes; unread counts are member `staffId`'s. */
export async function caseDetail(db: Database, summary: CaseSummary, staffId: number): Promise<CaseDetail> {
  const id = parseCaseRef(summary.ref)!;
  const history = await db
    .select({ status: caseStatusChanges.status, clientNote: caseStatusChanges.clientNote, at: caseStatusChanges.at, byName: staffMembers.name })
    .from(caseStatusChanges)
    .leftJoin(staffMembers, eq(staffMembers.id, caseStatusChanges.staffId))
    .where(eq(caseStatusChanges.caseId, id))
    .orderBy(asc(caseStatusChanges.at), asc(caseStatusChanges.id));
  const notes = await db
    .select({ id: caseNotes.id, text: caseNotes.text, at: caseNotes.at, byName: staffMembers.name })
    .from(caseNotes)
    .leftJoin(staffMembers, eq(staffMembers.id, caseNotes.staffId))
    .where(eq(caseNotes.caseId, id))
    .orderBy(desc(caseNotes.at), desc(caseNotes.id));
  return {
    ...summary,
    requests: await itemsOfCase(db, id, staffId),
    history: history.map((entry) => ({ status: entry.status, clientNote: entry.clientNote, at: iso(entry.at), byName: entry.byName ?? 'The team' })),
    consultations: await bookingHistory(db, { caseId: id }),
    notes: notes.map((note) => ({ id: note.id, text: note.text, at: iso(note.at), byName: note.byName ?? 'The team' })),
  };
}

/** Gives case `id` to `managerId` (null: nobody) as a new version of the case. */
export async function setCaseManager(db: Database, id: number, managerId: number | null, at: Date): Promise<void> {
  await db.update(cases).set({ managerId, updatedAt: at, version: sql`${cases.version} + 1` }).where(eq(cases.id, id));
}

/** What a change of a case writes. */
export type CaseChanges = Partial<typeof cases.$inferInsert>;

/** Writes `changes` if the case is still at `version` (and moves it to the next); false, with nothing written, when it is not. */
export async function changeCase(db: Database, id: number, version: number, changes: CaseChanges, at: Date): Promise<boolean> {
  const updated = await db
    .update(cases)
    .set({ ...changes, updatedAt: at, version: sql`${cases.version} + 1` })
    .where(and(eq(cases.id, id), eq(cases.version, version)))
    .returning({ id: cases.id });
  return updated.length > 0;
}

/** A new version of case `id`, for a change beside its own row (an item joined to it). */
export async function touchCase(db: Database, id: number, at: Date): Promise<void> {
  await db.update(cases).set({ updatedAt: at, version: sql`${cases.version} + 1` }).where(eq(cases.id, id));
}

export async function addCaseNote(db: Database, note: typeof caseNotes.$inferInsert): Promise<void> {
  await db.insert(caseNotes).values(note);
}

/** Records a change of the case's status, with the note the team wrote for the client. */
export async function addStatusChange(db: Database, change: typeof caseStatusChanges.$inferInsert): Promise<void> {
  await db.insert(caseStatusChanges).values(change);
}
