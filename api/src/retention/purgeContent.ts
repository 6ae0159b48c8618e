import { sql } from 'drizzle-orm';
import { rows } from '../db/rows';
import type { Database } from '../db/client';

export interface ContentRetention {
  /** The newest this many revisions of each item are kept... */
  revisionsKept: number;
  /** ...and none created before this, */
  revisionCutoff: Date;
  /** Images uploaded before this that nothing uses go. */
  imageCutoff: Date;
}

/**
 * Content's history: revisions beyond the newest `revisionsKept` of their item, or older than the cutoff, except
 * those that were published (`published`, `seeded`), the one a schedule froze, and each item's newest (its number is
 * the next one's base). Then the images nothing uses: in no item's draft or published fields and in no revision
 * kept, uploaded before the image cutoff (a fresh upload is not in a saved draft yet). Answers the counts and the
 * stored keys of the images' files, to delete once the transaction has committed.
 */
export async function purgeContent(tx: Database, { revisionsKept, revisionCutoff, imageCutoff }: ContentRetention) {
  const revisions = await rows<{ id: number }>(
    tx,
    sql`delete from content_revisions r
      using (select id, row_number() over (partition by content_id order by number desc) as newest from content_revisions) ranked
      where r.id = ranked.id
        and ranked.newest > 1
        and (ranked.newest > ${revisionsKept} or r.created_at < ${revisionCutoff})
        and r.action not in ('published', 'seeded')
        and not exists (select 1 from content_items i where i.id = r.content_id and i.scheduled_revision = r.number)
      returning r.id`,
  );
  // An image reference is an object with an id, a width and a height (contentImageRefSchema), anywhere in the fields.
  const images = await rows<{ storage_key: string; variants: Record<string, string> }>(
    tx,
    sql`with fields as (
        select draft as doc from content_items
        union all select published from content_items where published is not null
        union all select fields from content_revisions
      ),
      used as (
        select distinct jsonb_path_query(doc, 'strict $.** ? (@.type() == "object" && exists(@.id) && exists(@.width) && exists(@.height)).id') #>> '{}' as id from fields
      )
      delete from content_images
      where created_at < ${imageCutoff} and id not in (select id from used where id is not null)
      returning storage_key, variants`,
  );
  return {
    revisions: revisions.length,
    images: images.length,
    imageKeys: images.flatMap((image) => [image.storage_key, ...Object.values(image.variants)]),
  };
}
