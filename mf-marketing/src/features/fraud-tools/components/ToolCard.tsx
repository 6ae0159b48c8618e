import { Link } from 'react-router-dom';
import { toolReviewPath, type FraudTool } from '../fraudTools';
import { ToolMark } from './ToolMark';
import { ToolWebsiteLink } from './ToolWebsiteLink';
import styles from './ToolCard.module.scss';

/** A card of the tool directory: picture, name, what it is for, our review, and the tool itself. */
export function ToolCard({ tool }: { tool: FraudTool }) {
  return (
    <article className={styles.card} aria-labelledby={`tool-${tool.slug}`}>
      <div className={styles.head}>
        <ToolMark tool={tool} />
        <div>
          <h3 id={`tool-${tool.slug}`} className={styles.title}>
            {tool.title}
          </h3>
          <p className={styles.kind}>
            {tool.kind} · <span>{tool.audience === 'Everyone' ? 'for everyone' : 'for businesses'}</span>
          </p>
        </div>
      </div>
      <p className={styles.description}>{tool.description}</p>
      <div className={styles.links}>
        <Link to={toolReviewPath(tool.slug)} className={styles.readMore}>
          Read more<span className="visually-hidden"> about {tool.title}</span>
        </Link>
        <ToolWebsiteLink tool={tool} className={styles.website} />
      </div>
    </article>
  );
}
