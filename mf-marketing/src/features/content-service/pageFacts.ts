import { isContentImageRef, type ContentImageRef, type PublishedContentItem } from '@frc/contracts/browser';

/** A news item's, an article's or a case study's featured image (`data.image`) and its alt text (`data.imageAlt`). */
export interface FeaturedImage {
  image: ContentImageRef;
  alt: string;
}

/** What a published item's own page tells sharers and search engines: its card image and its two dates. */
export interface PageFacts {
  /** The card shared links show: the item's social image, else its featured image (else the site's, drawn by usePageMeta). */
  socialImage?: ContentImageRef | null;
  /** That card's alt text, when it is the featured image. */
  socialImageAlt?: string;
  /** Shown on its card and at the top of its page, instead of the drawn cover. */
  featuredImage?: FeaturedImage;
  /** Its own publication and its last publish (ISO), for its structured data. */
  datePublished?: string;
  dateModified?: string;
}

/** The featured image of an item's data, if it has one; without alt text, the item's title describes it. */
export function featuredImageOf({ data, title }: PublishedContentItem): FeaturedImage | undefined {
  if (!isContentImageRef(data.image)) return undefined;
  return { image: data.image, alt: typeof data.imageAlt === 'string' && data.imageAlt.trim() ? data.imageAlt : title };
}

export function pageFactsOf(item: PublishedContentItem): PageFacts {
  const { socialImage, datePublished, publishedAt } = item;
  const featured = featuredImageOf(item);
  const card = socialImage ? { socialImage } : featured ? { socialImage: featured.image, socialImageAlt: featured.alt } : { socialImage };
  return { ...card, ...(featured ? { featuredImage: featured } : {}), datePublished, dateModified: publishedAt };
}
