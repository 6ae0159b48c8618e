import { useId, useRef } from 'react';
import type { BlogArticleSummary } from '../blogArticle';
import { BLOG_TOPICS, GRID_ANCHOR, useTopicPages, viewHref } from '../hooks/useTopicPages';
import { BlogArticleCard } from './BlogArticleCard';
import { Pager } from './Pager';
import { tabId, TopicTabs } from './TopicTabs';
import styles from './BlogArticleBrowser.module.scss';

/** Articles per page of the grid: the spec's twelve cards (its static pager had nothing behind it; ours shows when a topic has more). */
export const BLOG_PAGE_SIZE = 12;

export interface BlogArticleBrowserProps {
  /** The published articles, in the grid's order: the page's HTML carries them to the island. */
  articles: readonly BlogArticleSummary[];
  pageSize?: number;
}

/**
 * The blog's grid of every article, with its topic tabs and pager: the part of the blog's index that runs script,
 * given nothing but plain data. Its topic and page live in the address, and its tabs and pager are links to them.
 */
export function BlogArticleBrowser({ articles, pageSize = BLOG_PAGE_SIZE }: BlogArticleBrowserProps) {
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const gridHeadingRef = useRef<HTMLHeadingElement>(null);
  const { topicId, category, total, shown, page, pages, selectTopic, goToPage } = useTopicPages(pageSize, articles);

  const changePage = (next: number) => {
    goToPage(next);
    gridHeadingRef.current?.focus({ preventScroll: true });
    gridHeadingRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <>
      <h2 ref={gridHeadingRef} id={GRID_ANCHOR} tabIndex={-1} className={styles.gridTitle}>
        All articles
      </h2>
      <TopicTabs
        topics={BLOG_TOPICS}
        selectedId={topicId}
        onSelect={selectTopic}
        hrefFor={(id) => viewHref(id)}
        panelId={panelId}
        idPrefix={idPrefix}
        label="Article topics"
      />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(idPrefix, topicId)}>
        <p className={styles.count} role="status">
          {category ? `${total} ${total === 1 ? 'article' : 'articles'} on ${category}` : `${total} articles`}
          {pages > 1 ? `, page ${page} of ${pages}` : ''}
        </p>
        <ul className={styles.grid}>
          {shown.map((article) => (
            <li key={article.slug}>
              <BlogArticleCard article={article} />
            </li>
          ))}
        </ul>
        <Pager page={page} pageCount={pages} onChange={changePage} hrefFor={(next) => viewHref(topicId, next)} label="Article pages" />
      </div>
    </>
  );
}
