// The API's first content (api/src/content/seed/<kind>.json) as the public route answers it once published: what the
// renderer's tests render the real builds with, so every template has the content it reads.
import fs from 'node:fs';

const SEED_DIR = new URL('../../api/src/content/seed/', import.meta.url);

/** An item's address, as contentPathOf (packages/contracts/src/contentCodes.ts) gives it; null for the kinds without pages. */
const PATHS = {
  news: (slug) => `/blog/article/${slug}`,
  article: (slug) => `/blog/${slug}`,
  case_study: (slug) => `/blog/case-study/${slug}`,
  page: (slug) => slug,
};

/** The date an item's page shows (shownDateOf in packages/contracts/src/contentCodes.ts), as an instant; else null. */
function shownDateOf(record) {
  const shown = record.data?.date;
  return typeof shown === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(shown) ? `${shown}T00:00:00.000Z` : null;
}

/** The kinds the public route never serves (CONTENT_PRIVATE_KINDS in packages/contracts/src/contentCodes.ts). */
const PRIVATE_KINDS = ['letter_template'];

/** The seeded items of `kinds` (every kind by default), as content version 1: dated as the API seeds them. */
export function seededContent(kinds) {
  const at = '2025-03-03T09:00:00.000Z';
  const files = fs.readdirSync(SEED_DIR).filter((name) => name.endsWith('.json'));
  const items = files.flatMap((name) => {
    const kind = name.replace(/\.json$/, '');
    if ((kinds && !kinds.includes(kind)) || PRIVATE_KINDS.includes(kind)) return [];
    const records = JSON.parse(fs.readFileSync(new URL(name, SEED_DIR), 'utf8'));
    return records.map((record) => {
      const dated = shownDateOf(record) ?? at;
      return { ...record, kind, path: PATHS[kind]?.(record.slug) ?? null, datePublished: dated, publishedAt: dated, updatedAt: dated };
    });
  });
  return { version: 1, items, redirects: [] };
}
