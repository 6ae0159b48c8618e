import { contentPathOf, type PublishedContentItem, type TextBlock } from '@frc/contracts/browser';
import type { CoverData } from '../../blog/covers';
import { pageFactsOf, type FeaturedImage, type PageFacts } from '../pageFacts';

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
  featuredImage?: FeaturedImage;
}

/** A news item with its text. */
export interface NewsItem extends NewsSummary, PageFacts {
  body: readonly TextBlock[];
}

/** A published news item as the templates read it: its excerpt is the item's description. */
export function newsItemOf(item: PublishedContentItem): NewsItem {
  const { slug, title, description, data } = item;
  const { date, author, category, cover, body } = data as Partial<NewsItem>;
  return {
    slug,
    title,
    excerpt: description,
    date: date ?? '',
    author: author ?? '',
    category: category ?? '',
    cover: cover ?? { icon: 'Newspaper', tone: 'brand' },
    body: body ?? [],
    ...pageFactsOf(item),
  };
}

/** The published news, newest first (equal dates: the later published first). */
export function newsFrom(items: readonly PublishedContentItem[]): NewsItem[] {
  return [...items].sort((a, b) => b.data.date?.toString().localeCompare(a.data.date?.toString() ?? '') || b.id - a.id).map(newsItemOf);
}

export function summaryOfNews({ body: _body, socialImage: _image, socialImageAlt: _alt, datePublished: _published, dateModified: _modified, ...summary }: NewsItem): NewsSummary {
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
