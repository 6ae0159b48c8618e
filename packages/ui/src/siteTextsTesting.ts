import { provideRenderContext } from '@frc/build-config/server/renderContext';
import { SITE_TEXT_DEFAULTS, type PublishedContentItem, type SiteTexts, type SiteTextSlug } from '@frc/contracts/browser';

/** A published site text (tests): its first words with `changes` over them. */
export function publishedSiteText<S extends SiteTextSlug>(slug: S, changes: Partial<Record<keyof SiteTexts[S], unknown>>): PublishedContentItem {
  const at = '2026-11-29T00:00:00.000Z';
  const { title, data } = SITE_TEXT_DEFAULTS[slug];
  return { kind: 'site_text', id: 1, slug, title, description: '', socialImage: null, path: null, data: { ...data, ...changes }, datePublished: at, publishedAt: at, updatedAt: at };
}

/** Renders as the renderer does (tests): a render context whose published content is `items`; undefined ends it. */
export function renderWithPublished(items: PublishedContentItem[] | undefined): void {
  provideRenderContext(items && { origin: 'https://www.example.com', shared: {}, publicPaths: {}, stylesUsed: new Set(), head: { jsonLd: {} }, content: { version: 2, items, redirects: [] } });
}
