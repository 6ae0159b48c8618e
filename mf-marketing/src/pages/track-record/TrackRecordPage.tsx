import { Link } from 'react-router-dom';
import { PageTemplate } from '../../app/PageTemplate';
import { LoadedContent } from '../../features/content-service/components/LoadedContent';
import type { SuccessStory } from '../../features/content-service/contentTypes';
import { usePublishedRecords } from '../../features/content-service/hooks/usePublished';
import { CtaBanner } from '../../shared/components/CtaBanner';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { StepsGrid } from '../../shared/components/StepsGrid';
import { RecoveryYearTable } from './RecoveryYearTable';
import { SuccessStoryCard } from '../../features/content-service/templates/SuccessStoryCard';
import type { TrackRecordContent } from './trackRecord';
import styles from './TrackRecordPage.module.scss';

function TrackRecord({ content }: { content: TrackRecordContent }) {
  const stories = usePublishedRecords<SuccessStory>('success_story', 'name');

  return (
    <>
      <PageHero
        title="Our track record"
        eyebrow="Results"
        lead={<p>Eight years of helping scam victims, in figures. We publish our results so you can judge our work on facts, not promises.</p>}
      />
      <PageSection id="in-figures" title="ClearTrace Recovery in figures" tone="muted">
        <dl className={styles.stats}>
          {content.trackRecordStats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt className={styles.statLabel}>{stat.label}</dt>
              <dd className={styles.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <PageSection
        id="yearly-recoveries"
        title="Recoveries year by year"
        intro="Cases accepted, cases that returned money to the client, and the amounts recovered, from 2021 to 2023."
      >
        <p className={styles.note}>{content.recoveryTablesNote}</p>
        <div className={styles.tables}>
          {content.recoveryYears.map((recoveryYear) => (
            <RecoveryYearTable key={recoveryYear.year} recoveryYear={recoveryYear} />
          ))}
        </div>
      </PageSection>
      <PageSection id="success-stories" title="Success stories" intro="Four clients who agreed to share the outcome of their case." tone="muted">
        <LoadedContent
          state={stories}
          what="success stories"
          failure={
            <p>
              We could not show our success stories just now. Please try again in a moment, or read <Link to="/testimonials">our clients’ testimonials</Link>.
            </p>
          }
        >
          {(list) => (
            <ul className={styles.stories}>
              {list.map((story) => (
                <li key={story.id}>
                  <SuccessStoryCard story={story} />
                </li>
              ))}
            </ul>
          )}
        </LoadedContent>
      </PageSection>
      <PageSection id="recovery-process" title="Our four-stage recovery process" intro="The same careful path for every case we accept.">
        <StepsGrid steps={content.recoveryProcess} />
      </PageSection>
      <PageSection tone="muted">
        <CtaBanner title="Could your case be next?" text="Read what our clients say, or tell us what happened. The first consultation is free.">
          <div className={styles.links}>
            <Link to="/testimonials" className={`button ${styles.secondary}`}>
              Read testimonials
            </Link>
            <Link to="/contact-us" className={`button ${styles.primary}`}>
              Contact us
            </Link>
          </div>
        </CtaBanner>
      </PageSection>
    </>
  );
}

export default function TrackRecordPage() {
  return <PageTemplate<TrackRecordContent> path="/track-record">{(content) => <TrackRecord content={content} />}</PageTemplate>;
}
