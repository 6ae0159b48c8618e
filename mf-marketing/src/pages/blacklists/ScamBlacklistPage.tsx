import { Island } from '@frc/federation';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { SCAM_BLACKLIST } from '../../features/blacklist/blacklists';
import { BlacklistSearch } from '../../features/blacklist/components/BlacklistSearch';
import { ResourcePageLayout } from '../../features/resource-layout/ResourcePageLayout';
import { PageSection } from '../../shared/components/PageSection';
import { StepsGrid } from '../../shared/components/StepsGrid';
import { HOW_WE_HELP, REPORTING_STEPS } from './scamBlacklist';
import styles from './BlacklistPage.module.scss';

export default function ScamBlacklistPage() {
  usePageMeta({
    title: 'Scam company blacklist',
    description:
      'Search our blacklist of scam brokers, exchanges and investment schemes before you send money, and learn how to report a company that cheated you.',
  });
  return (
    <ResourcePageLayout
      eyebrow="Blacklist"
      title="Scam company blacklist"
      subtitle="Check a broker, exchange or investment company before you send money. Our investigators keep a list of more than 11,000 companies that have cheated people or shown the marks of a scam."
    >
      <PageSection title="Search the list" intro="Type the company name, or part of it, and press Search.">
        <div className={styles.panel}>
          <Island module="marketing/BlacklistSearch" label="the blacklist search" component={BlacklistSearch} props={{ list: 'scams' }} hydrate="interaction" />
          <p className={styles.note}>
            This page searches a sample of {SCAM_BLACKLIST.length} entries with invented names, to show how the list works and what the warnings
            look like. For a check against the full list, <Link to="/contact-us">send us the company's name</Link>.
          </p>
        </div>
      </PageSection>

      <PageSection tone="muted" title="How to report a scam company" intro="Every report helps us warn the next person in time.">
        <StepsGrid steps={REPORTING_STEPS} />
        <p className={styles.after}>
          Have wallet addresses or transaction IDs? Use our <Link to="/whistleblowing">whistleblowing form</Link>; you can attach screenshots too.
        </p>
      </PageSection>

      <PageSection title="How we help if you have already paid">
        <ul className={styles.points}>
          {HOW_WE_HELP.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </PageSection>
    </ResourcePageLayout>
  );
}
