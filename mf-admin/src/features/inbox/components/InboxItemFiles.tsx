import { useId } from 'react';
import { Download } from 'lucide-react';
import { DOCUMENT_MEDIA_TYPES, type DocumentMediaType, type EvidenceFile, type InboxItem } from '@frc/contracts/browser';
import { DocumentPreview } from '@frc/ui/DocumentPreview';
import { formatFileSize } from '@frc/ui/formatFileSize';
import styles from '../../../shared/page.module.scss';
import { staffApiUrl } from '../../../shared/staffApi';
import { useFileLoader } from '../../../shared/useFileLoader';

const previewable = (type: string): type is DocumentMediaType => (DOCUMENT_MEDIA_TYPES as readonly string[]).includes(type);

function InboxItemFile({ itemRef, file }: { itemRef: string; file: EvidenceFile }) {
  const url = staffApiUrl(`inbox/${encodeURIComponent(itemRef)}/evidence/${file.id}`);
  const load = useFileLoader(url);
  return (
    <li>
      <a href={url} download={file.name}>
        <Download aria-hidden="true" focusable="false" size={16} /> Download {file.name}
      </a>{' '}
      <span className={styles.meta}>
        ({file.type}, {formatFileSize(file.size)})
      </span>
      {previewable(file.type) && <DocumentPreview name={file.name} type={file.type} load={load} />}
    </li>
  );
}

/**
 * The files that came with an item (a request's attachments, a report's evidence): each to preview, as the case's
 * Documents do, or download. Every read is audited by the API.
 */
export function InboxItemFiles({ item }: { item: InboxItem }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {item.kind === 'report' ? 'Evidence files' : 'Files sent with the request'}
      </h2>
      {item.evidence.length === 0 ? (
        <p className={styles.meta}>No files were sent.</p>
      ) : (
        <ul className={styles.list}>
          {item.evidence.map((file) => (
            <InboxItemFile key={file.id} itemRef={item.ref} file={file} />
          ))}
        </ul>
      )}
    </section>
  );
}
