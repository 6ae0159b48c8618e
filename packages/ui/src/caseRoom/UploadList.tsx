import { X } from 'lucide-react';
import { formatFileSize } from '../formatFileSize';
import type { PendingUpload } from './useDocumentUploads';
import styles from './UploadList.module.scss';

function percentOf({ loaded, total }: PendingUpload<unknown>): number {
  return total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
}

/** How far an upload is, for a screen reader: in quarters, so it hears progress without a word for every percent. */
export function uploadAnnouncement(item: PendingUpload<unknown>): string {
  if (item.state === 'done') return `${item.file.name} uploaded.`;
  if (item.state === 'failed') return '';
  return `Uploading ${item.file.name}: ${Math.floor(percentOf(item) / 25) * 25} %.`;
}

interface UploadListProps {
  uploads: readonly PendingUpload<unknown>[];
  /** Takes a file back once it has ended; without it, the list only shows (files already sent with what they go with). */
  onRemove?: (key: string) => void;
  label: string;
}

/**
 * Files being uploaded: a progress bar with its percentage while each goes out, then done or why it failed. A polite
 * live region, there before any file, says how far each one is and when it has arrived (a failure is an alert of its own).
 */
export function UploadList({ uploads, onRemove, label }: UploadListProps) {
  const announcement = uploads.map(uploadAnnouncement).filter(Boolean).join(' ');
  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {uploads.length > 0 && <UploadItems uploads={uploads} onRemove={onRemove} label={label} />}
    </>
  );
}

function UploadItems({ uploads, onRemove, label }: UploadListProps) {
  return (
    <ul className={styles.uploads} aria-label={label}>
      {uploads.map((item) => (
        <li key={item.key} className={styles.upload}>
          <span className={styles.name}>{item.file.name}</span>
          <span className={styles.size}>{formatFileSize(item.file.size)}</span>
          {item.state === 'uploading' && (
            <>
              <progress className={styles.progress} max={100} value={percentOf(item)} aria-label={`Uploading ${item.file.name}`} />
              <span className={styles.percent}>{percentOf(item)} %</span>
            </>
          )}
          {item.state === 'done' && <span className={styles.done}>Uploaded</span>}
          {item.state === 'failed' && (
            <span className={styles.failed} role="alert">
              {item.message}
            </span>
          )}
          {onRemove && item.state !== 'uploading' && (
            <button type="button" className={styles.remove} onClick={() => onRemove(item.key)}>
              <X aria-hidden="true" size={18} />
              <span className="visually-hidden">Remove {item.file.name}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
