import { PageTemplate } from '../../app/PageTemplate';
import { ToolCard } from '../../features/fraud-tools/components/ToolCard';
import { TOOL_DIRECTORY_PATH, type ToolDirectoryContent } from '../../features/fraud-tools/fraudTools';
import { ResourcePageLayout } from '../../features/resource-layout/ResourcePageLayout';
import { LinkCards } from '../../shared/components/LinkCards';
import { PageSection } from '../../shared/components/PageSection';
import styles from './FraudPreventionToolsPage.module.scss';

function ToolDirectory({ content }: { content: ToolDirectoryContent }) {
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
          {content.fraudTools.map((tool) => (
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
        <LinkCards cards={content.scamTypeLinks} />
      </PageSection>
    </ResourcePageLayout>
  );
}

/** The directory of fraud prevention tools: a template of its published page item, which lists the tools. */
export default function FraudPreventionToolsPage() {
  return <PageTemplate<ToolDirectoryContent> path={TOOL_DIRECTORY_PATH}>{(content) => <ToolDirectory content={content} />}</PageTemplate>;
}
