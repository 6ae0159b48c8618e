import {
  ALT_TEXT_REQUIRED,
  CONTENT_ITEMS_MAX,
  CONTENT_PRIVATE_KINDS,
  FIELD_REQUIRED,
  isReservedContentPath,
  closedSetIssues,
  contentFieldsSchema,
  contentFormOf,
  contentPathOf,
  fieldLabelOf,
  shownDateOf,
  type ContentFields,
  type ContentItem,
  type ContentKind,
  type ContentListItem,
  type ContentRevisionAction,
  type ContentStatus,
  type FieldError,
  type PublishedContent,
} from '@frc/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, lte, max, min, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { hasPostgresCode } from '../db/rows';
import { contentItems, contentRedirects, contentRevisions, contentState, staffMembers } from '../db/schema';
import { kindFullRefusal, reservedSlugRefusal } from './contentRules';
import type { PathMatcher } from './knownPaths';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type ItemRow = typeof contentItems.$inferSelect;

/** A refused field, with where an editor finds it on the item's form ("Cover › Icon"). */
export type LabelledFieldError = FieldError & { label?: string };
/** Why a change was refused: the item does not exist, was changed since (the stored one), or its fields are not valid. */
export type ContentRefusal = { notFound: true } | { conflict: ContentItem } | { invalid: LabelledFieldError[] } | { pathTaken: string };

/** Object keys in a fixed order, so two equal drafts compare equal as text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
  return value;
}
const sameFields = (a: ContentFields | null, b: ContentFields | null) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

const iso = (time: Date | null) => (time ? time.toISOString() : null);

/** The item as the editor reads it; `scheduledFields` are those of the revision a schedule froze, if any. */
export function toContentItem(row: ItemRow, scheduledFields: ContentFields | null = null): ContentItem {
  return {
    kind: row.kind,
    id: row.itemId,
    path: contentPathOf(row.kind, row.draft.slug),
    status: row.status,
    version: row.version,
    draft: row.draft,
    published: row.published,
    scheduledFor: iso(row.scheduledFor),
    scheduled: row.scheduledRevision === null ? null : { revision: row.scheduledRevision, draftChanged: !sameFields(row.draft, scheduledFields) },
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: iso(row.publishedAt),
  };
}

/** The revision a schedule froze: its fields, and who scheduled it. */
async function scheduledRevisionOf(db: Database | Transaction, row: ItemRow) {
  if (row.scheduledRevision === null) return null;
  const [revision] = await db
    .select({ fields: contentRevisions.fields, authorId: contentRevisions.authorId })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.contentId, row.id), eq(contentRevisions.number, row.scheduledRevision)));
  return revision ?? null;
}

/** toContentItem, with the scheduled revision read to say whether the draft changed since. */
export async function describeContent(db: Database | Transaction, row: ItemRow): Promise<ContentItem> {
  return toContentItem(row, (await scheduledRevisionOf(db, row))?.fields ?? null);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields, checked as the kind's schema says, and each value of a closed set (an icon, a colour, a choice) as one
 * its form offers: a value no template draws is refused. The field errors as the API's other refusals name them,
 * each with its label on the item's form.
 */
export function checkFields(kind: ContentKind, fields: unknown): { fields: ContentFields } | { invalid: LabelledFieldError[] } {
  const parsed = contentFieldsSchema(kind).safeParse(fields);
  const form = contentFormOf(kind, isRecord(fields) && typeof fields.slug === 'string' ? fields.slug : '');
  const closed = isRecord(fields) && isRecord(fields.data) ? closedSetIssues(form, fields.data) : [];
  if (parsed.success && closed.length === 0) return { fields: parsed.data };
  const issues = [...(parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path as (string | number)[], message: issue.message }))), ...closed];
  return { invalid: issues.map(({ path, message }) => ({ field: path.join('.') || 'body', message, label: fieldLabelOf(form, path) })) };
}

/** The value at a field's path (`data.cover.icon`) in what was sent. */
function valueAt(fields: unknown, field: string): unknown {
  return field.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), fields);
}

