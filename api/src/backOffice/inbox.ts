import {
  BACK_OFFICE_PAGE_SIZE,
  caseReference,
  INBOX_REFERENCE_SHAPE,
  parseCaseReference,
  parseInboxReference,
  CASE_REFERENCE_SHAPE,
  inboxReference,
  PAYMENT_METHODS,
  SCAM_TYPES,
  AFFILIATE_PROFESSIONS,
  CONTACT_SUBJECTS,
  CASE_STATUS_CODES,
  formatAmount,
  labelOf,
  type CaseStatus,
  type CurrencyCode,
  type CodeOption,
  type InboxItem,
  type InboxKind,
  type InboxSort,
  type InboxSummary,
  type SortOrder,
  type RequestSource,
  type StaffRole,
  type ScamTypeCode,
  type TriageState,
} from '@frc/contracts';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { filesOfRequest } from '../leads/requestFiles';
import { bookingHistory } from '../booking/office';
import { foldAccents } from '../db/foldAccents';
import { alias } from 'drizzle-orm/pg-core';
import { columnName, rows, tableAs } from '../db/rows';
import {
  affiliateApplications,
  caseMessages,
  cases,
  serviceRequests,
  staffCaseReads,
  staffMembers,
  whistleblowingEvidence,
  whistleblowingReports,
} from '../db/schema';

/** Who is asking: case managers see unassigned items and the items of their own cases; admins see everything. */
export interface Viewer {
  id: number;
  role: StaffRole;
}

export interface InboxFilters {
  kind?: InboxKind;
  scamType?: ScamTypeCode;
  confirmed?: 'true' | 'false';
  status?: CaseStatus | 'untriaged';
  manager?: 'unassigned' | 'mine' | number;
  unread?: 'true';
  from?: string;
  to?: string;
  q?: string;
  view: 'default' | 'spam' | 'duplicate';
  sort?: InboxSort;
  order?: SortOrder;
  page: number;
}

// The inbox's queries stay raw, their tables and columns named through the schema: the list is measured at 100,000
// items (docs/measurements.md) with this shape (a UNION ALL of the three tables that keeps each one's newest-first and
// full-text indexes, the page picked before its cases are joined, semi-joins on `cases`, sort keys and counts with
// FILTER); the builder writes neither a UNION ALL as a FROM nor full-text matching, and rewriting it could change the plans.
const [r, w, a] = [alias(serviceRequests, 'r'), alias(whistleblowingReports, 'w'), alias(affiliateApplications, 'a')];
const [c, m, cm, reads] = [alias(cases, 'c'), alias(staffMembers, 'm'), alias(caseMessages, 'cm'), alias(staffCaseReads, 'r')];

/**
 * Everything that came in, as one relation: the three tables side by side. Each branch keeps its table's indexes
 * (newest first, full-text), and the planner merges them for `order by received_at desc limit`.
 */
const ITEMS = sql`(
  select 'request'::text as kind, ${r.id}, ${r.createdAt} as received_at, ${r.fname} || ' ' || ${r.lname} as name, ${r.email}, ${r.phone},
    ${r.scamType}, ${r.confirmedAt} is not null as confirmed, ${r.triage}, ${r.caseId}, ${r.openedAt}, ${r.subject}, ${r.transactionType}, ${r.scamAmount} as amount, ${r.scamCurrency} as currency, ${r.scamDescription} as story, ${r.search}
  from ${tableAs(serviceRequests, r)}
  union all
  select 'report'::text, ${w.id}, ${w.createdAt}, ${w.firstName} || ' ' || ${w.lastName}, ${w.email}, ${w.phone},
    null::text, false, ${w.triage}, ${w.caseId}, ${w.openedAt}, null::text, null::text, ${w.amountLost}, null::text, ${w.scamName}, ${w.search}
  from ${tableAs(whistleblowingReports, w)}
  union all
  select 'affiliate'::text, ${a.id}, ${a.createdAt}, ${a.firstName} || ' ' || ${a.lastName}, ${a.email}, null::text,
    null::text, false, ${a.triage}, ${a.caseId}, ${a.openedAt}, null::text, null::text, null::text, null::text, ${a.message}, ${a.search}
  from ${tableAs(affiliateApplications, a)}
)`;

