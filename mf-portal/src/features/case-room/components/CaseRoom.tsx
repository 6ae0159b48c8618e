import { useCallback } from 'react';
import type { CaseMessage, ClientCase } from '@frc/contracts/browser';
import { formatMoment } from '@frc/ui/formatMoment';
import { useCaseDocuments } from '../hooks/useCaseDocuments';
import { useEngagements } from '../hooks/useEngagements';
import { CaseDocuments } from './CaseDocuments';
import { CaseMessages } from './CaseMessages';
import { CaseRequests } from './CaseRequests';
import { CaseTimeline } from './CaseTimeline';
import { DocumentDownload } from './DocumentDownload';
import { EngagementLetters } from './EngagementLetters';
import styles from './CaseRoom.module.scss';

interface CaseRoomProps {
  clientCase: ClientCase;
  token: string;
}

/**
 * One case as its client sees it: an engagement letter to sign first, then where it stands, the report, the thread
 * with the team, the files, the timeline.
 */
export function CaseRoom({ clientCase, token }: CaseRoomProps) {
  const { documents, newIds, reload: reloadDocuments } = useCaseDocuments(clientCase.ref, token);
  const engagement = useEngagements(clientCase.ref, token);
  const activity = useCallback(
    (messages: readonly CaseMessage[]) => {
      if (messages.some((message) => message.documents.length > 0)) reloadDocuments();
    },
    [reloadDocuments],
  );
  // The documents are read afresh more often than the case: a report marked since the case was read shows.
  const report = documents ? (documents.find((document) => document.isReport) ?? null) : clientCase.report;

  return (
    <>
      <EngagementLetters caseRef={clientCase.ref} letters={engagement.letters} onChange={engagement.update} />

      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd>{clientCase.statusLabel}</dd>
        <dt>Case manager</dt>
        <dd>{clientCase.managerName ?? 'Not assigned yet'}</dd>
        <dt>Opened</dt>
        <dd>
          <time dateTime={clientCase.openedAt}>{formatMoment(clientCase.openedAt)}</time>
        </dd>
      </dl>

      {report && (
        <section className={`${styles.section} ${styles.report}`} aria-labelledby="case-report">
          <h2 id="case-report" className={styles.sectionTitle}>
            Your report
          </h2>
          <p>
            {report.name}, <time dateTime={report.at}>{formatMoment(report.at)}</time>
          </p>
          <DocumentDownload caseRef={clientCase.ref} document={report} label="Download your report" />
        </section>
      )}

      <section className={styles.section} aria-labelledby="case-messages">
        <h2 id="case-messages" className={styles.sectionTitle}>
          Messages
        </h2>
        <p className={styles.muted}>Only you and the team working on your case read these. We will never ask you for a fee to release funds.</p>
        <CaseMessages caseRef={clientCase.ref} token={token} unreadOnArrival={clientCase.unread} onActivity={activity} />
      </section>

      <section className={styles.section} aria-labelledby="case-documents">
        <h2 id="case-documents" className={styles.sectionTitle}>
          Documents
        </h2>
        {documents === null ? <p className={styles.muted}>Loading the documents…</p> : <CaseDocuments caseRef={clientCase.ref} documents={documents} newIds={newIds} />}
      </section>

      <section className={styles.section} aria-labelledby="case-timeline">
        <h2 id="case-timeline" className={styles.sectionTitle}>
          Timeline
        </h2>
        <CaseTimeline timeline={clientCase.timeline} />
      </section>

      <section className={styles.section} aria-labelledby="case-requests">
        <h2 id="case-requests" className={styles.sectionTitle}>
          Your requests in this case
        </h2>
        <CaseRequests requests={clientCase.requests} />
      </section>
    </>
  );
}