/**
 * A draft may be unfinished: its description and the fields of its data may still be blank or missing, and it is
 * kept as typed; publishing checks it whole (publishRow). Anything else wrong (a bad slug, a control character, an
 * image without its alt text, a field the kind does not have) is refused at once.
 */
export function checkDraft(kind: ContentKind, fields: unknown): { fields: ContentFields } | { invalid: LabelledFieldError[] } {
  const checked = checkFields(kind, fields);
  if ('fields' in checked) return checked;
  const unfinished = checked.invalid.every(({ field, message }) => {
    // An image is never kept without its text alternative, not even in a draft.
    if ((field !== 'description' && !field.startsWith('data.')) || message === ALT_TEXT_REQUIRED) return false;
    const value = valueAt(fields, field);
    return message === FIELD_REQUIRED || value === undefined || (typeof value === 'string' && value.trim() === '');
  });
  return unfinished ? { fields: fields as ContentFields } : checked;
}

/** The status an item has once its draft is `draft`: a scheduled publish stays scheduled. */
function statusAfterEdit(row: ItemRow, draft: ContentFields): ContentStatus {
  if (row.scheduledFor) return 'scheduled';
  if (!row.published) return 'draft';
  return sameFields(row.published, draft) ? 'published' : 'changed';
}

async function nextRevision(tx: Transaction, contentId: number): Promise<number> {
  const [last] = await tx.select({ number: max(contentRevisions.number) }).from(contentRevisions).where(eq(contentRevisions.contentId, contentId));
  return (last?.number ?? 0) + 1;
}

async function addRevision(tx: Transaction, contentId: number, action: ContentRevisionAction, fields: ContentFields, authorId: number | null, at: Date): Promise<number> {
  const number = await nextRevision(tx, contentId);
  await tx.insert(contentRevisions).values({ contentId, number, action, fields, authorId, createdAt: at });
  return number;
}

/** Raises the published content's version: the renderer's poll sees it and renders again. */
export async function bumpContentVersion(tx: Transaction): Promise<number> {
  const [state] = await tx.update(contentState).set({ version: sql`${contentState.version} + 1` }).where(eq(contentState.id, 1)).returning({ version: contentState.version });
  return state!.version;
}

export async function contentVersion(db: Database | Transaction): Promise<number> {
  const [state] = await db.select({ version: contentState.version }).from(contentState).where(eq(contentState.id, 1));
  return state?.version ?? 0;
}

async function lockedRow(tx: Transaction, kind: ContentKind, itemId: number): Promise<ItemRow | null> {
  const [row] = await tx.select().from(contentItems).where(and(eq(contentItems.kind, kind), eq(contentItems.itemId, itemId))).for('update');
  return row ?? null;
}

export async function findContent(db: Database, kind: ContentKind, itemId: number): Promise<ItemRow | null> {
  const [row] = await db.select().from(contentItems).where(and(eq(contentItems.kind, kind), eq(contentItems.itemId, itemId)));
  return row ?? null;
}

/** Another item of the kind already using `slug` (as its draft or at its address): only kinds with addresses care. */
async function slugTaken(tx: Transaction, kind: ContentKind, slug: string, except: number | null): Promise<boolean> {
  if (contentPathOf(kind, slug) === null) return false;
  const found = await tx
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.kind, kind),
        except === null ? undefined : ne(contentItems.id, except),
        or(sql`${contentItems.draft}->>'slug' = ${slug}`, sql`${contentItems.published}->>'slug' = ${slug}`),
      ),
    );
  return found.length > 0;
}
const SLUG_TAKEN: FieldError = { field: 'slug', message: 'Another item of this kind has this address. Choose another slug.' };

/** Every text of a value, joined: what a search reads in an item's data (its bodies' words included). */
function textsOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textsOf).join('\n');
  if (isRecord(value)) return Object.entries(value).map(([key, each]) => (key === 'kind' ? '' : textsOf(each))).join('\n');
  return '';
}

