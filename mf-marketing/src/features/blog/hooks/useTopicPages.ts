import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { articlesIn } from '../blogArticles';
import { BLOG_CATEGORIES, categorySlug, findCategory } from '../blogArticle';
import { clampPage, pageCount, pageOf } from '../paging';
import type { Topic } from '../components/TopicTabs';

export const ALL_TOPICS_ID = 'all';

export const BLOG_TOPICS: readonly Topic[] = [
  { id: ALL_TOPICS_ID, label: 'All' },
  ...BLOG_CATEGORIES.map((category) => ({ id: categorySlug(category), label: category })),
];

/**
 * The blog grid's topic and page, kept in the address (?topic=forex-trading&page=2) so the back
 * button and a shared link return to the same view. Choosing a topic starts again at page 1.
 *
 * A topic picked shows at once: the router changes the address in a transition, which may commit after the
 * next key press, and until then the tabs would still name the previous topic as the one Tab stops at and the
 * panel would still hold its cards (a Tab right after Home then landed on the old topic's tab). The pick is held
 * here until the address changes (to it, or anywhere: the back button).
 */
export function useTopicPages(pageSize: number) {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  // The topic picked (its ?topic, null for every topic) while the address is still the one it was picked at.
  const [picked, setPicked] = useState<{ topic: string | null; at: string } | null>(null);
  const pending = picked?.at === key ? picked : null;

  const category = findCategory((pending ? pending.topic : params.get('topic')) ?? undefined) ?? null;
  const topicId = category ? categorySlug(category) : ALL_TOPICS_ID;
  const articles = articlesIn(category);
  const pages = pageCount(articles.length, pageSize);
  const page = pending ? 1 : clampPage(Number(params.get('page') ?? '1'), pages);

  const selectTopic = (id: string) => {
    setPicked({ topic: id === ALL_TOPICS_ID ? null : id, at: key });
    setParams(id === ALL_TOPICS_ID ? {} : { topic: id }, { replace: true, preventScrollReset: true });
  };

  const goToPage = (next: number) => {
    const query: Record<string, string> = category ? { topic: topicId } : {};
    if (next > 1) query.page = String(next);
    setParams(query, { preventScrollReset: true });
  };

  return { topicId, category, total: articles.length, shown: pageOf(articles, page, pageSize), page, pages, selectTopic, goToPage };
}
