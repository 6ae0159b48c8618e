import { useEffect, useSyncExternalStore } from 'react';
import { UploadList } from '@frc/ui/UploadList';
import type { RequestFiles } from './requestFileUploads';
import styles from './FilesStillSending.module.scss';

export const FILES_STILL_SENDING = 'Your request has reached us. Please keep this page open while your files are sent.';

/**
 * A stored request's files still on their way: the form stays on its page until each has ended, as leaving it
 * would stop them (the thank-you page is a page load), and a closed tab or a reload asks first meanwhile.
 */
export function FilesStillSending({ files }: { files: RequestFiles }) {
  const uploads = useSyncExternalStore(files.subscribe, files.getUploads, files.getUploads);

  useEffect(() => {
    // Asked at the moment of leaving: once the last file has ended, the form's own way to the thank-you page is free.
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!files.uploading()) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [files]);

  return (
    <section className={styles.sending} aria-label="Sending your files">
      <p>{FILES_STILL_SENDING}</p>
      <UploadList uploads={uploads} label="Files still on their way" />
    </section>
  );
}
