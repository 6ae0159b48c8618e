import { renderContext } from '@frc/build-config/server/renderContext';
import { CONTENT_API_PREFIX, type ContentKind, type PublishedContent, type PublishedContentItem } from '@frc/contracts/browser';

/**
 * The published content the templates show. On the server it is the render context's (the renderer fetched it once
 * for the whole render); in the browser it is fetched from the API, once per kind and page load.
 */

/** The published items of a kind the page has without asking: the render context's (server, or a test's), else none. */
export function publishedItemsNow(kind: ContentKind): PublishedContentItem[] | undefined {
  return renderContext()?.content?.items.filter((item) => item.kind === kind);
}

const browserLoads = new Map<string, Promise<PublishedContentItem[]>>();

async function fetchPublished(kind: ContentKind, slug: string | undefined): Promise<PublishedContentItem[]> {
  const query = new URLSearchParams({ kind, ...(slug === undefined ? {} : { slug }) });
  const response = await fetch(`${CONTENT_API_PREFIX}/published?${query}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The published ${kind} content answered ${response.status}`);
  const content = (await response.json()) as PublishedContent;
  return content.items.filter((item) => item.kind === kind);
}

/**
 * The published items of a kind, in the API's order (newest first for dated kinds); with `slug`, the browser asks
 * for that one item only (a page's own content, not every page's).
 */
export function loadPublishedItems(kind: ContentKind, slug?: string): Promise<PublishedContentItem[]> {
  const now = publishedItemsNow(kind);
  if (now) return Promise.resolve(slug === undefined ? now : now.filter((item) => item.slug === slug));
  if (typeof window === 'undefined') return Promise.reject(new Error('The render context holds no published content'));
  const key = slug === undefined ? kind : `${kind} ${slug}`;
  let pending = browserLoads.get(key);
  if (!pending) {
    pending = fetchPublished(kind, slug);
    browserLoads.set(key, pending);
    // A failed load is tried again by the next page that asks.
    pending.catch(() => browserLoads.delete(key));
  }
  return pending;
}

/** Forgets what the browser loaded: the next page asks the API again (tests, between pages of a test run). */
export function forgetLoadedContent(): void {
  browserLoads.clear();
}

/** The item of a kind published at a slug, or undefined. */
export function findPublished(items: readonly PublishedContentItem[], slug: string | undefined): PublishedContentItem | undefined {
  return slug === undefined ? undefined : items.find((item) => item.slug === slug);
}
