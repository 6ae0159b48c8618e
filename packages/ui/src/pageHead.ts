import { renderContext, type PageHead } from '@frc/build-config/server/renderContext';

export type { PageHead };

/**
 * What a page puts in the document head, noted while it renders on the server so the pre-rendered HTML
 * carries it (title, description, canonical address, robots, structured data): into the render context the
 * renderer (packages/site-runtime/prerender.mjs) gives the server bundle, which it reads after the page has rendered.
 * In the browser the page's hooks write the head themselves after rendering (usePageMeta, useRobotsNoIndex,
 * useJsonLd), there is no render context, and `notePageHead` does nothing.
 */
export function notePageHead(update: (head: PageHead) => void): void {
  const head = renderContext()?.head;
  if (head) update(head);
}

/** The site's origin: the page's own in the browser, the one the renderer was given on the server. */
export function siteOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  return renderContext()?.origin ?? '';
}