/** Text that is a phone number: digits with spaces, dashes, dots, slashes, brackets and a leading +; 6 digits or more. */
const PHONE_SHAPE = /^\+?[\d\s()./-]+$/;
const MIN_PHONE_DIGITS = 6;

/**
 * `ada lovelace@x` → `'ada':* & 'lovelace@x':*`: every word, as a prefix, in the `simple` configuration, accents
 * folded as in the search documents (`Gráinne` and `Grainne` both look for `grainne`). A phone number in any spelling
 * (`617-555-0142`, `+1 (617) 555 0142`) looks for its digits backwards as the prefix of a number's reversed digits,
 * so it finds the number stored with or without its country code and in any spelling.
 */
export function searchQuery(q: string): string | null {
  const digits = q.replace(/\D/g, '');
  if (PHONE_SHAPE.test(q.trim()) && digits.length >= MIN_PHONE_DIGITS) {
    const reversed = [...digits].reverse().join('');
    return `'p${reversed}':* | '${digits}':*`;
  }
  // A word has a letter or a digit: punctuation alone is no word.
  const words = (foldAccents(q).toLowerCase().match(/[\p{L}\p{N}@._+-]+/gu) ?? []).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const terms = words.slice(0, 8).map((word) => `'${word.replace(/'/g, "''")}':*`);
  return terms.length ? terms.join(' & ') : null;
}

/** The client messages of case `caseId` (SQL) that member `staffId` has not read (staff_case_reads). */
export const unreadByMember = (caseId: SQL, staffId: number): SQL => sql`(select count(*) from ${tableAs(caseMessages, cm)} where ${cm.caseId} = ${caseId} and ${cm.author} = 'client'
  and ${cm.id} > coalesce((select ${reads.readUpTo} from ${tableAs(staffCaseReads, reads)} where ${reads.staffId} = ${staffId} and ${reads.caseId} = ${caseId}), 0))::int`;

/** The cases with client messages member `staffId` has not read. */
export const casesUnreadByMember = (staffId: number): SQL => sql`(select ${cm.caseId} from ${tableAs(caseMessages, cm)} where ${cm.author} = 'client'
  and ${cm.id} > coalesce((select ${reads.readUpTo} from ${tableAs(staffCaseReads, reads)} where ${reads.staffId} = ${staffId} and ${reads.caseId} = ${cm.caseId}), 0))`;

/** The first amount in text a person typed (`17,500`, `1000-5000`, `$2,500.50`): its lower end, as a number. */
export const amountOf = (text: SQL): SQL => sql`nullif(replace(substring(${text} from '[0-9][0-9,]*(?:[.][0-9]{1,2})?'), ',', ''), '')::numeric`;

/** A case status's place in the pipeline (CASE_STATUSES), for sorting. */
export const statusRank = (status: SQL): SQL => sql`array_position(array[${sql.raw(CASE_STATUS_CODES.map((code) => `'${code}'`).join(', '))}]::text[], ${status})`;

/** The semi-joins on `cases` name its columns bare, as they always have (`select id from cases where manager_id = …`). */
const [caseId, managerId] = [columnName(cases.id), columnName(cases.managerId)];

/** Admins see every item; a case manager the unassigned ones and those of their own cases. */
const itemScope = (viewer: Viewer): SQL =>
  viewer.role === 'admin' ? sql`true` : sql`(i.case_id is null or i.case_id in (select ${caseId} from ${cases} where ${managerId} = ${viewer.id}))`;

