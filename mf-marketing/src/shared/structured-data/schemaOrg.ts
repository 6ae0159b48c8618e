import { COMPANY } from '@frc/ui/company';
import type { FaqItem } from '../content/faq';

/** schema.org FAQPage data from the questions and answers a page shows. */
export function faqPageData(items: readonly FaqItem[]) {
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

export interface PostingFacts {
  kind: 'BlogPosting' | 'NewsArticle';
  headline: string;
  description: string;
  /** ISO date. */
  datePublished: string;
  author: string;
  section: string;
  /** Path of the page on this site. */
  path: string;
}

/** schema.org data about an article of the blog or the news, published by the company. */
export function postingData(facts: PostingFacts, origin: string) {
  const url = `${origin}${facts.path}`;
  return {
    '@context': 'https://schema.org',
    '@type': facts.kind,
    headline: facts.headline,
    description: facts.description,
    datePublished: facts.datePublished,
    articleSection: facts.section,
    author: { '@type': 'Organization', name: facts.author },
    publisher: { '@type': 'Organization', name: COMPANY.name, url: `${origin}/` },
    mainEntityOfPage: url,
    url,
  };
}
