import { Link } from 'react-router-dom';
import type { PublishedContentItem } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { Published } from '../../app/Published';
import { coverArt } from '../../features/blog/covers';
import { usePageListing } from '../../features/content-service/hooks/usePublished';
import { ArticleCard } from '../../features/blog/components/ArticleCard';
import { ContactUsBanner } from '../../shared/components/ContactUsBanner';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { caseStudiesFrom, caseStudyPath } from '../../features/content-service/templates/caseStudy';
import { CaseFacts } from '../../features/content-service/templates/CaseFacts';
import caseStudyStyles from '../../features/content-service/templates/CaseStudy.module.scss';
import styles from './CaseStudies.module.scss';
import { BLOG_FEED } from '../../features/blog/feeds';

function CaseStudies({ page, items }: { page: PublishedContentItem; items: readonly PublishedContentItem[] }) {
  usePageMeta({ title: page.title, description: page.description, socialImage: page.socialImage, feed: BLOG_FEED });
  return (
    <>
      <PageHero
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: 'Case studies' }]}
        eyebrow="Blog"
        title="Case studies"
        lead={<p>Four cases from our files: what went wrong, what we did, and what came back. Names and details are changed to protect our clients.</p>}
      >
        <Link to="/contact-us" className={`button ${styles.heroAction}`}>
          Ask about your case
        </Link>
      </PageHero>
      <PageSection>
        <ul className={styles.list}>
          {caseStudiesFrom(items).map((study) => (
            <li key={study.slug}>
              <ArticleCard
                to={caseStudyPath(study.slug)}
                title={study.title}
                excerpt={study.description}
                cover={coverArt(study.cover)}
                image={study.featuredImage}
                linkLabel="Read the case study"
                headingLevel={2}
              >
                <CaseFacts study={study} />
              </ArticleCard>
            </li>
          ))}
        </ul>
        <p className={caseStudyStyles.disclaimer}>
          Every case is different. Recovery is never guaranteed, and we take on a case only when we estimate at least a 60% chance of recovery.
        </p>
      </PageSection>
      <PageSection tone="muted">
        <ContactUsBanner
          title="Could your case be next?"
          text="Tell us what happened. We review every case for free and tell you honestly whether we think recovery is possible."
          linkLabel="Request a free case review"
        />
      </PageSection>
    </>
  );
}

export default function CaseStudiesPage() {
  return <Published state={usePageListing('/blog/case-studies', 'case_study')}>{({ page, items }) => <CaseStudies page={page} items={items} />}</Published>;
}