function conditions(viewer: Viewer, filters: Omit<InboxFilters, 'page'>): SQL {
  const where: SQL[] = [];
  // Case conditions as semi-joins on `cases`, so the newest-first index scans of the three tables stay usable.
  if (viewer.role !== 'admin') where.push(itemScope(viewer));
  where.push(sql`i.triage = ${filters.view === 'default' ? 'new' : filters.view}`);
  if (filters.kind) where.push(sql`i.kind = ${filters.kind}`);
  if (filters.scamType) where.push(sql`i.scam_type = ${filters.scamType}`);
  if (filters.confirmed) where.push(sql`i.confirmed = ${filters.confirmed === 'true'}`);
  if (filters.status === 'untriaged') where.push(sql`i.case_id is null`);
  else if (filters.status) where.push(sql`i.case_id in (select ${caseId} from ${cases} where ${columnName(cases.status)} = ${filters.status})`);
  if (filters.manager === 'unassigned') where.push(sql`(i.case_id is null or i.case_id in (select ${caseId} from ${cases} where ${managerId} is null))`);
  else if (filters.manager !== undefined) where.push(sql`i.case_id in (select ${caseId} from ${cases} where ${managerId} = ${filters.manager === 'mine' ? viewer.id : filters.manager})`);
  if (filters.unread === 'true') where.push(sql`i.case_id in ${casesUnreadByMember(viewer.id)}`);
  if (filters.from) where.push(sql`i.received_at >= ${filters.from}::date`);
  if (filters.to) where.push(sql`i.received_at < ${filters.to}::date + 1`);
  const q = filters.q?.trim();
  if (q) {
    const reference = q.toLowerCase();
    // A reference past the largest id names nothing: it finds nothing.
    if (INBOX_REFERENCE_SHAPE.test(reference)) {
      const parsed = parseInboxReference(reference);
      where.push(parsed ? sql`i.kind = ${parsed.kind} and i.id = ${parsed.id}` : sql`false`);
    } else if (CASE_REFERENCE_SHAPE.test(q.toUpperCase())) {
      const caseId = parseCaseReference(q.toUpperCase());
      where.push(caseId === null ? sql`false` : sql`i.case_id = ${caseId}`);
    } else {
      const query = searchQuery(q);
      where.push(query ? sql`i.search @@ to_tsquery('simple', ${query})` : sql`false`);
    }
  }
  return sql.join(where, sql` and `);
}

interface ItemRow {
  kind: InboxKind;
  id: number;
  received_at: Date | string;
  name: string;
  email: string | null;
  phone: string | null;
  scam_type: ScamTypeCode | null;
  confirmed: boolean;
  triage: 'new' | 'spam' | 'duplicate';
  case_id: number | null;
  opened_at: Date | string | null;
  subject: string | null;
  transaction_type: string | null;
  amount: string | null;
  currency: CurrencyCode | null;
  snippet: string | null;
  status: CaseStatus | null;
  manager_id: number | null;
  manager_name: string | null;
  unread_messages: number;
}

/** How much of the sender's story a row of the list shows (a line; the item shows it whole). */
const SNIPPET_LENGTH = 160;

/** The items' columns; the unread messages are member `staffId`'s (none for the client's own view, null). */
const COLUMNS = (staffId: number | null) => sql`i.kind, i.id, i.received_at, i.name, i.email, i.phone, i.scam_type,
  i.confirmed, i.triage, i.case_id, i.opened_at, i.subject, i.transaction_type, i.amount, i.currency,
  nullif(left(regexp_replace(btrim(i.story), '\\s+', ' ', 'g'), ${SNIPPET_LENGTH}), '') as snippet, ${c.status}, ${c.managerId}, ${m.name} as manager_name,
  ${staffId === null ? sql`0` : unreadByMember(sql`i.case_id`, staffId)} as unread_messages`;

/**
 * The items `where` picks, newest first, with their cases' status and manager (joined to the page's rows only) and
 * the client messages member `staffId` has not read.
 */
const itemsWhere = (where: SQL, staffId: number | null, limit: number | null = null, offset = 0, order: SortOrder = 'desc') => {
  const direction = sql.raw(order);
  return sql`select ${COLUMNS(staffId)}
  from (select * from ${ITEMS} i where ${where} order by i.received_at ${direction} nulls last, i.id ${direction} nulls last ${limit === null ? sql`` : sql`limit ${limit} offset ${offset}`}) i
  left join ${tableAs(cases, c)} on ${c.id} = i.case_id left join ${tableAs(staffMembers, m)} on ${m.id} = ${c.managerId}
  order by i.received_at ${direction}, i.id ${direction}`;
};

/** The items `where` picks in another order than received: their cases joined first, then sorted (newest first among equals). */
const itemsSortedBy = (where: SQL, staffId: number, sort: Exclude<InboxSort, 'received'>, order: SortOrder, limit: number, offset: number) => {
  const key = { status: statusRank(sql`${c.status}`), manager: sql`lower(${m.name})`, amount: amountOf(sql`i.amount`), unread: sql`unread_messages` }[sort];
  return sql`select ${COLUMNS(staffId)}
  from (select * from ${ITEMS} i where ${where}) i
  left join ${tableAs(cases, c)} on ${c.id} = i.case_id left join ${tableAs(staffMembers, m)} on ${m.id} = ${c.managerId}
  order by ${key} ${sql.raw(order)} nulls last, i.received_at desc, i.id desc limit ${limit} offset ${offset}`;
};

