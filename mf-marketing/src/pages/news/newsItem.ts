import { contentPathOf, type ContentImageRef, type PublishedContentItem, type TextBlock } from '@frc/contracts/browser';
import type { CoverData } from '../../features/blog/covers';

/** A news item (the spec's title, excerpt, date, author, category, image) as its card shows it; its slug is its address's last part. */
export interface NewsSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date. */
  date: string;
  author: string;
  category: string;
  cover: CoverData;
}

/** A news item with its text. */
export interface NewsItem extends NewsSummary {
  body: readonly TextBlock[];
  /** The card shared links show, and what it shows. */
  socialImage?: ContentImageRef | null;
  imageAlt?: string;
  /** Its own publication and its last publish (ISO), for its structured data. */
  datePublished?: string;
  dateModified?: string;
}

/** A published news item as the templates read it: its excerpt is the item's description. */
export function newsItemOf({ slug, title, description, socialImage, data, datePublished, publishedAt }: PublishedContentItem): NewsItem {
  const { date, author, category, cover, body, imageAlt } = data as Partial<NewsItem>;
  return {
    slug,
    title,
    excerpt: description,
    date: date ?? '',
    author: author ?? '',
    category: category ?? '',
    cover: cover ?? { icon: 'Newspaper', tone: 'brand' },
    body: body ?? [],
    socialImage,
    imageAlt,
    datePublished,
    dateModified: publishedAt,
  };
}

/** The published news, newest first (equal dates: the later published first). */
export function newsFrom(items: readonly PublishedContentItem[]): NewsItem[] {
  return [...items].sort((a, b) => b.data.date?.toString().localeCompare(a.data.date?.toString() ?? '') || b.id - a.id).map(newsItemOf);
}

export function summaryOfNews({ body: _body, socialImage: _image, imageAlt: _alt, datePublished: _published, dateModified: _modified, ...summary }: NewsItem): NewsSummary {
  return summary;
}

export function newsItemPath(slug: string): string {
  return contentPathOf('news', slug) ?? `/blog/article/${slug}`;
}

/** Case-insensitive search over title, excerpt and category; blank shows everything. */
export function searchNews<Item extends NewsSummary>(items: readonly Item[], query: string): Item[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...items];
  return items.filter((item) => [item.title, item.excerpt, item.category].some((text) => text.toLocaleLowerCase().includes(needle)));
}
