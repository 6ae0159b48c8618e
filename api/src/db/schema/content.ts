import type { ContentFields, ContentKind, ContentRevisionAction, ContentStatus } from '@frc/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, moment, createdAt } from './columns';
import { staffMembers } from './staff';

// The site's content (docs/content.md): items, revisions, old addresses, images and the published version.
// Column names are the snake_case of these keys (the database is opened with `casing: 'snake_case'`).

/**
 * The public site's content: each item has a numeric id of its own kind (`itemId`: the spec's records keep theirs),
 * a draft and what is published of it (null: not published), `version` for the back office's version check, and
 * `publishedPath`, the address its published version answers at (null for kinds shown only inside other pages).
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: id(),
    kind: text().$type<ContentKind>().notNull(),
    itemId: integer().notNull(),
    draft: jsonb().$type<ContentFields>().notNull(),
    published: jsonb().$type<ContentFields>(),
    publishedPath: text(),
    status: text().$type<ContentStatus>().notNull(),
    version: integer().notNull().default(1),
    scheduledFor: moment(),
    /** The revision a schedule froze: what the job publishes, whatever the draft has become since. */
    scheduledRevision: integer(),
    publishedAt: moment(),
    createdAt: createdAt(),
    updatedAt: moment().notNull(),
    updatedBy: integer().references(() => staffMembers.id),
  },
  (table) => [
    uniqueIndex('content_items_kind_item_idx').on(table.kind, table.itemId),
    uniqueIndex('content_items_published_path_idx').on(table.publishedPath),
    index('content_items_scheduled_idx').on(table.scheduledFor).where(sql`${table.scheduledFor} is not null`),
  ],
);

/** Every save, publish, unpublish and restore of an item, numbered from 1, with the fields as they then were. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: id(),
    contentId: integer()
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    action: text().$type<ContentRevisionAction>().notNull(),
    fields: jsonb().$type<ContentFields>().notNull(),
    authorId: integer().references(() => staffMembers.id),
    createdAt: moment().notNull(),
  },
  (table) => [uniqueIndex('content_revisions_item_number_idx').on(table.contentId, table.number)],
);

/** An old address of a published item, answered with a 301 to its current one. */
export const contentRedirects = pgTable('content_redirects', {
  fromPath: text().primaryKey(),
  toPath: text().notNull(),
  createdAt: moment().notNull(),
});

/**
 * The uploaded images, the media library: the original (metadata stripped) is in the document store under
 * `storageKey`, each served variant under its own key (`variants`: `"960.avif"` → key).
 */
export const contentImages = pgTable('content_images', {
  id: text().primaryKey(),
  storageKey: text().notNull(),
  variants: jsonb().$type<Record<string, string>>().notNull(),
  mime: text().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  bytes: integer().notNull(),
  /** The alt text the media library offers when the image is inserted; each use keeps its own. */
  alt: text().notNull().default(''),
  uploadedBy: integer().references(() => staffMembers.id),
  createdAt: moment().notNull(),
});

/** One row (id 1): the published content's version, raised at each publish, unpublish and scheduled publish. */
export const contentState = pgTable('content_state', {
  id: integer().primaryKey(),
  version: integer().notNull(),
});
