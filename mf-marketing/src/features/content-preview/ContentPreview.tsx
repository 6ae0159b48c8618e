import type { ReactNode } from 'react';
import { CONTENT_KINDS, shownDateOf, type ContentFields, type ContentKind, type PublishedContentItem } from '@frc/contracts/browser';
import { articlePageDataOf, isArticlePageContent } from '../article-page/articlePage';
import { ArticlePage } from '../article-page/components/ArticlePage';
import { blogArticleOf } from '../blog/blogArticle';
import { recordOf, type ScamType, type Service, type SuccessStory, type TeamMember, type Testimonial } from '../content-service/contentTypes';
import { TeamMemberCard } from '../content-service/templates/TeamMemberCard';
import { Article } from '../content-service/templates/BlogArticle';
import { caseStudyOf } from '../content-service/templates/caseStudy';
import { CaseStudyArticle } from '../content-service/templates/CaseStudyArticle';
import { newsItemOf } from '../content-service/templates/newsItem';
import { NewsArticle } from '../content-service/templates/NewsArticle';
import { Testimonials } from '../content-service/templates/Testimonials';
import { TestimonialCard } from '../content-service/templates/TestimonialCard';
import { SuccessStoryCard } from '../content-service/templates/SuccessStoryCard';
import styles from './ContentPreview.module.scss';

export interface ContentPreviewProps {
  kind: ContentKind;
  id: number;
  /** The item's address (contentPathOf), or null for a kind shown only inside other pages. */
  path: string | null;
  /** The draft. */
  fields: ContentFields;
}

/** A page's draft through its template, when the page has one here; null otherwise. */
function pagePreview(item: PublishedContentItem): ReactNode {
  if (isArticlePageContent(item.data)) return <ArticlePage page={articlePageDataOf(item)} />;
  if (item.slug === '/testimonials') return <Testimonials page={item} />;
  return null;
}

/** The draft drawn as the public site draws it: its page's template, or the card it appears as. */
function Draft({ item }: { item: PublishedContentItem }) {
  switch (item.kind) {
    case 'news': {
      const news = newsItemOf(item);
      return <NewsArticle item={news} news={[news]} />;
    }
    case 'article': {
      const article = blogArticleOf(item);
      return <Article article={article} articles={[article]} />;
    }
    case 'case_study': {
      const study = caseStudyOf(item);
      return <CaseStudyArticle study={study} studies={[study]} />;
    }
    case 'testimonial':
      return <TestimonialCard testimonial={recordOf<Testimonial>(item, 'title')} />;
    case 'success_story':
      return <SuccessStoryCard story={recordOf<SuccessStory>(item, 'name')} />;
    case 'team_member':
      return <TeamMemberCard member={recordOf<TeamMember>(item, 'name')} />;
    case 'service': {
      const service = recordOf<Service>(item, 'title');
      return (
        <article className={styles.card}>
          <h2>{service.title}</h2>
          <p>
            {service.price} {service.additionalInfo}
          </p>
          <p>{service.description}</p>
          {service.items && service.items.length > 0 && (
            <>
              <h3>The service includes:</h3>
              <ul>
                {service.items.map((included, index) => (
                  <li key={index}>
                    <strong>{included.title}</strong>: {included.description}
                  </li>
                ))}
              </ul>
            </>
          )}
        </article>
      );
    }
    case 'scam_type': {
      const scamType = recordOf<ScamType>(item, 'title');
      return (
        <article className={styles.card}>
          <h2>{scamType.title}</h2>
          <p>{scamType.link}</p>
        </article>
      );
    }
    case 'page': {
      const page = pagePreview(item);
      if (page) return page;
      break;
    }
    default:
      break;
  }
  return (
    <article className={styles.card}>
      <h2>{item.title}</h2>
      <p>{item.description}</p>
      <p>This kind of content has no preview of its own yet: it shows on the pages that list it once published.</p>
    </article>
  );
}

/**
 * An item's draft through the same template as its public page (for kinds without a page, the card they appear
 * as), under a banner that says it is not published. Loaded by the back office as `marketing/ContentPreview`.
 */
export default function ContentPreview({ kind, id, path, fields }: ContentPreviewProps) {
  const now = new Date().toISOString();
  const item: PublishedContentItem = { ...fields, kind, id, path, datePublished: shownDateOf(fields) ?? now, publishedAt: now, updatedAt: now };
  const label = CONTENT_KINDS.find((candidate) => candidate.code === kind)?.label ?? kind;
  return (
    <div className={styles.preview}>
      <p className={styles.banner} role="note">
        <strong>Preview — not published.</strong> {label}
        {path ? ` at ${path}` : ''}, as the site will show it.
      </p>
      <Draft item={item} />
    </div>
  );
}

export { ContentPreview };
