import { useId, useState, type FormEvent } from 'react';
import { INTERNAL_NOTE_MAX_LENGTH, type InternalNote } from '@frc/contracts/browser';
import { useStaffSession } from '../../../session/staffSession';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { Moment } from '../../../shared/Moment';
import styles from '../../../shared/page.module.scss';
import { staffApiUrl } from '../../../shared/staffApi';

interface InternalNotesProps {
  caseRef: string;
  notes: readonly InternalNote[];
  /** A note was added: the case is read again, with it. */
  onAdded: () => void;
}

/** The team's own notes on a case: never shown to the client. */
export function InternalNotes({ caseRef, notes, onAdded }: InternalNotesProps) {
  const { call } = useStaffSession();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    const answer = await call(staffApiUrl(`cases/${encodeURIComponent(caseRef)}/notes`), { json: { text: text.trim() } });
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    setText('');
    onAdded();
  }

  return (
    <>
      {notes.length === 0 ? (
        <p className={styles.meta}>No internal notes yet.</p>
      ) : (
        <ul className={styles.list}>
          {notes.map((note) => (
            <li key={note.id}>
              <p className={styles.meta}>
                {note.byName}, <Moment at={note.at} />
              </p>
              <p className={styles.noteText}>{note.text}</p>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={add} aria-busy={busy}>
        <div className={styles.field}>
          <label htmlFor={id}>New internal note</label>
          <textarea id={id} rows={3} maxLength={INTERNAL_NOTE_MAX_LENGTH} value={text} onChange={(event) => setText(event.target.value)} />
        </div>
        {error && <ErrorNotice message={error} />}
        <div className={styles.actions}>
          <button type="submit" className={styles.secondary} disabled={busy || !text.trim()}>
            Add the note
          </button>
        </div>
      </form>
    </>
  );
}
