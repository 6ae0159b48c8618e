import { Island } from '@frc/federation';
import { Link } from 'react-router-dom';
import { PageTemplate } from '../../app/PageTemplate';
import { ResourcePageLayout } from '../../features/resource-layout/ResourcePageLayout';
import { WhistleblowingForm } from '../../features/whistleblowing/components/WhistleblowingForm';
import { FaqAccordion } from '../../shared/components/FaqAccordion';
import { PageSection } from '../../shared/components/PageSection';
import type { FaqItem } from '../../shared/content/faq';
import styles from './WhistleblowingPage.module.scss';

const WHAT_HAPPENS_NEXT: readonly string[] = [
  'A member of our investigations team reads every report that arrives.',
  'We check the wallets and the platform against our blacklist and against other reports.',
  'Confirmed scam wallets and platforms go on the blacklist, so others are warned in time.',
  'If you asked for updates, we write to you when there is something useful to tell. We never ask for payment by e-mail or chat.',
];

function Whistleblowing({ cryptoTracingExplainer }: { cryptoTracingExplainer: readonly FaqItem[] }) {
  return (
    <ResourcePageLayout
      eyebrow="Whistleblowing"
      title="Report a scam crypto wallet"
      subtitle="Tell us where the money went. Your report helps us trace scam wallets, warn other people before they pay, and build the evidence that gets funds frozen."
    >
      <PageSection title="Your report" intro="Only your name and the amount lost are required. The more you add, the more we can trace.">
        <div className={styles.layout}>
          <div className={styles.formColumn}>
            <Island module="marketing/WhistleblowingForm" label="the report form" component={WhistleblowingForm} props={{}} hydrate="interaction" />
          </div>
          <aside className={styles.aside} aria-labelledby="whistleblowing-next">
            <h3 id="whistleblowing-next">What happens next</h3>
            <ol>
              {WHAT_HAPPENS_NEXT.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p>
              Want us to work on recovering your own loss? A report is not a request for help: please also <Link to="/contact-us">contact us</Link>{' '}
              for a free case review.
            </p>
          </aside>
        </div>
      </PageSection>

      <PageSection tone="muted" id="crypto-tracing" title="How crypto tracing works" intro="Seven short answers about following stolen crypto.">
        <div className={styles.explainer}>
          <FaqAccordion items={cryptoTracingExplainer} pageFaq={false} />
        </div>
      </PageSection>
    </ResourcePageLayout>
  );
}

export default function WhistleblowingPage() {
  return (
    <PageTemplate<{ cryptoTracingExplainer: readonly FaqItem[] }> path="/whistleblowing">
      {({ cryptoTracingExplainer }) => <Whistleblowing cryptoTracingExplainer={cryptoTracingExplainer} />}
    </PageTemplate>
  );
}
