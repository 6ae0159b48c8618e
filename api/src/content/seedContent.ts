import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_KIND_CODES, contentPathOf, shownDateOf, SITE_TEXT_DEFAULTS, SITE_TEXT_SLUGS, type ContentKind } from '@frc/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contentItems, contentRevisions, contentState } from '../db/schema';
import { checkFields } from './contentStore';

/** The lock under which one process at a time looks for content and seeds it. */
const SEED_LOCK = 4_502_412;

/** The site's texts as their templates first drew them (SITE_TEXT_DEFAULTS), the one copy of those words. */
const SITE_TEXT_SEED = SITE_TEXT_SLUGS.map((slug, index) => ({ id: index + 1, slug, title: SITE_TEXT_DEFAULTS[slug].title, description: '', socialImage: null, data: SITE_TEXT_DEFAULTS[slug].data }));

/**
 * One file per kind, `<kind>.json`: the site's first content, as it was in the marketing remote's code; the site's
 * texts come from the contracts (a `site_text.json` would replace them).
 */
function readSeedFiles(dir: string): { kind: ContentKind; records: unknown[] }[] {
  if (!fs.existsSync(dir)) return [];
  const files = CONTENT_KIND_CODES.flatMap((kind) => {
    const file = path.join(dir, `${kind}.json`);
    if (!fs.existsSync(file)) return [];
    const records: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!Array.isArray(records)) throw new Error(`${file} is not a list of items`);
    return [{ kind, records }];
  });
  return files.some((file) => file.kind === 'site_text') ? files : [...files, { kind: 'site_text', records: SITE_TEXT_SEED }];
}

/**
 * Puts the first content in the database when it holds none: every item of the seed files, published (on the date
 * its page shows), with revision 1 `seeded`, at content version 1. A kind added since (no item of it yet: items are
 * never deleted) gets its seed the same way at the next start, as a new content version, so the pages are rendered
 * with it. Two replicas starting together take turns under a lock, and the second finds content there. An invalid
 * record stops the start, naming it.
 */
export async function seedContent(db: Database, dir: string, now: Date): Promise<number> {
  const files = readSeedFiles(dir);
  if (files.length === 0) return 0;
  const items = files.flatMap(({ kind, records }) =>
    records.map((record) => {
      const { id, ...fields } = record as { id?: unknown };
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw new Error(`A ${kind} in the seed has no numeric id`);
      const checked = checkFields(kind, fields);
      if ('invalid' in checked) throw new Error(`The seed's ${kind} ${id} is not valid: ${checked.invalid.map((error) => `${error.field}: ${error.message}`).join('; ')}`);
      return { kind, id, fields: checked.fields };
    }),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const present = new Set((await tx.selectDistinct({ kind: contentItems.kind }).from(contentItems)).map((row) => row.kind));
    const missing = items.filter((item) => !present.has(item.kind));
    if (missing.length === 0) return 0;
    for (const { kind, id, fields } of missing) {
      // Published on the date its page shows, not when the seed ran (an item without a date: then).
      const shown = shownDateOf(fields);
      const at = shown ? new Date(shown) : now;
      const [row] = await tx
        .insert(contentItems)
        .values({ kind, itemId: id, draft: fields, published: fields, publishedPath: contentPathOf(kind, fields.slug), status: 'published', publishedAt: at, updatedAt: at })
        .returning({ id: contentItems.id });
      await tx.insert(contentRevisions).values({ contentId: row!.id, number: 1, action: 'seeded', fields, createdAt: at });
    }
    if (present.size === 0) await tx.update(contentState).set({ version: 1 }).where(sql`${contentState.id} = 1 and ${contentState.version} < 1`);
    else await tx.update(contentState).set({ version: sql`${contentState.version} + 1` }).where(sql`${contentState.id} = 1`);
    return missing.length;
  });
}
