import type { ContentImageRef, PublishedContentItem } from '@frc/contracts/browser';

/** What a published item's own page tells sharers and search engines: its card image and its two dates. */
export interface PageFacts {
  /** The card shared links show. */
  socialImage?: ContentImageRef | null;
  /** Its own publication and its last publish (ISO), for its structured data. */
  datePublished?: string;
  dateModified?: string;
}

export function pageFactsOf({ socialImage, datePublished, publishedAt }: PublishedContentItem): PageFacts {
  return { socialImage, datePublished, dateModified: publishedAt };
}
