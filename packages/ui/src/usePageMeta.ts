import { useEffect } from 'react';
import { COMPANY } from './company';
import { notePageHead } from './pageHead';

export interface PageMeta {
  /** The page's own title; the site name is appended. */
  title: string;
  /** The page's meta description; pages without one fall back to the site's own. */
  description?: string;
  /** Path of the page search engines should index for this content, when it differs from the address shown. */
  canonicalPath?: string;
}

/** The first value a tag had, kept on the tag itself so every remote's copy of this module sees the same. */
const DEFAULT_ATTRIBUTE = 'data-site-default';

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

function setCanonical(href: string): void {
  headTag('link', 'link[rel="canonical"]', (created) => {
    created.rel = 'canonical';
  }).href = href;
}

/** Gives each page its own title, description, canonical address and Open Graph card. */
export function usePageMeta({ title, description, canonicalPath }: PageMeta): void {
  const fullTitle = `${title} | ${COMPANY.name}`;
  notePageHead((head) => Object.assign(head, { title: fullTitle, description, canonicalPath }));
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
  }, [fullTitle, description, canonicalPath]);
}
