import { BLOG_CATEGORIES, type PublishedContentItem, type TextBlock } from '@frc/contracts/browser';
import { pageFactsOf, type PageFacts } from '../content-service/pageFacts';

export { BLOG_CATEGORIES };
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** 'Forex Trading' → 'forex-trading', for /blog/category/{slug}. */
export function categorySlug(category: string): string {
  return category
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function categoryPath(category: BlogCategory): string {
  return `/blog/category/${categorySlug(category)}`;
}

export function findCategory(slug: string | undefined): BlogCategory | undefined {
  return BLOG_CATEGORIES.find((category) => categorySlug(category) === slug);
}

export interface BlogArticle extends PageFacts {
  slug: string;
  title: string;
  /** One or two sentences for cards and the meta description. */
  excerpt: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  author: string;
  category: BlogCategory;
  /** Paragraphs, subheadings and lists of titled points. */
  content: readonly TextBlock[];
}

/** An article as its card and lists show it: everything but its text and dates (what the blog grid's island is given). */
export type BlogArticleSummary = Omit<BlogArticle, 'content' | 'datePublished' | 'dateModified'>;

/** A published article as the templates read it: its excerpt is the item's description. */
export function blogArticleOf(item: PublishedContentItem): BlogArticle {
  const { slug, title, description, data } = item;
  const { date, author, category, content } = data as Partial<BlogArticle>;
  return { slug, title, excerpt: description, date: date ?? '', author: author ?? '', category: category ?? 'Other Scams', content: content ?? [], ...pageFactsOf(item) };
}

/** The published articles in the grid's order: as they were first published (by id). */
export function articlesFrom(items: readonly PublishedContentItem[]): BlogArticle[] {
  return [...items].sort((a, b) => a.id - b.id).map(blogArticleOf);
}

export function summaryOf({ content: _content, datePublished: _published, dateModified: _modified, ...summary }: BlogArticle): BlogArticleSummary {
  return summary;
}

/** The articles of a topic (every article for null), in the grid's order. */
export function articlesIn<Article extends BlogArticleSummary>(articles: readonly Article[], category: BlogCategory | null): Article[] {
  return articles.filter((article) => category === null || article.category === category);
}

export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** '2025-01-27' → 'January 27, 2025'. */
export function formatDate(isoDate: string): string {
  return DATE_FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Newest first; equal dates keep their order. */
export function newestFirst<Item extends { date: string }>(items: readonly Item[]): Item[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}
