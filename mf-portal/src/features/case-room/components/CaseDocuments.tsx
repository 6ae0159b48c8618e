import type { CaseDocument } from '@frc/contracts/browser';
import { NewMark } from '@frc/ui/CaseThread';
import { DocumentPreview } from '@frc/ui/DocumentPreview';
import { formatMoment } from '@frc/ui/formatMoment';
import { useDocumentLoader } from '../hooks/useDocumentLoader';
import { DocumentDownload } from './DocumentDownload';
import styles from './CaseRoom.module.scss';

/**
 * Every file of the case, both ways, newest first, each to download (the team's to preview too); the team's that were
 * unread on arrival say "New"; one the team withdrew says so in its place.
 */
export function CaseDocuments({ caseRef, documents, newIds }: { caseRef: string; documents: readonly CaseDocument[]; newIds: ReadonlySet<number> }) {
  if (documents.length === 0) return <p className={styles.muted}>No documents yet. Files you attach to a message show here.</p>;
  const newestFirst = [...documents].sort((a, b) => b.id - a.id);
  return (
    <ul className={styles.records}>
      {newestFirst.map((document) =>
        document.withdrawnAt ? (
          <li key={document.id}>
            <DocumentDownload caseRef={caseRef} document={document} />
          </li>
        ) : (
          <li key={document.id} className={newIds.has(document.id) ? styles.newDocument : undefined}>
            {newIds.has(document.id) && <NewMark />}
            <DocumentDownload caseRef={caseRef} document={document} />
            <p className={styles.muted}>
              {document.uploadedBy === 'client' ? 'Sent by you' : `Sent by ${document.uploaderName} (case team)`},{' '}
              <time dateTime={document.at}>{formatMoment(document.at)}</time>
              {document.isReport && '. This is your report.'}
            </p>
            {document.uploadedBy === 'team' && <TeamDocumentPreview caseRef={caseRef} document={document} />}
          </li>
        ),
      )}
    </ul>
  );
}

function TeamDocumentPreview({ caseRef, document }: { caseRef: string; document: CaseDocument }) {
  const load = useDocumentLoader(caseRef, document.id);
  return <DocumentPreview name={document.name} type={document.type} load={load} />;
}
