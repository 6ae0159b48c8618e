import { PageTemplate } from '../../app/PageTemplate';
import { ToolCard } from '../../features/fraud-tools/components/ToolCard';
import { TOOL_DIRECTORY_PATH, type ToolDirectoryContent } from '../../features/fraud-tools/fraudTools';
import { ResourcePageLayout } from '../../features/resource-layout/ResourcePageLayout';
import { LinkCards } from '../../shared/components/LinkCards';
import { PageSection } from '../../shared/components/PageSection';
import styles from './FraudPreventionToolsPage.module.scss';

function ToolDirectory({ content }: { content: ToolDirectoryContent }) {
  const { directory } = content;
  return (
    <ResourcePageLayout
      eyebrow="Fraud prevention"
      title="Fraud prevention tools"
      subtitle={directory.subtitle}
    >
      <PageSection
        title="The tools"
        intro={directory.toolsIntro}
      >
        <ul className={styles.grid}>
          {content.fraudTools.map((tool) => (
            <li key={tool.slug}>
              <ToolCard tool={tool} />
            </li>
          ))}
        </ul>
        <p className={styles.disclaimer}>{directory.disclaimer}</p>
      </PageSection>

      <PageSection tone="muted" title={directory.scamTypesTitle} intro={directory.scamTypesIntro}>
        <LinkCards cards={content.scamTypeLinks} />
      </PageSection>
    </ResourcePageLayout>
  );
}

/** The directory of fraud prevention tools: a template of its published page item, which lists the tools. */
export default function FraudPreventionToolsPage() {
  return <PageTemplate<ToolDirectoryContent> path={TOOL_DIRECTORY_PATH}>{(content) => <ToolDirectory content={content} />}</PageTemplate>;
}