/** The items of a kind (or all), the last changed first; with `query`, those whose draft holds it anywhere, in any case. */
export async function listContent(db: Database, kind: ContentKind | undefined, query?: string): Promise<ContentListItem[]> {
  const found = await db
    .select()
    .from(contentItems)
    .where(kind ? eq(contentItems.kind, kind) : undefined)
    .orderBy(desc(contentItems.updatedAt), asc(contentItems.kind), desc(contentItems.itemId));
  const words = query?.toLocaleLowerCase();
  const matching = words
    ? found.filter(({ kind: itemKind, draft }) => [draft.title, contentPathOf(itemKind, draft.slug) ?? draft.slug, draft.description, textsOf(draft.data)].some((text) => text.toLocaleLowerCase().includes(words)))
    : found;
  return matching.map((row) => ({
    id: row.itemId,
    kind: row.kind,
    slug: row.draft.slug,
    path: contentPathOf(row.kind, row.draft.slug),
    title: row.draft.title,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: iso(row.publishedAt),
    scheduledFor: iso(row.scheduledFor),
    version: row.version,
  }));
}

export interface ContentChange {
  item: ContentItem;
  revision: number;
}

/** A new draft item of `kind`, numbered after the kind's last; revision 1 `created`. */
export async function createContent(db: Database, kind: ContentKind, input: unknown, staffId: number, now: Date): Promise<ContentChange | ContentRefusal> {
  const checked = checkDraft(kind, input);
  if ('invalid' in checked) return checked;
  const { fields } = checked;
  return db.transaction(async (tx) => {
    // One creation of the kind at a time, so two get different numbers.
    // Raw: an advisory lock is a function call, no query of a table.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${kind}`}))`);
    if (await slugTaken(tx, kind, fields.slug, null)) return { invalid: [SLUG_TAKEN] };
    const [stored] = await tx.select({ items: count() }).from(contentItems).where(eq(contentItems.kind, kind));
    if ((stored?.items ?? 0) >= CONTENT_ITEMS_MAX[kind]) return kindFullRefusal(kind);
    const [last] = await tx.select({ itemId: max(contentItems.itemId) }).from(contentItems).where(eq(contentItems.kind, kind));
    const [row] = await tx
      .insert(contentItems)
      .values({ kind, itemId: (last?.itemId ?? 0) + 1, draft: fields, status: 'draft', updatedAt: now, updatedBy: staffId })
      .returning();
    const revision = await addRevision(tx, row!.id, 'created', fields, staffId, now);
    return { item: toContentItem(row!), revision };
  });
}

/**
 * Runs `change` on the item locked, if it is still at `version`; answers the refusal otherwise (the stored item
 * with a conflict, so nothing the editor typed is lost).
 */
async function withItemAt<T>(db: Database, kind: ContentKind, itemId: number, version: number, change: (tx: Transaction, row: ItemRow) => Promise<T | ContentRefusal>) {
  return db.transaction(async (tx): Promise<T | ContentRefusal> => {
    const row = await lockedRow(tx, kind, itemId);
    if (!row) return { notFound: true };
    if (row.version !== version) return { conflict: await describeContent(tx, row) };
    return change(tx, row);
  });
}

/** The draft with `changes` merged in (and `changes.data`'s keys into its data), as the spec's update merges. */
export function mergeDraft(draft: ContentFields, changes: Partial<Record<keyof ContentFields, unknown>>): Record<string, unknown> {
  const data = changes.data && typeof changes.data === 'object' ? { ...draft.data, ...(changes.data as Record<string, unknown>) } : draft.data;
  return { ...draft, ...changes, data };
}

/**
 * An autosave's revision: the item's newest, when that is this member's own autosave (it then holds the draft as
 * now), or a new one. Any other revision (a save, a publish, a schedule, a restore, someone else's) ends the fold.
 */
async function autosavedRevision(tx: Transaction, contentId: number, draft: ContentFields, staffId: number, now: Date): Promise<number> {
  const [newest] = await tx
    .select({ number: contentRevisions.number, action: contentRevisions.action, authorId: contentRevisions.authorId })
    .from(contentRevisions)
    .where(eq(contentRevisions.contentId, contentId))
    .orderBy(desc(contentRevisions.number))
    .limit(1);
  if (newest?.action !== 'autosaved' || newest.authorId !== staffId) return addRevision(tx, contentId, 'autosaved', draft, staffId, now);
  await tx
    .update(contentRevisions)
    .set({ fields: draft, createdAt: now })
    .where(and(eq(contentRevisions.contentId, contentId), eq(contentRevisions.number, newest.number)));
  return newest.number;
}

