import { Link } from 'react-router-dom';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { ArticleCard } from '../../features/blog/components/ArticleCard';
import { ContactUsBanner } from '../../shared/components/ContactUsBanner';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { CASE_STUDIES, caseStudyPath } from './caseStudies';
import { CaseFacts } from './CaseFacts';
import styles from './CaseStudies.module.scss';

export default function CaseStudiesPage() {
  usePageMeta({
    title: 'Case studies',
    description: 'Four recoveries step by step: a clone forex broker, a romance investment scam, a fake crypto yield product and a binary options platform.',
  });
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
          {CASE_STUDIES.map((study) => (
            <li key={study.id}>
              <ArticleCard
                to={caseStudyPath(study.id)}
                title={study.title}
                excerpt={study.description}
                cover={{ Icon: study.Icon, tone: study.tone }}
                linkLabel="Read the case study"
                headingLevel={2}
              >
                <CaseFacts study={study} />
              </ArticleCard>
            </li>
          ))}
        </ul>
        <p className={styles.disclaimer}>
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
