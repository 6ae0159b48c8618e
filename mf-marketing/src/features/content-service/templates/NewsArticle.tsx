import { siteOrigin } from '@frc/ui/pageHead';
import { useJsonLd } from '@frc/ui/useJsonLd';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { formatDate } from '../../blog/blogArticle';
import { StoryPage } from '../../blog/components/StoryPage';
import { coverArt } from '../../blog/covers';
import { TextBlocks } from '../../../shared/components/TextBlocks';
import { postingData } from '../../../shared/structured-data/schemaOrg';
import { newsItemPath, type NewsItem } from './newsItem';
import styles from './NewsArticle.module.scss';
import { NEWS_FEED } from '../../blog/feeds';

export function NewsArticle({ item, news }: { item: NewsItem; news: readonly NewsItem[] }) {
  usePageMeta({ title: item.title, description: item.excerpt, socialImage: item.socialImage, socialImageAlt: item.socialImageAlt, type: 'article', feed: NEWS_FEED });
  useJsonLd(
    'article',
    postingData(
      {
        kind: 'NewsArticle',
        headline: item.title,
        description: item.excerpt,
        datePublished: item.datePublished ?? item.date,
        dateModified: item.dateModified ?? item.datePublished ?? item.date,
        image: item.socialImage,
        author: item.author,
        section: item.category,
        path: newsItemPath(item.slug),
      },
      siteOrigin(),
    ),
  );
  const more = news.filter((other) => other.slug !== item.slug).slice(0, 3);
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
      cover={coverArt(item.cover)}
      image={item.featuredImage}
      others={{
        title: 'More news',
        links: more.map((other) => ({ to: newsItemPath(other.slug), title: other.title, note: <time dateTime={other.date}>{formatDate(other.date)}</time> })),
      }}
      closing={{ title: 'Worried about a message or a platform?', text: 'Send us the details. We check them against our lists and tell you what we know.' }}
    >
      <p className={styles.lead}>{item.excerpt}</p>
      <TextBlocks blocks={item.body} />
    </StoryPage>
  );
}
