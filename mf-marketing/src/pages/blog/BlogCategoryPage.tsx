import { useParams } from 'react-router-dom';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { articlesFrom, articlesIn, BLOG_CATEGORIES, categoryPath, findCategory, type BlogArticle, type BlogCategory } from '../../features/blog/blogArticle';
import { BlogArticleCard } from '../../features/blog/components/BlogArticleCard';
import { categoryCover } from '../../features/blog/covers';
import { Published } from '../../app/Published';
import { usePublishedItems } from '../../features/content-service/hooks/usePublished';
import { LinkCards } from '../../shared/components/LinkCards';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import styles from './Blog.module.scss';
import { BLOG_FEED } from '../../features/blog/feeds';

function Category({ category, articles: published }: { category: BlogCategory; articles: readonly BlogArticle[] }) {
  usePageMeta({
    title: `${category} articles`,
    description: `Our articles on ${category.toLowerCase()}: how these scams work, the warning signs, and what to do if you lost money.`,
    feed: BLOG_FEED,
  });
  const articles = articlesIn(published, category);
  const otherTopics = BLOG_CATEGORIES.filter((other) => other !== category).map((other) => ({
    title: other,
    to: categoryPath(other),
    Icon: categoryCover(other).Icon,
  }));
  return (
    <>
      <PageHero
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: category }]}
        eyebrow="Blog topic"
        title={category}
        lead={<p>{`${articles.length} ${articles.length === 1 ? 'article' : 'articles'} from our investigators on ${category.toLowerCase()}.`}</p>}
      />
      <PageSection title={`Articles on ${category}`}>
        <ul className={styles.grid}>
          {articles.map((article) => (
            <li key={article.slug}>
              <BlogArticleCard article={article} showCategory={false} />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection tone="muted" title="Other topics">
        <LinkCards cards={otherTopics} />
      </PageSection>
    </>
  );
}

/** A topic's page: the site's 404 for an unknown topic, or one no published article is on. */
export default function BlogCategoryPage() {
  const category = findCategory(useParams().category);
  const state = usePublishedItems('article');
  const found =
    state.status === 'ready' ? { status: 'ready' as const, data: category && articlesIn(articlesFrom(state.data), category).length > 0 ? articlesFrom(state.data) : null } : state;
  return <Published state={found}>{(articles) => <Category category={category as BlogCategory} articles={articles} />}</Published>;
}
