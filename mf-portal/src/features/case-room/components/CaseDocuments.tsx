import type { CaseDocument } from '@frc/contracts/browser';
import { formatMoment } from '@frc/ui/formatMoment';
import { DocumentDownload } from './DocumentDownload';
import styles from './CaseRoom.module.scss';

/** Every file of the case, both ways, newest first, each to download. */
export function CaseDocuments({ caseRef, documents }: { caseRef: string; documents: readonly CaseDocument[] }) {
  if (documents.length === 0) return <p className={styles.muted}>No documents yet. Files you attach to a message show here.</p>;
  const newestFirst = [...documents].sort((a, b) => b.id - a.id);
  return (
    <ul className={styles.records}>
      {newestFirst.map((document) => (
        <li key={document.id}>
          <DocumentDownload caseRef={caseRef} document={document} />
          <p className={styles.muted}>
            {document.uploadedBy === 'client' ? 'Sent by you' : `Sent by ${document.uploaderName} (case team)`},{' '}
            <time dateTime={document.at}>{formatMoment(document.at)}</time>
            {document.isReport && '. This is your report.'}
          </p>
        </li>
      ))}
    </ul>
  );
}
