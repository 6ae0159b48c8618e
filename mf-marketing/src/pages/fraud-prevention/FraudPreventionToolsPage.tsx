import { usePageMeta } from '@frc/ui/usePageMeta';
import { ToolCard } from '../../features/fraud-tools/components/ToolCard';
import { FRAUD_TOOLS } from '../../features/fraud-tools/fraudTools';
import { ResourcePageLayout } from '../../features/resource-layout/ResourcePageLayout';
import { LinkCards } from '../../shared/components/LinkCards';
import { PageSection } from '../../shared/components/PageSection';
import { SCAM_TYPE_CARDS } from '../../shared/content/scamTypeCards';
import styles from './FraudPreventionToolsPage.module.scss';

/** The six scam types the directory links to, at the addresses with a trailing slash. */
const DIRECTORY_SCAM_TYPES = ['/binary-options-scams', '/digital-currency-scams', '/forex-scams', '/credit-card-phishing', '/stock-trading-scams', '/financial-scams'];
const SCAM_TYPE_LINKS = DIRECTORY_SCAM_TYPES.flatMap((path) => SCAM_TYPE_CARDS.filter((card) => card.to === path)).map((card) => ({ ...card, to: `${card.to}/` }));

export default function FraudPreventionToolsPage() {
  usePageMeta({
    title: 'Fraud prevention tools',
    description:
      'Sixteen tools that help you spot scams before you pay: caller ID, domain and broker checks, blockchain explorers, two-step verification and more, with our honest reviews.',
  });
  return (
    <ResourcePageLayout
      eyebrow="Fraud prevention"
      title="Fraud prevention tools"
      subtitle="Sixteen tools that help you check a caller, a website, a broker or a wallet before you send money, and keep your accounts safe. Each comes with our short, honest review of what it can and cannot do."
    >
      <PageSection
        title="The tools"
        intro="Most are free for everyone; a few are professional services for businesses. None of them can replace a pause to check before you pay."
      >
        <ul className={styles.grid}>
          {FRAUD_TOOLS.map((tool) => (
            <li key={tool.slug}>
              <ToolCard tool={tool} />
            </li>
          ))}
        </ul>
        <p className={styles.disclaimer}>
          These are independent services with their own terms; links to them open in a new tab. We list them because they help, and our reviews
          say where they stop helping.
        </p>
      </PageSection>

      <PageSection tone="muted" title="Learn how the common scams work" intro="Knowing the script is the best protection of all.">
        <LinkCards cards={SCAM_TYPE_LINKS} />
      </PageSection>
    </ResourcePageLayout>
  );
}
