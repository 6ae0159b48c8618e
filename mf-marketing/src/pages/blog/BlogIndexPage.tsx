import { Island } from '@frc/federation';
import { useId, useRef } from 'react';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { FEATURED_ARTICLES } from '../../features/blog/blogArticles';
import { BlogArticleCard } from '../../features/blog/components/BlogArticleCard';
import { Pager } from '../../features/blog/components/Pager';
import { tabId, TopicTabs } from '../../features/blog/components/TopicTabs';
import { BLOG_TOPICS, useTopicPages } from '../../features/blog/hooks/useTopicPages';
import { NewsletterSignup } from '../../features/newsletter/components/NewsletterSignup';
import { LinkCards } from '../../shared/components/LinkCards';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { SCAM_TYPE_CARDS } from '../../shared/content/scamTypeCards';
import { BLOG_SECTIONS } from './blogSections';
import styles from './Blog.module.scss';

/** Articles per page of the grid: the spec's twelve cards (its static pager had nothing behind it; ours shows when a topic has more). */
export const BLOG_PAGE_SIZE = 12;

export default function BlogIndexPage() {
  usePageMeta({
    title: 'Blog: scam warnings and recovery guides',
    description:
      'Articles from our investigators on forex, binary options, crypto and stock trading scams, fake jobs, phishing and more: how the scams work and what to do if you were caught.',
  });
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const gridHeadingRef = useRef<HTMLHeadingElement>(null);
  const { topicId, category, total, shown, page, pages, selectTopic, goToPage } = useTopicPages(BLOG_PAGE_SIZE);

  const changePage = (next: number) => {
    goToPage(next);
    gridHeadingRef.current?.focus({ preventScroll: true });
    gridHeadingRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <>
      <PageHero
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Blog' }]}
        eyebrow="Blog"
        title="Scam warnings and recovery guides"
        lead={<p>How today's scams work, written by the people who trace them, and what to do if one has already cost you money.</p>}
      />

      <PageSection id="featured-articles" title="Featured articles">
        <ul className={styles.featured}>
          {FEATURED_ARTICLES.map((article) => (
            <li key={article.slug}>
              <BlogArticleCard article={article} featured />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection tone="muted">
        <h2 ref={gridHeadingRef} tabIndex={-1} className={styles.gridTitle}>
          All articles
        </h2>
        <TopicTabs topics={BLOG_TOPICS} selectedId={topicId} onSelect={selectTopic} panelId={panelId} idPrefix={idPrefix} label="Article topics" />
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
          <Pager page={page} pageCount={pages} onChange={changePage} label="Article pages" />
        </div>
      </PageSection>

      <PageSection>
        <Island module="marketing/NewsletterSignup" label="the newsletter sign-up" component={NewsletterSignup} props={{}} hydrate="interaction" />
      </PageSection>

      <PageSection tone="muted" title="More from our resources">
        <LinkCards cards={BLOG_SECTIONS} />
      </PageSection>

      <PageSection title="Read about a scam type" intro="Each guide explains how the scam works, the warning signs, and how recovery works.">
        <LinkCards cards={SCAM_TYPE_CARDS} />
      </PageSection>
    </>
  );
}
