import type { PublishedContent } from '@frc/contracts/browser';

/** What a page puts in its document head, noted while it renders (@frc/ui/pageHead). */
export interface PageHead {
  /** The whole title, site name included. */
  title?: string;
  description?: string;
  /** Path of the page search engines should index, when it differs from the address rendered. */
  canonicalPath?: string;
  robots?: string;
  /** The page's social card image, absolute, with its size in pixels and its text alternative (og:image, twitter:image). */
  image?: { url: string; width: number; height: number; alt: string };
  /** Open Graph's type: an article of the blog or the news; else the site's `website`. */
  type?: 'article';
  /** The feeds the page announces (`<link rel="alternate" type="application/rss+xml">`): title and path. */
  feeds?: { title: string; href: string }[];
  /** JSON-LD blocks by key, as useJsonLd names them. */
  jsonLd: Record<string, string>;
}

/** The render context of one pre-rendered page (renderContext.js). */
export interface RenderContext {
  /** The site's public origin (https://…): canonical links and absolute addresses in the page. */
  origin: string;
  /** The libraries shared as singletons (shared.js), as the shell's server bundle provides them: module name → module. */
  shared: Record<string, unknown>;
  /** Where each remote's files are served from (remote name → URL ending in /): the URLs of its images and fonts. */
  publicPaths: Record<string, string>;
  /** The style sources whose modules ran, as `<app>:<path from the app's folder>` (cssUsageLoader.js). */
  stylesUsed: Set<string>;
  /** The page's head, as its hooks noted it. */
  head: PageHead;
  /**
   * The published content the page is rendered with (@frc/contracts' PublishedContent), fetched from the API by the
   * renderer once per render of the site: the templates read it instead of fetching it.
   */
  content?: PublishedContent;
}

export function provideRenderContext(context: RenderContext | undefined): void;
export function renderContext(): RenderContext | undefined;
