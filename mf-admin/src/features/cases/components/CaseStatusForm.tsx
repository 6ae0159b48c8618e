import { useId, useState, type FormEvent } from 'react';
import { CASE_STATUSES, CLIENT_NOTE_MAX_LENGTH, type CaseDetail, type CaseStatus } from '@frc/contracts/browser';
import { FormStatus } from '@frc/ui/FormStatus';
import { CodeOptions } from '../../../shared/CodeOptions';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import styles from '../../../shared/page.module.scss';
import { CaseEditConflict } from './CaseEditConflict';
import { useCaseEdit } from './useCaseEdit';

interface CaseStatusFormProps {
  detail: CaseDetail;
  onSaved: (saved: CaseDetail) => void;
  onReload: () => void;
}

/** Moves the case along its pipeline, with the short note the client reads beside the new status. */
export function CaseStatusForm({ detail, onSaved, onReload }: CaseStatusFormProps) {
  const [status, setStatus] = useState<CaseStatus>(detail.status);
  const [note, setNote] = useState('');
  const { busy, outcome, save } = useCaseEdit(detail.ref, 'status', (saved) => {
    setNote('');
    onSaved(saved);
  });
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save({ version: detail.version, status, clientNote: note.trim() });
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={busy}>
      <div className={styles.field}>
        <label htmlFor={`${id}-status`}>New status</label>
        <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as CaseStatus)}>
          <CodeOptions options={CASE_STATUSES} />
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-note`}>Note for the client (optional)</label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={CLIENT_NOTE_MAX_LENGTH}
          value={note}
          aria-describedby={`${id}-note-hint`}
          onChange={(event) => setNote(event.target.value)}
        />
        <span id={`${id}-note-hint`} className={styles.hint}>
          The client reads it in their portal beside the status. {CLIENT_NOTE_MAX_LENGTH - note.length} characters left.
        </span>
      </div>
      {outcome.kind === 'conflict' && <CaseEditConflict message={outcome.message} onReload={onReload} />}
      {outcome.kind === 'error' && <ErrorNotice message={outcome.message} />}
      {outcome.kind === 'saved' && <FormStatus tone="success" title="Status saved. The client was e-mailed that there is news." />}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>
          Change status
        </button>
      </div>
    </form>
  );
}
