import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rows, tableAs } from '../db/rows';
import { contentImages, contentItems, contentRevisions } from '../db/schema';
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
  const [r, i] = [alias(contentRevisions, 'r'), alias(contentItems, 'i')];
  // Raw: a DELETE … USING a window function's ranking (row_number per item), which the builder cannot write.
  const revisions = await rows<{ id: number }>(
    tx,
    sql`delete from ${tableAs(contentRevisions, r)}
      using (select ${contentRevisions.id}, row_number() over (partition by ${contentRevisions.contentId} order by ${contentRevisions.number} desc) as newest from ${contentRevisions}) ranked
      where ${r.id} = ranked.id
        and ranked.newest > 1
        and (ranked.newest > ${revisionsKept} or ${r.createdAt} < ${revisionCutoff})
        and ${r.action} not in ('published', 'seeded')
        and not exists (select 1 from ${tableAs(contentItems, i)} where ${i.id} = ${r.contentId} and ${i.scheduledRevision} = ${r.number})
      returning ${r.id}`,
  );
  // An image reference is an object with an id, a width and a height (contentImageRefSchema), anywhere in the fields.
  // Raw: a JSON path query over a UNION ALL in a CTE feeding a DELETE, which the builder cannot write.
  const images = await rows<{ storage_key: string; variants: Record<string, string> }>(
    tx,
    sql`with fields as (
        select ${contentItems.draft} as doc from ${contentItems}
        union all select ${contentItems.published} from ${contentItems} where ${contentItems.published} is not null
        union all select ${contentRevisions.fields} from ${contentRevisions}
      ),
      used as (
        select distinct jsonb_path_query(doc, 'strict $.** ? (@.type() == "object" && exists(@.id) && exists(@.width) && exists(@.height)).id') #>> '{}' as id from fields
      )
      delete from ${contentImages}
      where ${contentImages.createdAt} < ${imageCutoff} and ${contentImages.id} not in (select id from used where id is not null)
      returning ${contentImages.storageKey}, ${contentImages.variants}`,
  );
  return {
    revisions: revisions.length,
    images: images.length,
    imageKeys: images.flatMap((image) => [image.storage_key, ...Object.values(image.variants)]),
  };
}
