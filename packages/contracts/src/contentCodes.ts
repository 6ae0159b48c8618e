// The content model's codes, block types and paths, shared by the API, the back office and the marketing
// templates. No zod: browser code imports this file (the schemas are in content.ts).
import type { CodeOption } from './codes';

/**
 * The kinds of content the firm edits. `page` is every other public page's content (home, about, the scam-type,
 * service and policy pages…): its slug is the page's path. `site_text` is the words the layout and the forms draw
 * around every page (siteText.ts), by slug. The records the spec's content service describes
 * (testimonial, success story, service, scam type, team member) keep their fields and numeric ids.
 */
export const CONTENT_KINDS = [
  { code: 'news', label: 'News item' },
  { code: 'article', label: 'Blog article' },
  { code: 'case_study', label: 'Case study' },
  { code: 'testimonial', label: 'Testimonial' },
  { code: 'success_story', label: 'Success story' },
  { code: 'service', label: 'Service' },
  { code: 'scam_type', label: 'Scam type' },
  { code: 'team_member', label: 'Team member' },
  { code: 'faq', label: 'FAQ' },
  { code: 'blacklist_entry', label: 'Blacklist entry' },
  { code: 'letter_template', label: 'Letter template' },
  { code: 'page', label: 'Page' },
  { code: 'site_text', label: 'Site text' },
] as const satisfies readonly CodeOption[];
export type ContentKind = (typeof CONTENT_KINDS)[number]['code'];
/**
 * The kinds the public site never sees, edited by admins alone: an engagement letter's template (docs/engagement.md)
 * is published for the team to send, never served by /api/content/published.
 */
export const CONTENT_PRIVATE_KINDS: readonly ContentKind[] = ['letter_template'];
export const isPrivateContentKind = (kind: ContentKind) => CONTENT_PRIVATE_KINDS.includes(kind);
export const CONTENT_KIND_CODES = CONTENT_KINDS.map((kind) => kind.code) as unknown as readonly [ContentKind, ...ContentKind[]];

/** The spec's update message when a record of the kind does not exist: "Testimonial not found". */
export const CONTENT_NOT_FOUND: Record<ContentKind, string> = {
  news: 'News item not found',
  article: 'Article not found',
  case_study: 'Case study not found',
  testimonial: 'Testimonial not found',
  success_story: 'Success story not found',
  service: 'Service not found',
  scam_type: 'Scam type not found',
  team_member: 'Team member not found',
  faq: 'FAQ not found',
  blacklist_entry: 'Blacklist entry not found',
  letter_template: 'Letter template not found',
  page: 'Page not found',
  site_text: 'Site text not found',
};

/**
 * The date an item's page shows (`data.date`: news and articles) as an instant, the start of that day in UTC; null
 * for an item without one. It is the item's own publication date, whenever it was (re)published.
 */
