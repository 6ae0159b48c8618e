import { useRef, type ChangeEvent } from 'react';
import { FileImage, Upload, X } from 'lucide-react';
import { EVIDENCE_ACCEPT, MAX_EVIDENCE_FILES } from '@frc/contracts/browser';
import { formatFileSize } from '@frc/ui/formatFileSize';
import styles from './EvidencePicker.module.scss';

/** The file field's name: files picked before hydration are read from it by name. */
export const EVIDENCE_FIELD = 'evidence';

export interface EvidencePickerProps {
  id: string;
  files: readonly File[];
  problems: readonly string[];
  onAdd: (files: File[]) => void;
  onRemove: (file: File) => void;
  disabled?: boolean;
}

/** Screenshots of transactions: pick up to five PNG, JPG or GIF images or PDF statements of up to 10 MB, see them listed, remove any. */
export function EvidencePicker({ id, files, problems, onAdd, onRemove, disabled = false }: EvidencePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const problemsId = `${id}-problems`;

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared so picking the same file again (after removing it) still counts as a change.
    event.target.value = '';
    if (chosen.length > 0) onAdd(chosen);
  };

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        Screenshots of transactions
      </label>
      <div className={styles.drop}>
        <Upload aria-hidden="true" size={28} className={styles.icon} />
        <input
          ref={inputRef}
          id={id}
          type="file"
          name={EVIDENCE_FIELD}
          multiple
          accept={EVIDENCE_ACCEPT}
          onChange={picked}
          disabled={disabled || files.length >= MAX_EVIDENCE_FILES}
          aria-describedby={problems.length > 0 ? `${hintId} ${problemsId}` : hintId}
          aria-invalid={problems.length > 0}
          className={styles.input}
        />
        <p id={hintId} className={styles.hint}>
          PNG, JPG, GIF up to 10MB each, at most {MAX_EVIDENCE_FILES} files; PDF statements too. Optional, but screenshots of payments and chats help us a great deal.
        </p>
      </div>

      <div id={problemsId} role="alert" className={styles.problems}>
        {problems.length > 0 && (
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>

      {files.length > 0 && (
        <ul className={styles.files} aria-label="Files to send">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.file}>
              <FileImage aria-hidden="true" size={20} />
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => {
                  onRemove(file);
                  inputRef.current?.focus();
                }}
                disabled={disabled}
              >
                <X aria-hidden="true" size={18} />
                <span className="visually-hidden">Remove {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
