import { Link } from 'react-router-dom';
import type { PublishedContentItem } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { Published } from '../../app/Published';
import { usePageListing } from '../../features/content-service/hooks/usePublished';
import { ContactUsBanner } from '../../shared/components/ContactUsBanner';
import { FaqAccordion } from '../../shared/components/FaqAccordion';
import { PageHero } from '../../shared/components/PageHero';
import { PageSection } from '../../shared/components/PageSection';
import type { FaqItem } from '../../shared/content/faq';
import styles from './FaqPage.module.scss';

/** The published FAQ items as questions, in the order they were first published. */
export function faqItemsFrom(items: readonly PublishedContentItem[]): FaqItem[] {
  return [...items].sort((a, b) => a.id - b.id).map((item) => ({ title: item.title, content: (item.data.content as readonly string[] | undefined) ?? [] }));
}

function Faq({ page, items }: { page: PublishedContentItem; items: readonly PublishedContentItem[] }) {
  usePageMeta({ title: page.title, description: page.description, socialImage: page.socialImage });
  return (
    <>
      <PageHero
        title="Frequently asked questions"
        eyebrow="Help"
        lead={<p>Straight answers to the questions people ask us most after a scam. If yours is not here, we are glad to answer it personally.</p>}
      />
      <PageSection>
        <div className={styles.questions}>
          <FaqAccordion items={faqItemsFrom(items)} initiallyOpen={0} />
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

export default function FaqPage() {
  return <Published state={usePageListing('/faq', 'faq')}>{({ page, items }) => <Faq page={page} items={items} />}</Published>;
}