async function writeDraft(tx: Transaction, row: ItemRow, draft: ContentFields, action: ContentRevisionAction, staffId: number, now: Date): Promise<ContentChange | ContentRefusal> {
  if (draft.slug !== row.draft.slug && (await slugTaken(tx, row.kind, draft.slug, row.id))) return { invalid: [SLUG_TAKEN] };
  const [updated] = await tx
    .update(contentItems)
    .set({ draft, status: statusAfterEdit(row, draft), version: row.version + 1, updatedAt: now, updatedBy: staffId })
    .where(eq(contentItems.id, row.id))
    .returning();
  const revision = action === 'autosaved' ? await autosavedRevision(tx, row.id, draft, staffId, now) : await addRevision(tx, row.id, action, draft, staffId, now);
  return { item: await describeContent(tx, updated!), revision };
}

export async function saveDraft(
  db: Database,
  kind: ContentKind,
  itemId: number,
  { version, changes, autosave = false }: { version: number; changes: Partial<Record<keyof ContentFields, unknown>>; autosave?: boolean },
  staffId: number,
  now: Date,
): Promise<ContentChange | ContentRefusal> {
  return withItemAt(db, kind, itemId, version, async (tx, row) => {
    const checked = checkDraft(kind, mergeDraft(row.draft, changes));
    if ('invalid' in checked) return checked;
    return writeDraft(tx, row, checked.fields, autosave ? 'autosaved' : 'saved', staffId, now);
  });
}

/** The draft becomes revision `number`'s fields: a new revision `restored`. */
export async function restoreRevision(db: Database, kind: ContentKind, itemId: number, number: number, version: number, staffId: number, now: Date) {
  return withItemAt(db, kind, itemId, version, async (tx, row): Promise<ContentChange | ContentRefusal> => {
    const [revision] = await tx.select({ fields: contentRevisions.fields }).from(contentRevisions).where(and(eq(contentRevisions.contentId, row.id), eq(contentRevisions.number, number)));
    if (!revision) return { notFound: true };
    return writeDraft(tx, row, revision.fields, 'restored', staffId, now);
  });
}

/** Keeps `from` as a 301 to `to`: redirects to `from` now lead to `to`, and a live address is never redirected. */
async function keepRedirect(tx: Transaction, from: string, to: string, now: Date): Promise<void> {
  await tx.update(contentRedirects).set({ toPath: to }).where(eq(contentRedirects.toPath, from));
  await tx.insert(contentRedirects).values({ fromPath: from, toPath: to, createdAt: now }).onConflictDoUpdate({ target: contentRedirects.fromPath, set: { toPath: to, createdAt: now } });
  await tx.delete(contentRedirects).where(or(eq(contentRedirects.fromPath, to), eq(contentRedirects.fromPath, contentRedirects.toPath)));
}

const isUniqueViolation = (error: unknown) => hasPostgresCode(error, '23505');

/**
 * Publishes `fields` (the draft, or the revision a schedule froze) of a locked row: its old address (if the slug
 * changed, and is not `reserved`) becomes a redirect. A scheduled publish leaves `version` alone: it changes no draft,
 * so an editor who has the item open saves on as before.
 */
