import { articlePath, type BlogArticleSummary } from '../blogArticle';
import { categoryCover } from '../covers';
import { ArticleCard } from './ArticleCard';

export interface BlogArticleCardProps {
  article: BlogArticleSummary;
  featured?: boolean;
  /** Left out on a topic's own page, where every card has the same one. */
  showCategory?: boolean;
}

/** The card of a blog article, drawn in its topic's colours, linking to the article. */
export function BlogArticleCard({ article, featured = false, showCategory = true }: BlogArticleCardProps) {
  return (
    <ArticleCard
      featured={featured}
      to={articlePath(article.slug)}
      title={article.title}
      excerpt={article.excerpt}
      cover={categoryCover(article.category)}
      image={article.featuredImage}
      category={showCategory ? article.category : undefined}
      date={article.date}
      author={article.author}
    />
  );
}