/** The rows of a view of the inbox in its sort: a page of them, or (an export) up to `limit` from the first. */
export async function inboxRows(db: Database, viewer: Viewer, filters: Omit<InboxFilters, 'page'>, limit: number, offset = 0): Promise<InboxSummary[]> {
  const where = conditions(viewer, filters);
  const sort = filters.sort ?? 'received';
  const order = filters.order ?? 'desc';
  const query = sort === 'received' ? itemsWhere(where, viewer.id, limit, offset, order) : itemsSortedBy(where, viewer.id, sort, order, limit, offset);
  return (await rows<ItemRow>(db, query)).map(toSummary);
}

const iso = (time: Date | string) => new Date(time).toISOString();

/** Which form a consultation request came from: the contact form's subjects are its own; the wizard asks for the payment method. */
export function sourceOf(row: Pick<ItemRow, 'kind' | 'subject' | 'transaction_type'>): RequestSource | null {
  if (row.kind !== 'request') return null;
  if ((CONTACT_SUBJECTS as readonly (string | null)[]).includes(row.subject)) return 'contact';
  return row.transaction_type ? 'wizard' : 'lead';
}

function toSummary(row: ItemRow): InboxSummary {
  const triage: TriageState = row.case_id !== null && row.triage === 'new' ? 'case' : row.triage;
  return {
    ref: inboxReference(row.kind, row.id),
    kind: row.kind,
    source: sourceOf(row),
    subject: row.kind === 'request' ? row.subject : null,
    snippet: row.snippet,
    receivedAt: iso(row.received_at),
    name: row.name,
    email: row.email,
    phone: row.phone,
    scamType: row.scam_type,
    confirmed: row.confirmed,
    triage,
    caseRef: row.case_id === null ? null : caseReference(row.case_id),
    caseStatus: row.status,
    managerName: row.manager_name,
    amount: row.amount,
    currency: row.currency,
    opened: row.opened_at !== null,
    unreadMessages: row.unread_messages,
  };
}

export async function listInbox(db: Database, viewer: Viewer, filters: InboxFilters) {
  const where = conditions(viewer, filters);
  const offset = (filters.page - 1) * BACK_OFFICE_PAGE_SIZE;
  const items = await inboxRows(db, viewer, filters, BACK_OFFICE_PAGE_SIZE, offset);
  const [counts] = await rows<{ total: number; unopened: number }>(
    db,
    sql`select count(*)::int as total, (count(*) filter (where i.opened_at is null))::int as unopened from ${ITEMS} i where ${where}`,
  );
  return { items, total: counts?.total ?? 0, page: filters.page, pageSize: BACK_OFFICE_PAGE_SIZE, unopened: counts?.unopened ?? 0 };
}

/** The newest items the viewer may see, for the dashboard. */
export async function recentItems(db: Database, viewer: Viewer, limit: number): Promise<InboxSummary[]> {
  return inboxRows(db, viewer, { view: 'default' }, limit);
}

/** What the inbox's default view counts for the viewer (received since `since`, when given): its items, and those nobody opened yet. */
export async function inboxCounts(db: Database, viewer: Viewer, since?: Date): Promise<{ items: number; unopened: number }> {
  const received = since ? sql` and i.received_at >= ${since}` : sql``;
  const [counts] = await rows<{ items: number; unopened: number }>(
    db,
    sql`select count(*)::int as items, (count(*) filter (where i.opened_at is null))::int as unopened from ${ITEMS} i where ${conditions(viewer, { view: 'default' })}${received}`,
  );
  return { items: counts?.items ?? 0, unopened: counts?.unopened ?? 0 };
}

/** The items of a case, newest first, with the client messages member `staffId` has not read (null: the client's view). */
export async function itemsOfCase(db: Database, caseId: number, staffId: number | null): Promise<InboxSummary[]> {
  return (await rows<ItemRow>(db, itemsWhere(sql`i.case_id = ${caseId}`, staffId))).map(toSummary);
}

export function parseInboxRef(ref: string): { kind: InboxKind; id: number } | null {
  return parseInboxReference(ref);
}

