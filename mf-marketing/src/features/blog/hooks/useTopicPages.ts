import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useHydrated } from '@frc/ui/useHydrated';
import { articlesIn, BLOG_CATEGORIES, categorySlug, findCategory, type BlogArticleSummary } from '../blogArticle';
import { clampPage, pageCount, pageOf } from '../paging';
import type { Topic } from '../components/TopicTabs';

export const ALL_TOPICS_ID = 'all';

export const BLOG_TOPICS: readonly Topic[] = [
  { id: ALL_TOPICS_ID, label: 'All' },
  ...BLOG_CATEGORIES.map((category) => ({ id: categorySlug(category), label: category })),
];

/** The grid's heading: the tabs' and pager's links lead there, so a page loaded from one opens at the grid. */
export const GRID_ANCHOR = 'all-articles';

/** The query of a view of the grid: its topic (none for every topic) and page (none for the first). */
function viewQuery(topicId: string, page = 1): string {
  const query = new URLSearchParams();
  if (topicId !== ALL_TOPICS_ID) query.set('topic', topicId);
  if (page > 1) query.set('page', String(page));
  return query.toString();
}

/** The address of a view of the grid, for its links. */
export function viewHref(topicId: string, page = 1): string {
  const query = viewQuery(topicId, page);
  return `/blog${query ? `?${query}` : ''}#${GRID_ANCHOR}`;
}

/**
 * The blog grid's topic and page, kept in the address (?topic=forex-trading&page=2) so the back
 * button and a shared link return to the same view. Choosing a topic starts again at page 1.
 *
 * The page's HTML is rendered for /blog, without a query: while it is hydrated the grid is the one that HTML holds
 * (every topic, page 1), and the address's topic and page show right after, so hydration never meets another grid.
 *
 * A topic picked shows at once: the router changes the address in a transition, which may commit after the
 * next key press, and until then the tabs would still name the previous topic as the one Tab stops at and the
 * panel would still hold its cards (a Tab right after Home then landed on the old topic's tab). The pick is held
 * here until the address changes (to it, or anywhere: the back button).
 */
export function useTopicPages(pageSize: number, allArticles: readonly BlogArticleSummary[]) {
  const [addressParams, setParams] = useSearchParams();
  const params = useHydrated() ? addressParams : new URLSearchParams();
  const { key } = useLocation();
  // The topic picked (its ?topic, null for every topic) while the address is still the one it was picked at.
  const [picked, setPicked] = useState<{ topic: string | null; at: string } | null>(null);
  const pending = picked?.at === key ? picked : null;

  const category = findCategory((pending ? pending.topic : params.get('topic')) ?? undefined) ?? null;
  const topicId = category ? categorySlug(category) : ALL_TOPICS_ID;
  const articles = articlesIn(allArticles, category);
  const pages = pageCount(articles.length, pageSize);
  const page = pending ? 1 : clampPage(Number(params.get('page') ?? '1'), pages);

  const selectTopic = (id: string) => {
    setPicked({ topic: id === ALL_TOPICS_ID ? null : id, at: key });
    setParams(viewQuery(id), { replace: true, preventScrollReset: true });
  };

  const goToPage = (next: number) => {
    setParams(viewQuery(topicId, next), { preventScrollReset: true });
  };

  return { topicId, category, total: articles.length, shown: pageOf(articles, page, pageSize), page, pages, selectTopic, goToPage };
}
