import { useCallback } from 'react';
import type { ContentKind, PublishedContentItem } from '@frc/contracts/browser';
import { findPublished, loadPublishedItems, publishedItemsNow } from '../publishedContent';
import { recordOf } from '../contentTypes';
import { useContent, type ContentState } from './useContent';

/** Every published item of a kind: at once on the server (the render context), fetched in the browser. */
export function usePublishedItems(kind: ContentKind): ContentState<PublishedContentItem[]> {
  const load = useCallback(() => loadPublishedItems(kind), [kind]);
  const now = useCallback(() => publishedItemsNow(kind), [kind]);
  return useContent(load, `published-${kind}`, now);
}

/** The item of a kind published at `slug`: null when none is (the page is then the site's 404). */
export function usePublishedItem(kind: ContentKind, slug: string | undefined): ContentState<PublishedContentItem | null> {
  // A page asks for its own item alone; a kind whose items list each other (news, articles) loads them all once.
  const load = useCallback(() => loadPublishedItems(kind, kind === 'page' ? slug : undefined).then((items) => findPublished(items, slug) ?? null), [kind, slug]);
  const now = useCallback(() => {
    const items = publishedItemsNow(kind);
    return items && (findPublished(items, slug) ?? null);
  }, [kind, slug]);
  return useContent(load, `published-${kind}-${slug ?? ''}`, now);
}

/** A page's own content (the `page` item whose slug is its path). */
export function usePageContent(path: string): ContentState<PublishedContentItem | null> {
  return usePublishedItem('page', path);
}

/** A page's content and the published items of a kind it lists: ready when both are; null when the page is not published. */
export function usePageListing(path: string, kind: ContentKind): ContentState<{ page: PublishedContentItem; items: PublishedContentItem[] } | null> {
  const page = usePageContent(path);
  const items = usePublishedItems(kind);
  if (page.status !== 'ready') return page;
  if (items.status !== 'ready') return items;
  return { status: 'ready', data: page.data && { page: page.data, items: items.data } };
}

/** The spec's records of a kind (testimonials, team members…), in id order: see recordOf. */
export function usePublishedRecords<T extends { id: number }>(kind: ContentKind, titleField: keyof T): ContentState<T[]> {
  const state = usePublishedItems(kind);
  if (state.status !== 'ready') return state;
  return { status: 'ready', data: [...state.data].sort((a, b) => a.id - b.id).map((item) => recordOf<T>(item, titleField)) };
}
