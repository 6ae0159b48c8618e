import { Island } from '@frc/federation';
import { Link } from 'react-router-dom';
import type { PublishedContentItem } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { Published } from '../../app/Published';
import { blacklistEntriesFrom } from '../../features/blacklist/blacklists';
import { BlacklistSearch } from '../../features/blacklist/components/BlacklistSearch';
import { ResourcePageLayout } from '../../features/resource-layout/ResourcePageLayout';
import { PageSection } from '../../shared/components/PageSection';
import { usePageListing } from '../../features/content-service/hooks/usePublished';
import { StepsGrid, type Step } from '../../shared/components/StepsGrid';
import styles from './BlacklistPage.module.scss';

/** The page's own words (its page item's data); the entries are the published `blacklist_entry` items. */
interface ScamBlacklistContent {
  reportingSteps: readonly Step[];
  howWeHelp: readonly string[];
}

function ScamBlacklist({ page, items }: { page: PublishedContentItem; items: readonly PublishedContentItem[] }) {
  usePageMeta({ title: page.title, description: page.description, socialImage: page.socialImage });
  const { reportingSteps, howWeHelp } = page.data as unknown as ScamBlacklistContent;
  const entries = blacklistEntriesFrom(items, 'scams');
  return (
    <ResourcePageLayout
      eyebrow="Blacklist"
      title="Scam company blacklist"
      subtitle="Check a broker, exchange or investment company before you send money. Our investigators keep a list of more than 11,000 companies that have cheated people or shown the marks of a scam."
    >
      <PageSection title="Search the list" intro="Type the company name, or part of it, and press Search.">
        <div className={styles.panel}>
          <Island module="marketing/BlacklistSearch" label="the blacklist search" component={BlacklistSearch} props={{ list: 'scams', entries }} hydrate="interaction" />
          <p className={styles.note}>
            This page searches a sample of {entries.length} entries with invented names, to show how the list works and what the warnings
            look like. For a check against the full list, <Link to="/contact-us">send us the company's name</Link>.
          </p>
        </div>
      </PageSection>

      <PageSection tone="muted" title="How to report a scam company" intro="Every report helps us warn the next person in time.">
        <StepsGrid steps={reportingSteps} />
        <p className={styles.after}>
          Have wallet addresses or transaction IDs? Use our <Link to="/whistleblowing">whistleblowing form</Link>; you can attach screenshots too.
        </p>
      </PageSection>

      <PageSection title="How we help if you have already paid">
        <ul className={styles.points}>
          {howWeHelp.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </PageSection>
    </ResourcePageLayout>
  );
}

export default function ScamBlacklistPage() {
  return <Published state={usePageListing('/black-list-scams', 'blacklist_entry')}>{({ page, items }) => <ScamBlacklist page={page} items={items} />}</Published>;
}
