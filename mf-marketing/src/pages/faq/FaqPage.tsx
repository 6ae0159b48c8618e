import { Link } from 'react-router-dom';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { ContactUsBanner } from '../../shared/components/ContactUsBanner';
import { FaqAccordion } from '../../shared/components/FaqAccordion';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import { FAQ_ITEMS } from './faqContent';
import styles from './FaqPage.module.scss';

export default function FaqPage() {
  usePageMeta({
    title: 'Frequently asked questions',
    description: 'Answers about scam recovery with ClearTrace Recovery: how long it takes, what it costs, what to prepare, and what we can and cannot do.',
  });
  return (
    <>
      <PageHero
        title="Frequently asked questions"
        eyebrow="Help"
        lead={<p>Straight answers to the questions people ask us most after a scam. If yours is not here, we are glad to answer it personally.</p>}
      />
      <PageSection>
        <div className={styles.questions}>
          <FaqAccordion items={FAQ_ITEMS} initiallyOpen={0} />
        </div>
        <p className={styles.freeRoutes}>
          Before you pay anyone, us included, use the routes that cost nothing:{' '}
          <Link to="/report-a-scam">where to report a scam for free</Link>, to the police, the official fraud services and your bank.
        </p>
      </PageSection>
      <PageSection tone="muted">
        <ContactUsBanner title="Still have a question?" text="Tell us about your situation. A case manager replies within 24-48 hours, free of charge and in confidence." />
      </PageSection>
    </>
  );
}
