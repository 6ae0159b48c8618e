import { DEFAULT_SOCIAL_IMAGE, imageObject, logoImageObject } from '@frc/ui/brandImages';
import { COMPANY } from '@frc/ui/company';
import { socialImageOf } from '@frc/ui/usePageMeta';
import type { ContentImageRef } from '@frc/contracts/browser';
import type { Article, BlogPosting, BreadcrumbList, FAQPage, NewsArticle, WithContext } from 'schema-dts';
import type { FaqItem } from '../content/faq';

/** schema.org FAQPage data from the questions and answers a page shows. */
export function faqPageData(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.title,
      acceptedAnswer: { '@type': 'Answer', text: item.content.join('\n\n') },
    })),
  };
}

/** schema.org BreadcrumbList of a breadcrumb as the page shows it: the current page, last, has no link. */
export function breadcrumbListData(trail: readonly { label: string; to?: string }[], origin: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.to ? { item: `${origin}${crumb.to}` } : {}),
    })),
  };
}

export interface PostingFacts {
  kind: 'BlogPosting' | 'NewsArticle' | 'Article';
  headline: string;
  description: string;
  /** ISO date: the item's own publication. */
  datePublished: string;
  /** ISO instant: its last publish. */
  dateModified: string;
  /** Its social image; the site's card when it has none. */
  image?: ContentImageRef | null;
  author: string;
  section: string;
  /** Path of the page on this site. */
  path: string;
}

/** Where the site says who writes its articles: its authors are the firm's desks and teams. */
export const AUTHORS_PAGE = '/about-us';

/**
 * schema.org data about an article of the blog or the news, published by the company, with what rich results ask
 * of one: an image, both dates, an author with a page, and a publisher with a raster logo.
 */
export function postingData(facts: PostingFacts, origin: string): WithContext<BlogPosting> | WithContext<NewsArticle> | WithContext<Article> {
  const url = `${origin}${facts.path}`;
  const image = facts.image ? socialImageOf(facts.image, origin) : { url: `${origin}${DEFAULT_SOCIAL_IMAGE.path}`, width: DEFAULT_SOCIAL_IMAGE.width, height: DEFAULT_SOCIAL_IMAGE.height };
  return {
    '@context': 'https://schema.org',
    '@type': facts.kind,
    headline: facts.headline,
    description: facts.description,
    image: [imageObject(image.url, image.width, image.height)],
    datePublished: facts.datePublished,
    dateModified: facts.dateModified,
    articleSection: facts.section,
    author: { '@type': 'Organization', name: facts.author, url: `${origin}${AUTHORS_PAGE}` },
    publisher: { '@type': 'Organization', name: COMPANY.name, url: `${origin}/`, logo: logoImageObject(origin) },
    mainEntityOfPage: url,
    url,
  };
}
