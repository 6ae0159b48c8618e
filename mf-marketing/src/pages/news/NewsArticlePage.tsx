import { useParams } from 'react-router-dom';
import type { PublishedContentItem } from '@frc/contracts/browser';
import { Published } from '../../app/Published';
import { usePublishedItems } from '../../features/content-service/hooks/usePublished';
import { newsFrom } from '../../features/content-service/templates/newsItem';
import { NewsArticle } from '../../features/content-service/templates/NewsArticle';

/** The published news item at the address, with the others for "More news"; null when none is published there. */
function newsItemAt(items: readonly PublishedContentItem[], slug: string | undefined) {
  const news = newsFrom(items);
  const item = news.find((candidate) => candidate.slug === slug);
  return item ? { item, news } : null;
}

export default function NewsArticlePage() {
  const { articleId } = useParams();
  const state = usePublishedItems('news');
  const found = state.status === 'ready' ? { status: 'ready' as const, data: newsItemAt(state.data, articleId) } : state;
  return <Published state={found}>{({ item, news }) => <NewsArticle item={item} news={news} />}</Published>;
}
