import { Link, useParams } from 'react-router-dom';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { ToolMark } from '../../features/fraud-tools/components/ToolMark';
import { ToolWebsiteLink } from '../../features/fraud-tools/components/ToolWebsiteLink';
import { findFraudTool, TOOL_DIRECTORY_PATH, toolReviewPath, type FraudTool, type ToolDirectoryContent } from '../../features/fraud-tools/fraudTools';
import { Published } from '../../app/Published';
import { usePageContent } from '../../features/content-service/hooks/usePublished';
import { withIcons } from '../../shared/content/contentIcons';
import { ResourcePageLayout } from '../../features/resource-layout/ResourcePageLayout';
import { NotFound } from '../../app/NotFoundContext';
import { PageSection } from '../../shared/components/PageSection';
import styles from './ToolReviewPage.module.scss';

const MORE_REVIEWS = 3;

/** The next few tools of the directory, wrapping around, so every review leads on to others. */
function otherTools(tools: readonly FraudTool[], tool: FraudTool): FraudTool[] {
  const index = tools.indexOf(tool);
  return Array.from({ length: Math.min(MORE_REVIEWS, tools.length - 1) }, (_, offset) => tools[(index + offset + 1) % tools.length] as FraudTool);
}

function ToolReview({ tool, tools }: { tool: FraudTool; tools: readonly FraudTool[] }) {
  usePageMeta({ title: `${tool.title} review`, description: `Our review of ${tool.title}: ${tool.description}` });
  const sections = [
    { id: 'what-it-does', title: 'What it does', points: tool.review.whatItDoes },
    { id: 'who-it-helps', title: 'Who it helps', points: tool.review.whoItHelps },
    { id: 'limits', title: 'Limits to know', points: tool.review.limits },
  ];
  return (
    <ResourcePageLayout
      eyebrow="Fraud prevention tool review"
      title={`${tool.title} review`}
      subtitle={tool.description}
      breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Fraud prevention tools', to: '/fraud-prevention-tools' }, { label: tool.title }]}
    >
      <PageSection>
        <div className={styles.review}>
          <div className={styles.summary}>
            <ToolMark tool={tool} size="large" />
            <dl className={styles.facts}>
              <div>
                <dt>What it is</dt>
                <dd>{tool.kind}</dd>
              </div>
              <div>
                <dt>Made for</dt>
                <dd>{tool.audience === 'Everyone' ? 'Everyone' : 'Businesses'}</dd>
              </div>
              <div>
                <dt>Website</dt>
                <dd>
                  <ToolWebsiteLink tool={tool} className={styles.website} />
                </dd>
              </div>
            </dl>
          </div>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>{section.title}</h2>
              <ul>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </section>
          ))}
          <section aria-labelledby="verdict" className={styles.verdict}>
            <h2 id="verdict">Our verdict</h2>
            <p>{tool.review.verdict}</p>
          </section>
        </div>
      </PageSection>

      <PageSection tone="muted" title="More tool reviews">
        <ul className={styles.more}>
          {otherTools(tools, tool).map((other) => (
            <li key={other.slug}>
              <ToolMark tool={other} />
              <Link to={toolReviewPath(other.slug)}>{other.title} review</Link>
            </li>
          ))}
        </ul>
        <p className={styles.all}>
          <Link to="/fraud-prevention-tools">See all {tools.length} fraud prevention tools</Link>
        </p>
      </PageSection>
    </ResourcePageLayout>
  );
}

/** A tool's review: an entry of the published tool directory (its page item's `fraudTools`); the site's 404 for a tool it does not list. */
export default function ToolReviewPage() {
  const slug = useParams().toolSlug;
  return (
    <Published state={usePageContent(TOOL_DIRECTORY_PATH)}>
      {(directory) => {
        const tools = withIcons<ToolDirectoryContent>(directory.data).fraudTools ?? [];
        const tool = findFraudTool(tools, slug);
        return tool ? <ToolReview tool={tool} tools={tools} /> : <NotFound />;
      }}
    </Published>
  );
}