export function shownDateOf(fields: { data: Record<string, unknown> }): string | null {
  const shown = fields.data.date;
  if (typeof shown !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(shown)) return null;
  const date = new Date(`${shown}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Where an item of a kind is published, from its slug; null for a kind shown only inside other pages
 * (a testimonial appears on /testimonials and the home page, never at an address of its own).
 */
export function contentPathOf(kind: ContentKind, slug: string): string | null {
  switch (kind) {
    case 'news':
      return `/blog/article/${slug}`;
    case 'article':
      return `/blog/${slug}`;
    case 'case_study':
      return `/blog/case-study/${slug}`;
    case 'page':
      return slug;
    default:
      return null;
  }
}

/**
 * The addresses no content may take, nor be redirected from: the back office, the client area and sign-in, the API,
 * the shared styles, and the intake's confirmation links. Each with every path below it (`/admin/inbox`, not
 * `/administrator`). The API adds every path another remote's routes.json claims.
 */
export const CONTENT_RESERVED_PATHS = ['/admin', '/dashboard', '/login', '/api', '/_styles', '/contact-us/confirm'] as const;

export function isReservedContentPath(path: string): boolean {
  return CONTENT_RESERVED_PATHS.some((reserved) => path === reserved || path.startsWith(`${reserved}/`));
}

/** A slug: lower-case words joined by hyphens (digits allowed). A page's slug is its path instead: `/forex-scams`. */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CONTENT_PAGE_PATH_PATTERN = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;
export const CONTENT_SLUG_MAX_LENGTH = 120;
export const CONTENT_TITLE_MAX_LENGTH = 200;
export const CONTENT_DESCRIPTION_MAX_LENGTH = 320;
/** An image's text alternative: required, one line. */
export const CONTENT_ALT_MAX_LENGTH = 300;
/** A whole item's data as JSON, in bytes. */
export const CONTENT_DATA_MAX_BYTES = 512 * 1024;
/**
 * The most entries a list in an item's data may have (a body's blocks, points and rows have their own limits). A page
 * draws its lists whole, and a list whose entries each become a page of their own (the fraud tools' reviews) costs
 * a render each: those have a lower maximum, by the list's name.
 */
export const CONTENT_LIST_MAX = 60;
export const CONTENT_LIST_MAXIMA: Readonly<Record<string, number>> = { fraudTools: 40 };
/** The most items of a kind: each item with an address is a page to render, and the indexes draw every record. */
export const CONTENT_ITEMS_MAX: Readonly<Record<ContentKind, number>> = {
  news: 2000,
  article: 1000,
  case_study: 500,
  testimonial: 300,
  success_story: 300,
  service: 100,
  scam_type: 100,
  team_member: 200,
  faq: 300,
  blacklist_entry: 2000,
  letter_template: 50,
  page: 300,
  // One for each of the site's texts (SITE_TEXT_SLUGS): their slugs are a closed set.
  site_text: 20,
};
/** An uploaded image, in bytes. */
export const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The widths, in CSS pixels, an image is served at (never wider than the original). */
export const CONTENT_IMAGE_WIDTHS = [480, 960, 1440] as const;
export const CONTENT_IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ContentImageFormat = (typeof CONTENT_IMAGE_FORMATS)[number];

/** An uploaded image as content refers to it: the served variants are derived from the id and the widths. */
export interface ContentImageRef {
  id: string;
  /** The original's size in pixels: the page reserves its box before it loads. */
  width: number;
  height: number;
}

/** The address of one served variant, on the site's own origin (the API behind /api). */
export function contentImageUrl(id: string, width: number, format: ContentImageFormat): string {
  return `/api/content/images/${encodeURIComponent(id)}/${width}.${format}`;
}

/** Whether a value of an item's data is an uploaded image's reference (contentImageRefSchema's shape). */
export function isContentImageRef(value: unknown): value is ContentImageRef {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { id, width, height } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof width === 'number' && typeof height === 'number';
}

/** The widths an image of `originalWidth` pixels is served at: the standard ones below it, and its own. */
export function contentImageWidths(originalWidth: number): number[] {
  const widths: number[] = CONTENT_IMAGE_WIDTHS.filter((width) => width < originalWidth);
  widths.push(Math.min(originalWidth, Math.max(...CONTENT_IMAGE_WIDTHS)));
  return [...new Set(widths)];
}

/** A point of a list: a plain sentence, or a bold title (with its own punctuation: "Case assessment:") and its explanation. */
export type ListItem = string | { title: string; text: string };

/**
 * A block of running text: what a body is made of, stored as JSON and drawn by React, never HTML.
 * Text is plain but for its inline marks (inlineText.ts): `**bold**`, `_italic_` and links written `[label](/path)`,
 * `[label](https://…)`, `[label](mailto:…)` or `tel:` (contentLinks.ts); nothing else in it means anything (`<script>`
 * is shown as typed). `heading` is an h2 (`level: 3` an h3).
 * A `table`'s first column heads its rows; `codeRowHeaders` shows them as code. `contactDetails` is the firm's
 * address block, drawn from the site's settings.
 */
export type TextBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string; level?: 2 | 3 }
  | { kind: 'list'; items: readonly ListItem[]; ordered?: boolean }
  | { kind: 'quote'; text: string; cite?: string }
  | { kind: 'image'; image: ContentImageRef; alt: string; caption?: string }
  | { kind: 'callout'; title: string; text: string }
  | { kind: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[]; codeRowHeaders?: boolean }
  | { kind: 'contactDetails' };
export type TextBlockKind = TextBlock['kind'];
export const TEXT_BLOCK_KINDS: readonly TextBlockKind[] = ['paragraph', 'heading', 'list', 'quote', 'image', 'callout', 'table', 'contactDetails'];

/** The kinds with a featured image (`data.image`, `data.imageAlt`): on their cards, their page and as their `og:image`. */
export const CONTENT_FEATURED_IMAGE_KINDS: readonly ContentKind[] = ['news', 'article', 'case_study'];
export const hasFeaturedImage = (kind: ContentKind) => CONTENT_FEATURED_IMAGE_KINDS.includes(kind);

/** An item's state: never published, published as saved, published with a newer draft, or due to be published. */
export const CONTENT_STATUSES = [
  { code: 'draft', label: 'Draft' },
  { code: 'published', label: 'Published' },
  { code: 'changed', label: 'Published, with unpublished changes' },
  { code: 'scheduled', label: 'Scheduled' },
] as const satisfies readonly CodeOption[];
export type ContentStatus = (typeof CONTENT_STATUSES)[number]['code'];

/** The fields every item has, whatever its kind; `data` is the kind's own (a testimonial's quote, a page's sections). */
export interface ContentFields {
  slug: string;
  title: string;
  description: string;
  socialImage: ContentImageRef | null;
  data: Record<string, unknown>;
}

/** A published item, as the public routes and the renderer read it. */
export interface PublishedContentItem extends ContentFields {
  kind: ContentKind;
  id: number;
  /** Its address (`contentPathOf`), or null for a kind shown only inside other pages. */
  path: string | null;
  /** Its own publication date (feeds' pubDate, JSON-LD's datePublished): the date its page shows, else its first publication. */
  datePublished: string;
  /** Its last publication (sitemaps' lastmod, JSON-LD's dateModified). */
  publishedAt: string;
  updatedAt: string;
}

/** An old address of an item kept as a 301 to its current one. */
export interface ContentRedirect {
  from: string;
  to: string;
}

/**
 * GET /api/content/published (optionally `?kind=news`): everything published, and the redirects of changed
 * slugs. `version` grows at each publish, unpublish and scheduled publish: GET /api/content/version answers it
 * alone, for a renderer that polls.
 */
export interface PublishedContent {
  version: number;
  items: PublishedContentItem[];
  redirects: ContentRedirect[];
}
export interface ContentVersionResponse {
  version: number;
}

export const CONTENT_API_PREFIX = '/api/content';
export const CONTENT_ADMIN_PREFIX = '/api/admin/content';
