import { useId, useRef, useState, type ChangeEvent } from 'react';
import { FileCheck } from 'lucide-react';
import { ENGAGEMENT_VERIFY_MAX_BYTES, type EngagementVerifyResponse } from '@frc/contracts/browser';
import { COMPANY } from '@frc/ui/company';
import { formatFileSize } from '@frc/ui/formatFileSize';
import { verifyLetter } from '../api/verifyLetter';
import styles from './VerifyLetterForm.module.scss';

export const TOO_LARGE = `This file is larger than ${formatFileSize(ENGAGEMENT_VERIFY_MAX_BYTES)}. A letter we sealed is much smaller: check you chose the right file.`;

type State = { kind: 'idle' } | { kind: 'checking'; name: string } | { kind: 'checked'; name: string; check: EngagementVerifyResponse } | { kind: 'failed'; message: string };

/** The seal's time in the visitor's own time zone, named. */
const sealedMoment = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'long' }).format(new Date(iso));

/**
 * Drop a PDF here or choose it: its bytes go to the API's check, and the answer comes back in words (intact and
 * issued here, sealed by someone else, altered after the seal, or no seal at all). A file over the limit is refused
 * here, before anything is sent.
 */
export default function VerifyLetterForm() {
  const inputId = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const outcome = useRef<HTMLDivElement>(null);

  async function check(file: File | undefined) {
    if (!file) return;
    if (file.size > ENGAGEMENT_VERIFY_MAX_BYTES) {
      setState({ kind: 'failed', message: TOO_LARGE });
      return;
    }
    setState({ kind: 'checking', name: file.name });
    const answer = await verifyLetter(file);
    setState(answer.ok ? { kind: 'checked', name: file.name, check: answer.check } : { kind: 'failed', message: answer.message });
    requestAnimationFrame(() => outcome.current?.focus());
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    void check(event.target.files?.[0]);
    event.target.value = '';
  }

  return (
    <div className={styles.form}>
      <div className={`${styles.drop} ${dragging ? styles.dragging : ''}`}>
        <FileCheck aria-hidden="true" focusable="false" size={32} />
        <p>Drop the PDF here, or</p>
        <label htmlFor={inputId} className={styles.choose}>
          Choose the signed letter (PDF)
        </label>
        {/* The input covers the whole area: a file dropped anywhere on it is the browser's own choice of a file. */}
        <input
          id={inputId}
          className={styles.input}
          type="file"
          accept="application/pdf,.pdf"
          onChange={chosen}
          onDragEnter={() => setDragging(true)}
          onDragLeave={() => setDragging(false)}
          onDrop={() => setDragging(false)}
          aria-describedby={`${inputId}-hint`}
        />
        <p id={`${inputId}-hint`} className={styles.hint}>
          Up to {formatFileSize(ENGAGEMENT_VERIFY_MAX_BYTES)}. The file is checked and not kept.
        </p>
      </div>
      <div ref={outcome} tabIndex={-1} className={styles.outcome} aria-live="polite">
        {state.kind === 'checking' && <p role="status">Checking {state.name}…</p>}
        {state.kind === 'failed' && (
          <p role="alert" className={styles.error}>
            {state.message}
          </p>
        )}
        {state.kind === 'checked' && <Verdict name={state.name} check={state.check} />}
      </div>
    </div>
  );
}

function Verdict({ name, check }: { name: string; check: EngagementVerifyResponse }) {
  const sealed = check.signedAt ? (
    <>
      {' '}
      on <time dateTime={check.signedAt}>{sealedMoment(check.signedAt)}</time> (your time)
    </>
  ) : null;
  if (check.intact && check.issuedHere) {
    return (
      <div className={`${styles.verdict} ${styles.good}`}>
        <h2>Intact: this letter was issued by {COMPANY.name}</h2>
        <p>
          {name} is unchanged since it was sealed by {check.sealedBy ?? COMPANY.name}
          {sealed}. It is a letter we issued and signed electronically.
        </p>
      </div>
    );
  }
  if (check.intact) {
    return (
      <div className={`${styles.verdict} ${styles.warning}`}>
        <h2>Sealed, but not a letter this firm issued</h2>
        <p>
          {name} is unchanged since it was sealed by {check.sealedBy ?? 'someone'}
          {sealed}, but we have no record of issuing it. Do not rely on it as a letter from {COMPANY.name}.
        </p>
      </div>
    );
  }
  if (check.sealedBy) {
    return (
      <div className={`${styles.verdict} ${styles.bad}`}>
        <h2>Altered after it was sealed</h2>
        <p>
          {name} carries a seal by {check.sealedBy}, but the file was changed after it was sealed. Do not rely on it: ask us for the original, or
          download it again from your case room.
        </p>
      </div>
    );
  }
  return (
    <div className={`${styles.verdict} ${styles.bad}`}>
      <h2>No seal found</h2>
      <p>{name} carries no seal we can read, so it is not a signed letter sealed by {COMPANY.name}.</p>
    </div>
  );
}
