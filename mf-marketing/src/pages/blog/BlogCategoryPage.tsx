import { useParams } from 'react-router-dom';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { BLOG_CATEGORIES, categoryPath, findCategory, type BlogCategory } from '../../features/blog/blogArticle';
import { articlesIn } from '../../features/blog/blogArticles';
import { BlogArticleCard } from '../../features/blog/components/BlogArticleCard';
import { categoryCover } from '../../features/blog/covers';
import { NotFound } from '../../app/NotFoundContext';
import { LinkCards } from '../../shared/components/LinkCards';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import styles from './Blog.module.scss';

function Category({ category }: { category: BlogCategory }) {
  usePageMeta({
    title: `${category} articles`,
    description: `Our articles on ${category.toLowerCase()}: how these scams work, the warning signs, and what to do if you lost money.`,
  });
  const articles = articlesIn(category);
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

export default function BlogCategoryPage() {
  const category = findCategory(useParams().category);
  return category ? <Category category={category} /> : <NotFound />;
}
