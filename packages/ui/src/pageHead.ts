/**
 * What a page puts in the document head, noted while it renders on the server so the pre-rendered HTML
 * carries it (title, description, canonical address, robots, structured data). In the browser the page's
 * hooks write the head themselves after rendering (usePageMeta, useRobotsNoIndex, useJsonLd), and
 * `notePageHead` does nothing.
 *
 * The renderer (scripts/lib/prerender.mjs) puts a fresh record in `globalThis.__frcPageHead` before each
 * page and reads it after: a global, because the shell and each remote bundle their own copy of this module.
 */
export interface PageHead {
  /** The site's public origin (https://…), set by the renderer. */
  origin: string;
  /** The whole title, site name included. */
  title?: string;
  description?: string;
  /** Path of the page search engines should index, when it differs from the address rendered. */
  canonicalPath?: string;
  robots?: string;
  /** JSON-LD blocks by key, as useJsonLd names them. */
  jsonLd: Record<string, string>;
}

const PAGE_HEAD = '__frcPageHead';

export function notePageHead(update: (head: PageHead) => void): void {
  if (typeof document !== 'undefined') return;
  const head = (globalThis as Record<string, unknown>)[PAGE_HEAD] as PageHead | undefined;
  if (head) update(head);
}

/** The site's origin: the page's own in the browser, the one the renderer was given on the server. */
export function siteOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  const head = (globalThis as Record<string, unknown>)[PAGE_HEAD] as PageHead | undefined;
  return head?.origin ?? '';
}
