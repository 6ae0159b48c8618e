import { useEffect, useId, useRef, useSyncExternalStore, type ChangeEvent } from 'react';
import { Paperclip } from 'lucide-react';
import { REQUEST_FILE_ACCEPT, REQUEST_FILES_HINT } from '@frc/contracts/browser';
import { UploadList } from '@frc/ui/UploadList';
import type { RequestFiles } from './requestFileUploads';
import styles from './RequestFilesField.module.scss';

/**
 * The files a victim sends with a request (screenshots, statements, photos): each uploads as soon as it is picked,
 * with its progress; the request can be sent meanwhile.
 */
export function RequestFilesField({ files, label = 'Screenshots or statements (optional)' }: { files: RequestFiles; label?: string }) {
  const id = useId();
  const uploads = useSyncExternalStore(files.subscribe, files.getUploads, files.getUploads);
  const input = useRef<HTMLInputElement>(null);
  // A file picked in the page's HTML before its script took over (a form that hydrates when touched, on a slow
  // phone) is in the input, unseen by React: it is sent once hydrated, as if picked now.
  useEffect(() => {
    const picked = Array.from(input.current?.files ?? []);
    if (picked.length === 0 || !input.current) return;
    input.current.value = '';
    files.add(picked);
  }, [files]);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so the same file can be picked again after it is removed.
    event.target.value = '';
    if (picked.length > 0) files.add(picked);
  };
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-files`} className={styles.label}>
        <Paperclip aria-hidden="true" size={18} />
        {label}
      </label>
      <input ref={input} id={`${id}-files`} type="file" multiple accept={REQUEST_FILE_ACCEPT} onChange={pick} aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className={styles.hint}>
        {REQUEST_FILES_HINT}
      </p>
      <UploadList uploads={uploads} onRemove={(key) => void files.remove(key)} label="Files sent with your request" />
    </div>
  );
}
