import { useRef, useState } from 'react';
import type { CaseDocument } from '@frc/contracts/browser';
import { InlineConfirm } from '../../../shared/InlineConfirm';
import { Moment } from '../../../shared/Moment';
import styles from '../../../shared/page.module.scss';
import { CaseDocumentPreview } from './CaseDocumentPreview';
import { DocumentLink } from './DocumentLink';

interface CaseDocumentItemProps {
  caseRef: string;
  document: CaseDocument;
  busy: boolean;
  onMarkReport: (isReport: boolean) => Promise<boolean>;
  onWithdraw: () => Promise<boolean>;
}

/** One file of the case in the back office: preview, download, the report mark, and the team's withdrawal (asked twice). */
export function CaseDocumentItem({ caseRef, document, busy, onMarkReport, onWithdraw }: CaseDocumentItemProps) {
  const [confirming, setConfirming] = useState(false);
  const withdrawButton = useRef<HTMLButtonElement>(null);

  const from = `${document.type}, from ${document.uploaderName} (${document.uploadedBy === 'client' ? 'client' : 'team'})${document.sentWithRequest ? ', sent with the request' : ''}`;
  if (document.withdrawnAt) {
    return (
      <li>
        <p className={styles.withdrawnName}>{document.name}</p>
        <p className={styles.meta}>
          {from}. Withdrawn by the team on <Moment at={document.withdrawnAt} />: the file is deleted.
        </p>
      </li>
    );
  }
  const teamOnly = document.visibility === 'team';
  return (
    <li>
      <DocumentLink caseRef={caseRef} document={document} />
      {document.isReport && <strong className={styles.reportBadge}> Report</strong>}
      {teamOnly && <strong className={styles.teamOnlyBadge}> Team only</strong>}
      <p className={styles.meta}>
        {from}, <Moment at={document.at} />, SHA-256 <code className={styles.hash}>{document.sha256}</code>
      </p>
      <CaseDocumentPreview caseRef={caseRef} document={document} />
      <div className={styles.actions}>
        {!teamOnly && (
          <button
            type="button"
            className={styles.small}
            disabled={busy}
            aria-label={`${document.isReport ? 'Unmark as report' : 'Mark as report'}: ${document.name}`}
            onClick={() => void onMarkReport(!document.isReport)}
          >
            {document.isReport ? 'Unmark as report' : 'Mark as report'}
          </button>
        )}
        {document.uploadedBy === 'team' && !confirming && (
          <button ref={withdrawButton} type="button" className={styles.small} disabled={busy} aria-label={`Withdraw ${document.name}`} onClick={() => setConfirming(true)}>
            Withdraw
          </button>
        )}
      </div>
      {confirming && (
        <InlineConfirm label={`Withdraw ${document.name}?`} confirmText="Withdraw for good" busy={busy} onConfirm={onWithdraw} onClose={() => setConfirming(false)} opener={withdrawButton}>
          Withdraw {document.name}? Its file is deleted for good.{' '}
          {teamOnly ? 'Only the team saw it.' : 'The client’s room then says it was withdrawn by the team.'}
        </InlineConfirm>
      )}
    </li>
  );
}
