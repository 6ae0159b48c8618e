import { Link, useParams } from 'react-router-dom';
import { useJsonLd } from '@frc/ui/useJsonLd';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { formatDate } from '../../features/blog/blogArticle';
import { StoryArticle } from '../../features/blog/components/StoryArticle';
import { StoryLinkList } from '../../features/blog/components/StoryLinkList';
import { NotFound } from '../../routing/NotFoundContext';
import { CtaBanner } from '../../shared/components/CtaBanner';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { postingData } from '../../shared/structured-data/schemaOrg';
import { findNewsItem, NEWS_ITEMS, newsItemPath, type NewsItem } from './newsItems';
import styles from './News.module.scss';

function NewsArticle({ item }: { item: NewsItem }) {
  usePageMeta({ title: item.title, description: item.excerpt });
  useJsonLd(
    'article',
    postingData(
      {
        kind: 'NewsArticle',
        headline: item.title,
        description: item.excerpt,
        datePublished: item.date,
        author: item.author,
        section: item.category,
        path: newsItemPath(item.id),
      },
      window.location.origin,
    ),
  );
  const more = NEWS_ITEMS.filter((other) => other.id !== item.id).slice(0, 3);
  return (
    <>
      <PageHero
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: 'Latest news', to: '/blog/latest-news' }, { label: item.title }]}
        eyebrow={item.category}
        title={item.title}
        lead={
          <p>
            <time dateTime={item.date}>{formatDate(item.date)}</time>
            <span aria-hidden="true"> · </span>
            {item.author}
          </p>
        }
      />
      <PageSection>
        <StoryArticle title={item.title} cover={item.cover}>
          <p className={styles.lead}>{item.excerpt}</p>
          {item.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </StoryArticle>
      </PageSection>
      <PageSection tone="muted" title="More news">
        <StoryLinkList
          links={more.map((other) => ({ to: newsItemPath(other.id), title: other.title, note: <time dateTime={other.date}>{formatDate(other.date)}</time> }))}
          allTo="/blog/latest-news"
          allLabel="All news"
        />
      </PageSection>
      <PageSection>
        <CtaBanner title="Worried about a message or a platform?" text="Send us the details. We check them against our lists and tell you what we know.">
          <Link to="/contact-us" className="button">
            Contact us
          </Link>
        </CtaBanner>
      </PageSection>
    </>
  );
}

export default function NewsArticlePage() {
  const item = findNewsItem(useParams().articleId);
  return item ? <NewsArticle item={item} /> : <NotFound />;
}
