import { contentPathOf, type PublishedContentItem } from '@frc/contracts/browser';
import type { CoverData } from '../../blog/covers';
import { pageFactsOf, type PageFacts } from '../pageFacts';

/** A recovery we worked on (the spec's id, title, description, amount, timeframe, challenge, approach, result, image). */
export interface CaseStudy extends PageFacts {
  slug: string;
  title: string;
  description: string;
  /** As advertised: $1.2M, $450K… */
  amount: string;
  timeframe: string;
  challenge: readonly string[];
  approach: readonly string[];
  result: readonly string[];
  cover: CoverData;
}

export function caseStudyOf(item: PublishedContentItem): CaseStudy {
  const { slug, title, description, data } = item;
  const { amount, timeframe, challenge, approach, result, cover } = data as Partial<CaseStudy>;
  return {
    slug,
    title,
    description,
    amount: amount ?? '',
    timeframe: timeframe ?? '',
    challenge: challenge ?? [],
    approach: approach ?? [],
    result: result ?? [],
    cover: cover ?? { icon: 'HeartHandshake', tone: 'brand' },
    ...pageFactsOf(item),
  };
}

/** The published case studies, in the order they were first published. */
export function caseStudiesFrom(items: readonly PublishedContentItem[]): CaseStudy[] {
  return [...items].sort((a, b) => a.id - b.id).map(caseStudyOf);
}

export function caseStudyPath(slug: string): string {
  return contentPathOf('case_study', slug) ?? `/blog/case-study/${slug}`;
}
