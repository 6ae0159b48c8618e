import type { ContentFields, ContentImageRef, ContentImageUse, ContentKind, ContentLibraryImage } from '@frc/contracts';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { rows, tableAs } from '../db/rows';
import { contentImages, contentItems, staffMembers } from '../db/schema';
import { bumpContentVersion } from './contentStore';

/** An image reference is an object with an id, a width and a height (contentImageRefSchema), anywhere in the fields. */
const IMAGE_IDS_PATH = 'strict $.** ? (@.type() == "object" && exists(@.id) && exists(@.width) && exists(@.height)).id';

/** The most images the library lists, newest first. */
export const MEDIA_LIBRARY_MAX = 1000;

/**
 * The items whose draft or published fields use each image (of `ids`, or every one): revisions do not count, they
 * keep the image only until the retention purge finds nothing else uses it.
 */
async function usesOf(db: Database, id?: string): Promise<Map<string, ContentImageUse[]>> {
  const i = alias(contentItems, 'i');
  // Raw: a LATERAL join over a JSON path query of each item's draft and published fields, which the builder cannot write.
  const found = await rows<{ image_id: string; kind: ContentKind; item_id: number; title: string }>(
    db,
    sql`select distinct u.image_id, ${i.kind}, ${i.itemId}, ${i.draft}->>'title' as title
      from ${tableAs(contentItems, i)}
      cross join lateral (
        select jsonb_path_query(d.doc, ${IMAGE_IDS_PATH}) #>> '{}' as image_id
        from (select ${i.draft} as doc union all select ${i.published} where ${i.published} is not null) d
      ) u
      where ${id === undefined ? sql`u.image_id is not null` : sql`u.image_id = ${id}`}
      order by ${i.kind}, ${i.itemId}`,
  );
  const uses = new Map<string, ContentImageUse[]>();
  for (const use of found) uses.set(use.image_id, [...(uses.get(use.image_id) ?? []), { kind: use.kind, id: use.item_id, title: use.title }]);
  return uses;
}

/** The media library (or one image of it): every uploaded image, newest first, with who uploaded it and the items that use it. */
export async function listLibrary(db: Database, id?: string): Promise<ContentLibraryImage[]> {
  const images = await db
    .select({ image: contentImages, uploader: staffMembers.name })
    .from(contentImages)
    .leftJoin(staffMembers, eq(staffMembers.id, contentImages.uploadedBy))
    .where(id === undefined ? undefined : eq(contentImages.id, id))
    .orderBy(desc(contentImages.createdAt), desc(contentImages.id))
    .limit(MEDIA_LIBRARY_MAX);
  const uses = await usesOf(db, id);
  return images.map(({ image, uploader }) => ({
    id: image.id,
    width: image.width,
    height: image.height,
    alt: image.alt,
    bytes: image.bytes,
    createdAt: image.createdAt.toISOString(),
    uploadedBy: uploader,
    uses: uses.get(image.id) ?? [],
  }));
}

export async function imageExists(db: Database, id: string): Promise<boolean> {
  return (await db.select({ id: contentImages.id }).from(contentImages).where(eq(contentImages.id, id))).length > 0;
}

/** The items that use one image (none when nothing does or it does not exist). */
export async function imageUses(db: Database, id: string): Promise<ContentImageUse[]> {
  return (await usesOf(db, id)).get(id) ?? [];
}

/** Sets the alt text the library offers when the image is inserted; false when there is no such image. */
export async function setLibraryAlt(db: Database, id: string, alt: string): Promise<boolean> {
  const changed = await db.update(contentImages).set({ alt }).where(eq(contentImages.id, id)).returning({ id: contentImages.id });
  return changed.length > 0;
}

/** Every reference to `from` in a value, as `to`. */
function withImage(value: unknown, from: string, to: ContentImageRef): unknown {
  if (Array.isArray(value)) return value.map((each) => withImage(each, from, to));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (record.id === from && typeof record.width === 'number' && typeof record.height === 'number') return { ...record, ...to };
  return Object.fromEntries(Object.entries(record).map(([key, each]) => [key, withImage(each, from, to)]));
}

/**
 * Puts the image `to` (a new upload) wherever `from` is used, in drafts and published fields alike, so its uses show
 * the new file; `to` takes over `from`'s alt text. A published change raises the content version (its pages render
 * again). The items' versions stay: an editor who has one open saves on without a conflict. `from` itself stays for
 * the revisions that hold it, until the retention purge. Answers the uses, or null when `from` does not exist.
 */
export async function replaceImage(db: Database, from: string, to: ContentImageRef): Promise<ContentImageUse[] | null> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select({ alt: contentImages.alt }).from(contentImages).where(eq(contentImages.id, from)).for('update');
    if (!old) return null;
    await tx.update(contentImages).set({ alt: old.alt }).where(eq(contentImages.id, to.id));
    const uses = await imageUses(tx, from);
    if (!uses.length) return uses;
    const items = await tx
      .select({ id: contentItems.id, draft: contentItems.draft, published: contentItems.published })
      .from(contentItems)
      .where(or(...uses.map((use) => and(eq(contentItems.kind, use.kind), eq(contentItems.itemId, use.id)))))
      .for('update');
    let published = false;
    for (const item of items) {
      const publishedNow = item.published && (withImage(item.published, from, to) as ContentFields);
      published ||= JSON.stringify(publishedNow) !== JSON.stringify(item.published);
      await tx
        .update(contentItems)
        .set({ draft: withImage(item.draft, from, to) as ContentFields, published: publishedNow || null })
        .where(eq(contentItems.id, item.id));
    }
    if (published) await bumpContentVersion(tx);
    return uses;
  });
}

/**
 * Deletes an image nothing uses: its row now, its files by the caller once this has committed. Answers the items that
 * use it instead (nothing is deleted), or null when there is no such image.
 */
export async function deleteLibraryImage(db: Database, id: string): Promise<{ keys: string[] } | { uses: ContentImageUse[] } | null> {
  return db.transaction(async (tx) => {
    const [image] = await tx.select().from(contentImages).where(eq(contentImages.id, id)).for('update');
    if (!image) return null;
    const uses = await imageUses(tx, id);
    if (uses.length) return { uses };
    await tx.delete(contentImages).where(eq(contentImages.id, id));
    return { keys: [image.storageKey, ...Object.values(image.variants)] };
  });
}
