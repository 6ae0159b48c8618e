import { useParams } from 'react-router-dom';
import type { PublishedContentItem } from '@frc/contracts/browser';
import { articlesFrom } from '../../features/blog/blogArticle';
import { Published } from '../../app/Published';
import { usePublishedItems } from '../../features/content-service/hooks/usePublished';
import { Article } from '../../features/content-service/templates/BlogArticle';

/** The published article at the address's slug, with the others for the side lists; null when none is published there. */
function articleAt(items: readonly PublishedContentItem[], slug: string | undefined) {
  const articles = articlesFrom(items);
  const article = articles.find((candidate) => candidate.slug === slug);
  return article ? { article, articles } : null;
}

export default function BlogArticlePage() {
  const { slug } = useParams();
  const state = usePublishedItems('article');
  const found = state.status === 'ready' ? { status: 'ready' as const, data: articleAt(state.data, slug) } : state;
  return <Published state={found}>{({ article, articles }) => <Article article={article} articles={articles} />}</Published>;
}
