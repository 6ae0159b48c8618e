import { Island } from '@frc/federation';
import { usePageMeta } from '@frc/ui/usePageMeta';
import type { PublishedContentItem } from '@frc/contracts/browser';
import { articlesFrom, summaryOf } from '../../features/blog/blogArticle';
import { BlogArticleBrowser } from '../../features/blog/components/BlogArticleBrowser';
import { BlogArticleCard } from '../../features/blog/components/BlogArticleCard';
import { usePageListing } from '../../features/content-service/hooks/usePublished';
import { Published } from '../../app/Published';
import { withIcons } from '../../shared/content/contentIcons';
import type { LinkCard } from '../../shared/components/LinkCards';
import { NewsletterSignup } from '../../features/newsletter/components/NewsletterSignup';
import { LinkCards } from '../../shared/components/LinkCards';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import styles from './Blog.module.scss';
import { BLOG_FEED } from '../../features/blog/feeds';

/** The blog's feed the renderer writes (packages/site-runtime/contentPages.mjs), announced to feed readers. */

interface BlogIndexData {
  /** The slugs of the articles shown first, larger. */
  featuredArticles: readonly string[];
  blogSections: readonly LinkCard[];
  /** The scam type guides the index links to. */
  scamTypeCards: readonly LinkCard[];
}

function BlogIndex({ page, items }: { page: PublishedContentItem; items: readonly PublishedContentItem[] }) {
  usePageMeta({ title: page.title, description: page.description, socialImage: page.socialImage, feed: BLOG_FEED });
  const { featuredArticles, blogSections, scamTypeCards } = withIcons<BlogIndexData>(page.data);
  const articles = articlesFrom(items);
  const featured = featuredArticles.flatMap((slug) => articles.filter((article) => article.slug === slug));
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
          {featured.map((article) => (
            <li key={article.slug}>
              <BlogArticleCard article={article} featured />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection tone="muted">
        {/* At once: an address with a topic or page (a tab followed before hydration) shows that view. */}
        <Island module="marketing/BlogArticleBrowser" label="the articles" component={BlogArticleBrowser} props={{ articles: articles.map(summaryOf) }} hydrate="load" />
      </PageSection>

      <PageSection>
        <Island module="marketing/NewsletterSignup" label="the newsletter sign-up" component={NewsletterSignup} props={{}} hydrate="interaction" />
      </PageSection>

      <PageSection tone="muted" title="More from our resources">
        <LinkCards cards={blogSections} />
      </PageSection>

      <PageSection title="Read about a scam type" intro="Each guide explains how the scam works, the warning signs, and how recovery works.">
        <LinkCards cards={scamTypeCards} />
      </PageSection>
    </>
  );
}

export default function BlogIndexPage() {
  const state = usePageListing('/blog', 'article');
  return <Published state={state}>{({ page: item, items }) => <BlogIndex page={item} items={items} />}</Published>;
}
