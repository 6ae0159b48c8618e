import { useParams } from 'react-router-dom';
import { siteOrigin } from '@frc/ui/pageHead';
import { useJsonLd } from '@frc/ui/useJsonLd';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { formatDate } from '../../features/blog/blogArticle';
import { StoryPage } from '../../features/blog/components/StoryPage';
import { NotFound } from '../../app/NotFoundContext';
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
      siteOrigin(),
    ),
  );
  const more = NEWS_ITEMS.filter((other) => other.id !== item.id).slice(0, 3);
  return (
    <StoryPage
      list={{ label: 'Latest news', to: '/blog/latest-news', allLabel: 'All news' }}
      eyebrow={item.category}
      title={item.title}
      lead={
        <p>
          <time dateTime={item.date}>{formatDate(item.date)}</time>
          <span aria-hidden="true"> · </span>
          {item.author}
        </p>
      }
      cover={item.cover}
      others={{
        title: 'More news',
        links: more.map((other) => ({ to: newsItemPath(other.id), title: other.title, note: <time dateTime={other.date}>{formatDate(other.date)}</time> })),
      }}
      closing={{ title: 'Worried about a message or a platform?', text: 'Send us the details. We check them against our lists and tell you what we know.' }}
    >
      <p className={styles.lead}>{item.excerpt}</p>
      {item.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </StoryPage>
  );
}

export default function NewsArticlePage() {
  const item = findNewsItem(useParams().articleId);
  return item ? <NewsArticle item={item} /> : <NotFound />;
}
