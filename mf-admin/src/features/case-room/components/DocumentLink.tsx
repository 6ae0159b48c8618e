import { Download } from 'lucide-react';
import type { CaseDocument } from '@frc/contracts/browser';
import { formatFileSize } from '@frc/ui/formatFileSize';
import { Moment } from '../../../shared/Moment';
import styles from '../../../shared/page.module.scss';
import { documentUrl } from '../caseRoomUrls';

/** One of the case's files, to download (the API serves it as an attachment and audits it); a withdrawn one says so instead. */
export function DocumentLink({ caseRef, document }: { caseRef: string; document: CaseDocument }) {
  if (document.withdrawnAt) {
    return (
      <span className={styles.meta}>
        {document.name}: withdrawn by the team on <Moment at={document.withdrawnAt} />
      </span>
    );
  }
  return (
    <>
      <a href={documentUrl(caseRef, document.id)} download={document.name}>
        <Download aria-hidden="true" focusable="false" size={16} /> Download {document.name}
      </a>{' '}
      <span className={styles.meta}>({formatFileSize(document.size)})</span>
    </>
  );
}