async function publishRow(
  tx: Transaction,
  row: ItemRow,
  fields: ContentFields,
  staffId: number | null,
  now: Date,
  reserved: PathMatcher,
  { scheduled = false } = {},
): Promise<ContentChange | ContentRefusal> {
  // What a draft may leave blank, the site may not; nor an address that belongs elsewhere (a schedule made before the rule).
  const complete = checkFields(row.kind, fields);
  if ('invalid' in complete) return complete;
  const refused = reservedSlugRefusal(row.kind, fields.slug, reserved);
  if (refused) return refused;
  const path = contentPathOf(row.kind, fields.slug);
  if (path !== null) {
    const [other] = await tx.select({ id: contentItems.id }).from(contentItems).where(and(eq(contentItems.publishedPath, path), ne(contentItems.id, row.id)));
    if (other) return { pathTaken: path };
  }
  if (row.publishedPath && path && row.publishedPath !== path && !reserved(row.publishedPath)) await keepRedirect(tx, row.publishedPath, path, now);
  if (path) await tx.delete(contentRedirects).where(eq(contentRedirects.fromPath, path));
  const [updated] = await tx
    .update(contentItems)
    .set({
      published: fields,
      publishedPath: path,
      status: sameFields(row.draft, fields) ? 'published' : 'changed',
      scheduledFor: null,
      scheduledRevision: null,
      publishedAt: now,
      version: scheduled ? row.version : row.version + 1,
      updatedAt: now,
    })
    .where(eq(contentItems.id, row.id))
    .returning();
  await bumpContentVersion(tx);
  const revision = await addRevision(tx, row.id, 'published', fields, staffId, now);
  return { item: toContentItem(updated!), revision };
}

export type PublishOutcome = (ContentChange & { scheduled: boolean }) | ContentRefusal;

/**
 * Publishes now, or, with `at` still to come, schedules it (the job publishes it then). A draft at a `reserved`
 * address (saved before the rule) is refused.
 */
export async function publishContent(
  db: Database,
  kind: ContentKind,
  itemId: number,
  version: number,
  at: Date | null,
  staffId: number,
  now: Date,
  reserved: PathMatcher = isReservedContentPath,
): Promise<PublishOutcome> {
  try {
    return await withItemAt(db, kind, itemId, version, async (tx, row): Promise<PublishOutcome> => {
      const refused = reservedSlugRefusal(row.kind, row.draft.slug, reserved);
      if (refused) return refused;
      if (at && at > now) {
        const complete = checkFields(row.kind, row.draft);
        if ('invalid' in complete) return complete;
        // The draft as it is now is frozen as this revision: later saves wait for a publish of their own.
        const revision = await addRevision(tx, row.id, 'scheduled', row.draft, staffId, now);
        const [updated] = await tx
          .update(contentItems)
          .set({ scheduledFor: at, scheduledRevision: revision, status: 'scheduled', version: row.version + 1, updatedAt: now, updatedBy: staffId })
          .where(eq(contentItems.id, row.id))
          .returning();
        return { item: toContentItem(updated!, row.draft), revision, scheduled: true };
      }
      const done = await publishRow(tx, row, row.draft, staffId, now, reserved);
      return 'item' in done ? { ...done, scheduled: false } : done;
    });
  } catch (error) {
    // Two items published at one address at the same moment: the second is refused by the unique index.
    if (isUniqueViolation(error)) return { pathTaken: '' };
    throw error;
  }
}

export async function unpublishContent(db: Database, kind: ContentKind, itemId: number, version: number, staffId: number, now: Date): Promise<ContentChange | ContentRefusal> {
  return withItemAt(db, kind, itemId, version, async (tx, row) => {
    const [updated] = await tx
      .update(contentItems)
      .set({ published: null, publishedPath: null, status: 'draft', scheduledFor: null, scheduledRevision: null, version: row.version + 1, updatedAt: now, updatedBy: staffId })
      .where(eq(contentItems.id, row.id))
      .returning();
    if (row.published) await bumpContentVersion(tx);
    const revision = await addRevision(tx, row.id, 'unpublished', row.draft, staffId, now);
    return { item: toContentItem(updated!), revision };
  });
}

export interface DuePublication {
  kind: ContentKind;
  itemId: number;
  revision: number;
  /** Who scheduled it. */
  staffId: number | null;
}

/**
 * Publishes every item whose time has come. Each row is claimed under a lock that another replica's run skips, so an
 * item is published once however many replicas run the job at the same moment.
 */