/** One item the viewer may see (else null: unknown, or another case manager's). */
export async function findItem(db: Database, viewer: Viewer, ref: string): Promise<InboxSummary | null> {
  const parsed = parseInboxRef(ref);
  if (!parsed) return null;
  const [row] = await rows<ItemRow>(db, itemsWhere(sql`i.kind = ${parsed.kind} and i.id = ${parsed.id} and ${itemScope(viewer)}`, viewer.id));
  return row ? toSummary(row) : null;
}

export const ITEM_TABLES = { request: serviceRequests, report: whistleblowingReports, affiliate: affiliateApplications } as const;

/** Marks an item as opened by the team (the first time only). */
export async function markOpened(db: Database, { kind, id }: { kind: InboxKind; id: number }, at: Date): Promise<void> {
  const table = ITEM_TABLES[kind];
  await db.update(table).set({ openedAt: at }).where(and(eq(table.id, id), isNull(table.openedAt)));
}

/** Files the item `kind`/`id` as new, spam or a duplicate. */
export async function setTriage(db: Database, { kind, id }: { kind: InboxKind; id: number }, triage: 'new' | 'spam' | 'duplicate'): Promise<void> {
  const table = ITEM_TABLES[kind];
  await db.update(table).set({ triage }).where(eq(table.id, id));
}

const labelOrBlank = (options: readonly CodeOption[], code: string | null) => (code === null ? '' : labelOf(options, code));
const text = (value: string | null | boolean) => (value === null ? '' : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value);

/** Every field of an item, labelled, in its form's order; its description; its evidence files. */
export async function itemDetail(db: Database, summary: InboxSummary): Promise<InboxItem> {
  const { kind, id } = parseInboxRef(summary.ref)!;
  let fields: [string, string | null | boolean][] = [];
  let description: string | null = null;
  let evidence: InboxItem['evidence'] = [];
  if (kind === 'request') {
    const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    if (row) {
      fields = [
        ['First name', row.fname],
        ['Last name', row.lname],
        ['Phone', row.phone],
        ['Email', row.email],
        ['Subject', row.subject],
        ['Scam type', labelOrBlank(SCAM_TYPES, row.scamType)],
        ['Payment method', labelOrBlank(PAYMENT_METHODS, row.transactionType)],
        ['Amount lost', formatAmount(row.scamAmount, row.scamCurrency) || null],
        ['BTC address', row.address],
        ['Privacy notice', row.noticeVersion],
        ['Confirmed by the address owner', row.confirmedAt ? row.confirmedAt.toISOString() : 'No'],
      ];
      description = row.scamDescription;
      evidence = (await filesOfRequest(db, id)).map(({ storageKey: _key, ...file }) => file);
    }
  } else if (kind === 'report') {
    const [row] = await db.select().from(whistleblowingReports).where(eq(whistleblowingReports.id, id));
    if (row) {
      fields = [
        ['First name', row.firstName],
        ['Last name', row.lastName],
        ['Email', row.email],
        ['Phone', row.phone],
        ['Blockchain', row.blockchain],
        ['Amount lost', row.amountLost],
        ['Wallet address', row.walletAddress],
        ['Scam name', row.scamName],
        ['Transaction IDs', row.transactionIds],
        ['Scam website', row.scamUrl],
        ['Wants updates', row.receiveUpdates],
        ['Privacy notice', row.noticeVersion],
      ];
      const files = await db
        .select({ id: whistleblowingEvidence.id, name: whistleblowingEvidence.fileName, size: whistleblowingEvidence.sizeBytes, type: whistleblowingEvidence.mediaType })
        .from(whistleblowingEvidence)
        .where(eq(whistleblowingEvidence.reportId, id))
        .orderBy(asc(whistleblowingEvidence.id));
      evidence = files;
    }
  } else {
    const [row] = await db.select().from(affiliateApplications).where(eq(affiliateApplications.id, id));
    if (row) {
      fields = [
        ['First name', row.firstName],
        ['Last name', row.lastName],
        ['Email', row.email],
        ['Website', row.website],
        ['Profession', labelOrBlank(AFFILIATE_PROFESSIONS, row.profession)],
        ['Privacy notice', row.noticeVersion],
      ];
      description = row.message;
    }
  }
  return {
    ...summary,
    fields: fields.map(([label, value]) => ({ label, value: text(value) })),
    description,
    evidence,
    possiblyNotFromOwner: !summary.confirmed,
    consultations: kind === 'request' ? await bookingHistory(db, { requestId: id }) : [],
  };
}
