import { Island } from '@frc/federation';
import { useId } from 'react';
import { TableOfContents, type TocEntry } from '../../../shared/components/TableOfContents';
import type { CallToAction } from '../articlePage';
import { ConsultationAction } from './ConsultationAction';
import styles from './ArticleSidePanel.module.scss';

export interface ArticleSidePanelProps {
  entries: readonly TocEntry[];
  /** The table of contents' tracking line (px from the viewport's top). */
  tocOffset?: number;
  callToAction: CallToAction;
}

/** Beside the article: the table of contents and a consultation call to action, sticky on wide screens. */
export function ArticleSidePanel({ entries, tocOffset, callToAction }: ArticleSidePanelProps) {
  const headingId = useId();
  return (
    <div className={styles.panel}>
      {entries.length > 0 && (
        <Island module="marketing/TableOfContents" component={TableOfContents} props={{ entries, offset: tocOffset, title: 'On this page' }} hydrate="visible" />
      )}
      <aside className={styles.callToAction} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.title}>
          {callToAction.title}
        </h2>
        <p className={styles.text}>{callToAction.text}</p>
        <ConsultationAction action={callToAction.action} />
      </aside>
    </div>
  );
}