export async function publishDue(db: Database, now: Date, reserved: PathMatcher = isReservedContentPath): Promise<DuePublication[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(contentItems)
      .where(and(isNotNull(contentItems.scheduledFor), lte(contentItems.scheduledFor, now)))
      .orderBy(asc(contentItems.scheduledFor))
      .for('update', { skipLocked: true });
    const published: DuePublication[] = [];
    for (const row of due) {
      // What was scheduled, not the draft as it is now (items scheduled before revisions were frozen: the draft).
      const frozen = await scheduledRevisionOf(tx, row);
      const staffId = frozen ? frozen.authorId : row.updatedBy;
      const done = await publishRow(tx, row, frozen?.fields ?? row.draft, staffId, now, reserved, { scheduled: true });
      if ('revision' in done) published.push({ kind: row.kind, itemId: row.itemId, revision: done.revision, staffId });
      // An address another item took meanwhile: the item stays scheduled no more, its draft unpublished.
      else
        await tx
          .update(contentItems)
          .set({ scheduledFor: null, scheduledRevision: null, status: statusAfterEdit({ ...row, scheduledFor: null }, row.draft) })
          .where(eq(contentItems.id, row.id));
    }
    return published;
  });
}

export async function revisionsOf(db: Database, contentId: number, number?: number) {
  return db
    .select({ number: contentRevisions.number, action: contentRevisions.action, authorName: staffMembers.name, createdAt: contentRevisions.createdAt, fields: contentRevisions.fields })
    .from(contentRevisions)
    .leftJoin(staffMembers, eq(staffMembers.id, contentRevisions.authorId))
    .where(and(eq(contentRevisions.contentId, contentId), number === undefined ? undefined : eq(contentRevisions.number, number)))
    .orderBy(desc(contentRevisions.number));
}

/** An item's own publication date: the date its page shows when it has one, else its first publication. */
function datePublishedOf(fields: ContentFields, firstPublished: Date): string {
  return shownDateOf(fields) ?? firstPublished.toISOString();
}

/** Everything published (of a kind, or the one item at a slug), and the redirects that lead to a live address. */
export async function publishedContent(db: Database, kind?: ContentKind, slug?: string): Promise<PublishedContent> {
  return db.transaction(async (tx) => {
    const version = await contentVersion(tx);
    const found = await tx
      .select()
      .from(contentItems)
      .where(
        and(
          isNotNull(contentItems.published),
          kind ? eq(contentItems.kind, kind) : undefined,
          notInArray(contentItems.kind, [...CONTENT_PRIVATE_KINDS]),
          // One item by its published slug (a page rendered in the browser asks for its own content only).
          slug === undefined ? undefined : sql`${contentItems.published}->>'slug' = ${slug}`,
        ),
      )
      .orderBy(asc(contentItems.kind), asc(contentItems.itemId));
    // When each was first published (or seeded): its revisions say, with no column of its own.
    const firsts =
      found.length === 0
        ? []
        : await tx
            .select({ contentId: contentRevisions.contentId, at: min(contentRevisions.createdAt) })
            .from(contentRevisions)
            .where(and(inArray(contentRevisions.contentId, found.map((row) => row.id)), inArray(contentRevisions.action, ['published', 'seeded'])))
            .groupBy(contentRevisions.contentId);
    const firstPublished = new Map(firsts.map((first) => [first.contentId, first.at]));
    const live = await tx.select({ path: contentItems.publishedPath }).from(contentItems).where(isNotNull(contentItems.publishedPath));
    const livePaths = live.map((each) => each.path!);
    const redirects =
      livePaths.length === 0
        ? []
        : await tx
            .select({ from: contentRedirects.fromPath, to: contentRedirects.toPath })
            .from(contentRedirects)
            .where(inArray(contentRedirects.toPath, livePaths))
            .orderBy(asc(contentRedirects.fromPath));
    return {
      version,
      items: found.map((row) => ({
        ...row.published!,
        kind: row.kind,
        id: row.itemId,
        path: row.publishedPath,
        datePublished: datePublishedOf(row.published!, firstPublished.get(row.id) ?? row.publishedAt!),
        publishedAt: row.publishedAt!.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
      redirects,
    };
  });
}

/** The addresses of published items and the old ones redirected: links to them lead somewhere. */
export async function liveContentPaths(db: Database): Promise<Set<string>> {
  const live = await db.select({ path: contentItems.publishedPath }).from(contentItems).where(isNotNull(contentItems.publishedPath));
  const redirected = await db.select({ path: contentRedirects.fromPath }).from(contentRedirects);
  return new Set([...live, ...redirected].map((each) => each.path!));
}
