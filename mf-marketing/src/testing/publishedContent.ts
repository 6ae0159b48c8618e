import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { provideRenderContext } from '@frc/build-config/server/renderContext';
import { contentPathOf, isPrivateContentKind, shownDateOf, type ContentFields, type ContentKind, type PublishedContent, type PublishedContentItem } from '@frc/contracts/browser';
import { forgetLoadedContent } from '../features/content-service/publishedContent';

const SEED_DIRECTORY = join(__dirname, '../../../api/src/content/seed');
const SEEDED_AT = '2025-03-03T09:00:00.000Z';

/** The site's first content as the API publishes it: every item of api/src/content/seed/*.json but the private kinds'. */
export function seededContent(): PublishedContent {
  const items: PublishedContentItem[] = [];
  for (const file of readdirSync(SEED_DIRECTORY).filter((name) => name.endsWith('.json')).sort()) {
    const kind = file.replace(/\.json$/, '') as ContentKind;
    if (isPrivateContentKind(kind)) continue;
    const records = JSON.parse(readFileSync(join(SEED_DIRECTORY, file), 'utf8')) as (ContentFields & { id: number })[];
    for (const record of records) items.push({ ...record, kind, path: contentPathOf(kind, record.slug), datePublished: shownDateOf(record) ?? SEEDED_AT, publishedAt: SEEDED_AT, updatedAt: SEEDED_AT });
  }
  return { version: 1, items, redirects: [] };
}

/** The seeded items of one kind. */
export function seededItems(kind: ContentKind): PublishedContentItem[] {
  return seededContent().items.filter((item) => item.kind === kind);
}

/** The seeded item of a kind at a slug (a page's is its path). */
export function seededItem(kind: ContentKind, slug: string): PublishedContentItem {
  const item = seededItems(kind).find((candidate) => candidate.slug === slug);
  if (!item) throw new Error(`No seeded ${kind} at ${slug}`);
  return item;
}

/**
 * Renders the test's pages with `content` published, as the renderer gives it to a server render: the templates
 * read it at once. Undone after the test.
 */
export function publishContent(content: PublishedContent = seededContent()): PublishedContent {
  provideRenderContext({ origin: 'https://cleartrace.example', shared: {}, publicPaths: {}, stylesUsed: new Set(), head: { jsonLd: {} }, content });
  return content;
}

/**
 * Answers the browser's `GET /api/content/published?kind=…` from `content` (what a page outside a render sees),
 * or with `answer` when given. Returns the fetch mock.
 */
export function servePublishedContent(content: PublishedContent = seededContent(), answer?: () => Promise<Response>): jest.Mock {
  const mock = jest.fn(async (url: string) => {
    if (answer) return answer();
    const query = new URL(url, 'http://localhost').searchParams;
    const [kind, slug] = [query.get('kind'), query.get('slug')];
    const body: PublishedContent = { ...content, items: content.items.filter((item) => (!kind || item.kind === kind) && (!slug || item.slug === slug)) };
    return { ok: true, status: 200, json: async () => body } as Response;
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

afterEach(() => {
  provideRenderContext(undefined);
  forgetLoadedContent();
});
