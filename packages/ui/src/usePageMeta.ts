import { useEffect } from 'react';
import { contentImageUrl, contentImageWidths, type ContentImageRef } from '@frc/contracts/browser';
import { DEFAULT_SOCIAL_IMAGE } from './brandImages';
import { COMPANY } from './company';
import { notePageHead, siteOrigin } from './pageHead';

export interface PageMeta {
  /** The page's own title; the site name is appended. */
  title: string;
  /** The page's meta description; pages without one fall back to the site's own. */
  description?: string;
  /** Path of the page search engines should index for this content, when it differs from the address shown. */
  canonicalPath?: string;
  /** The content's social image: the card shared links show (og:image, a large Twitter card); else the site's. */
  socialImage?: ContentImageRef | null;
  /** What the content's social image shows; the page's title when it has none. */
  socialImageAlt?: string;
  /** Open Graph's type: `article` for an article of the blog or the news; else `website`. */
  type?: 'article';
  /** The feed the page announces to feed readers, e.g. { title: 'News', href: '/news/feed.xml' }. */
  feed?: { title: string; href: string };
}

/** The first value a tag had, kept on the tag itself so every remote's copy of this module sees the same. */
const DEFAULT_ATTRIBUTE = 'data-site-default';
/** The tags this hook added for one page only (an image, a feed): taken away when the next page has none. */
const PAGE_TAG_ATTRIBUTE = 'data-page-meta';

function headTag<K extends 'meta' | 'link'>(tagName: K, selector: string, create: (tag: HTMLElementTagNameMap[K]) => void): HTMLElementTagNameMap[K] {
  let tag = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!tag) {
    tag = document.createElement(tagName);
    create(tag);
    document.head.append(tag);
  }
  return tag;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  const tag = headTag('meta', `meta[${attribute}="${key}"]`, (created) => created.setAttribute(attribute, key));
  if (!tag.hasAttribute(DEFAULT_ATTRIBUTE)) tag.setAttribute(DEFAULT_ATTRIBUTE, tag.content);
  tag.content = content ?? tag.getAttribute(DEFAULT_ATTRIBUTE) ?? '';
}

/** A meta tag of this page only: set, or removed when the page has no value for it. */
function setPageMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  const selector = `meta[${attribute}="${key}"]`;
  if (content === undefined) {
    document.head.querySelector(`${selector}[${PAGE_TAG_ATTRIBUTE}]`)?.remove();
    return;
  }
  headTag('meta', selector, (created) => {
    created.setAttribute(attribute, key);
    created.setAttribute(PAGE_TAG_ATTRIBUTE, '');
  }).content = content;
}

function setCanonical(href: string): void {
  headTag('link', 'link[rel="canonical"]', (created) => {
    created.rel = 'canonical';
  }).href = href;
}

function setFeed(feed: PageMeta['feed']): void {
  document.head.querySelectorAll(`link[rel="alternate"][type="application/rss+xml"][${PAGE_TAG_ATTRIBUTE}]`).forEach((tag) => tag.remove());
  if (!feed) return;
  const link = document.createElement('link');
  Object.assign(link, { rel: 'alternate', type: 'application/rss+xml', title: feed.title });
  link.setAttribute('href', feed.href);
  link.setAttribute(PAGE_TAG_ATTRIBUTE, '');
  document.head.append(link);
}

/** A social image as a card shows it: its largest served WebP variant, on the site's origin, with that variant's size. */
export function socialImageOf(image: ContentImageRef, origin: string): { url: string; width: number; height: number } {
  const width = Math.max(...contentImageWidths(image.width));
  return { url: `${origin}${contentImageUrl(image.id, width, 'webp')}`, width, height: Math.round((image.height * width) / image.width) };
}

/** A page's card: its content's social image, else the site's default, absolute on `origin`, with its size and alt. */
export function pageImageOf(socialImage: ContentImageRef | null | undefined, alt: string, origin: string): { url: string; width: number; height: number; alt: string } {
  if (socialImage) return { ...socialImageOf(socialImage, origin), alt };
  const { path, width, height, alt: defaultAlt } = DEFAULT_SOCIAL_IMAGE;
  return { url: `${origin}${path}`, width, height, alt: defaultAlt };
}

/** Gives each page its own title, description, canonical address, Open Graph card and feed link. */
export function usePageMeta({ title, description, canonicalPath, socialImage, socialImageAlt, type, feed }: PageMeta): void {
  const fullTitle = `${title} | ${COMPANY.name}`;
  const image = pageImageOf(socialImage, socialImageAlt ?? title, siteOrigin());
  notePageHead((head) => Object.assign(head, { title: fullTitle, description, canonicalPath, image, type, feeds: feed ? [feed] : undefined }));
  const { url: imageUrl, width: imageWidth, height: imageHeight, alt: imageAlt } = image;
  const feedTitle = feed?.title;
  const feedHref = feed?.href;
  useEffect(() => {
    const canonical = `${window.location.origin}${canonicalPath ?? window.location.pathname}`;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setCanonical(canonical);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', canonical);
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', description);
    setMeta('property', 'og:type', type);
    setPageMeta('property', 'og:image', imageUrl);
    setPageMeta('property', 'og:image:width', String(imageWidth));
    setPageMeta('property', 'og:image:height', String(imageHeight));
    setPageMeta('property', 'og:image:alt', imageAlt);
    setPageMeta('name', 'twitter:image', imageUrl);
    setPageMeta('name', 'twitter:image:alt', imageAlt);
    setMeta('name', 'twitter:card', 'summary_large_image');
    setFeed(feedHref && feedTitle ? { title: feedTitle, href: feedHref } : undefined);
  }, [fullTitle, description, canonicalPath, type, imageUrl, imageWidth, imageHeight, imageAlt, feedTitle, feedHref]);
}
