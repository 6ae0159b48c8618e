import { Island } from '@frc/federation';
import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { siteOrigin } from '@frc/ui/pageHead';
import { useJsonLd } from '@frc/ui/useJsonLd';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { articlePath, categoryPath, formatDate, newestFirst, type BlogArticle } from '../../blog/blogArticle';
import { ArticleLinkList } from '../../blog/components/ArticleLinkList';
import { Cover } from '../../blog/components/Cover';
import { ShareRow } from '../../blog/components/ShareRow';
import { categoryCover } from '../../blog/covers';
import { GuaranteeBlock } from '../../../shared/components/GuaranteeBlock';
import { PageHero } from '../../../shared/components/PageHero';
import { TextBlocks } from '../../../shared/components/TextBlocks';
import { postingData } from '../../../shared/structured-data/schemaOrg';
import styles from './BlogArticle.module.scss';
import { BLOG_FEED } from '../../blog/feeds';

const SIDEBAR_LIST_LENGTH = 3;

/** Other articles of the same topic first, then others, so every article has three related reads. */
function relatedTo(article: BlogArticle, articles: readonly BlogArticle[]): BlogArticle[] {
  const others = articles.filter((other) => other.slug !== article.slug);
  const sameTopic = others.filter((other) => other.category === article.category);
  const rest = others.filter((other) => other.category !== article.category);
  return [...sameTopic, ...rest].slice(0, SIDEBAR_LIST_LENGTH);
}

function latestBesides(article: BlogArticle, related: readonly BlogArticle[], articles: readonly BlogArticle[]): BlogArticle[] {
  const shown = new Set([article.slug, ...related.map((other) => other.slug)]);
  return newestFirst(articles.filter((other) => !shown.has(other.slug))).slice(0, SIDEBAR_LIST_LENGTH);
}

export function Article({ article, articles }: { article: BlogArticle; articles: readonly BlogArticle[] }) {
  usePageMeta({ title: article.title, description: article.excerpt, socialImage: article.socialImage, socialImageAlt: article.socialImageAlt, type: 'article', feed: BLOG_FEED });
  useJsonLd(
    'article',
    postingData(
      {
        kind: 'BlogPosting',
        headline: article.title,
        description: article.excerpt,
        datePublished: article.datePublished ?? article.date,
        dateModified: article.dateModified ?? article.datePublished ?? article.date,
        image: article.socialImage,
        author: article.author,
        section: article.category,
        path: articlePath(article.slug),
      },
      siteOrigin(),
    ),
  );
  const related = relatedTo(article, articles);
  return (
    <>
      <PageHero
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: article.category, to: categoryPath(article.category) }, { label: article.title }]}
        title={article.title}
        lead={
          <p className={styles.meta}>
            <time dateTime={article.date}>{formatDate(article.date)}</time>
            <span aria-hidden="true"> · </span>
            <span>By {article.author}</span>
            <span aria-hidden="true"> · </span>
            <Link to={categoryPath(article.category)}>{article.category}</Link>
          </p>
        }
      />
      <div className={styles.layout}>
        <article className={styles.article} aria-label={article.title}>
          <Cover art={categoryCover(article.category)} image={article.featuredImage} size="wide" eager />
          <p className={styles.excerpt}>{article.excerpt}</p>
          <div className={styles.body}>
            <TextBlocks blocks={article.content} />
          </div>
          <Island module="marketing/ShareRow" component={ShareRow} props={{ title: article.title, path: articlePath(article.slug) }} hydrate="interaction" />
          <GuaranteeBlock />
        </article>
        <aside className={styles.sidebar} aria-label="More articles">
          <div className={styles.sticky}>
            <ArticleLinkList title="Related articles" articles={related} />
            <ArticleLinkList title="Latest articles" articles={latestBesides(article, related, articles)} />
            <div className={styles.help}>
              <h2>Lost money to a scam like this?</h2>
              <p>Tell us what happened. We review your case for free and tell you honestly whether recovery looks possible.</p>
              <Link to="/contact-us" className="button">
                Request a free review <ArrowRight aria-hidden="true" size={18} />
              </Link>
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}
