import { Island } from '@frc/federation';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { FEATURED_ARTICLES } from '../../features/blog/blogArticles';
import { BlogArticleBrowser } from '../../features/blog/components/BlogArticleBrowser';
import { BlogArticleCard } from '../../features/blog/components/BlogArticleCard';
import { NewsletterSignup } from '../../features/newsletter/components/NewsletterSignup';
import { LinkCards } from '../../shared/components/LinkCards';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { SCAM_TYPE_CARDS } from '../../shared/content/scamTypeCards';
import { BLOG_SECTIONS } from './blogSections';
import styles from './Blog.module.scss';

export default function BlogIndexPage() {
  usePageMeta({
    title: 'Blog: scam warnings and recovery guides',
    description:
      'Articles from our investigators on forex, binary options, crypto and stock trading scams, fake jobs, phishing and more: how the scams work and what to do if you were caught.',
  });
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
          {FEATURED_ARTICLES.map((article) => (
            <li key={article.slug}>
              <BlogArticleCard article={article} featured />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection tone="muted">
        {/* At once: an address with a topic or page (a tab followed before hydration) shows that view. */}
        <Island module="marketing/BlogArticleBrowser" label="the articles" component={BlogArticleBrowser} props={{}} hydrate="load" />
      </PageSection>

      <PageSection>
        <Island module="marketing/NewsletterSignup" label="the newsletter sign-up" component={NewsletterSignup} props={{}} hydrate="interaction" />
      </PageSection>

      <PageSection tone="muted" title="More from our resources">
        <LinkCards cards={BLOG_SECTIONS} />
      </PageSection>

      <PageSection title="Read about a scam type" intro="Each guide explains how the scam works, the warning signs, and how recovery works.">
        <LinkCards cards={SCAM_TYPE_CARDS} />
      </PageSection>
    </>
  );
}
