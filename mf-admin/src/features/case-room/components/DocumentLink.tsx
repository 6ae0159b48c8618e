import { Download } from 'lucide-react';
import type { CaseDocument } from '@frc/contracts/browser';
import { formatFileSize } from '@frc/ui/formatFileSize';
import styles from '../../../shared/page.module.scss';
import { documentUrl } from '../caseRoomUrls';

/** One of the case's files, to download (the API serves it as an attachment and audits it). */
export function DocumentLink({ caseRef, document }: { caseRef: string; document: CaseDocument }) {
  return (
    <>
      <a href={documentUrl(caseRef, document.id)} download={document.name}>
        <Download aria-hidden="true" focusable="false" size={16} /> Download {document.name}
      </a>{' '}
      <span className={styles.meta}>({formatFileSize(document.size)})</span>
    </>
  );
}
