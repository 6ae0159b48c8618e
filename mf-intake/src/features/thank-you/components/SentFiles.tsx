import type { SentFile } from '../../../shared/domain/consultationRequest';
import styles from './SentFiles.module.scss';

export const FILES_ARRIVED = 'Your files have reached us with your request.';
export const FILE_NOT_SENT = 'A file could not be sent. You can send it later from your client area.';

/** The files the request was sent with, and whether each reached us (the form waited for them before coming here). */
export function SentFiles({ files }: { files: readonly SentFile[] }) {
  if (files.length === 0) return null;
  return (
    <section className={styles.files} aria-labelledby="sent-files">
      <h2 id="sent-files">Your files</h2>
      <p>{files.every((file) => file.sent) ? FILES_ARRIVED : FILE_NOT_SENT}</p>
      <ul aria-label="Files sent with your request">
        {files.map((file, index) => (
          <li key={`${index}-${file.name}`}>
            <span className={styles.name}>{file.name}</span> <span className={file.sent ? styles.sent : styles.failed}>{file.sent ? 'Uploaded' : 'Not sent'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
