import { useId, useState, type FormEvent } from 'react';
import { CASE_STATUSES, CLIENT_NOTE_MAX_LENGTH, caseStatusLabel, FOLLOW_UP_CHOICES, type CaseDetail, type CaseStatus } from '@frc/contracts/browser';
import { FormStatus } from '@frc/ui/FormStatus';
import { CodeOptions } from '../../../shared/CodeOptions';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import styles from '../../../shared/page.module.scss';
import { CaseEditConflict } from './CaseEditConflict';
import { useCaseDraft } from './useCaseDraft';
import { useCaseEdit } from './useCaseEdit';

const statusOf = (detail: CaseDetail) => ({ status: detail.status as string });
const clockTime = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** What the client hears of the change: mailed at once, or in the case's gathered notice unless they read it first. */
function clientNoticeSentence(by: string | null): string {
  if (by === null) return 'The client was e-mailed that there is news.';
  return `The client will be e-mailed by ${clockTime.format(new Date(by))} unless they read it first.`;
}

interface CaseStatusFormProps {
  detail: CaseDetail;
  onSaved: (saved: CaseDetail) => void;
  onReload: () => void;
}

/** Moves the case along its pipeline, with the short note the client reads beside the new status. */
export function CaseStatusForm({ detail, onSaved, onReload }: CaseStatusFormProps) {
  const { draft, setField, version, theirs, keepMine, takeTheirs, adopt } = useCaseDraft(detail, statusOf);
  const status = draft.status as CaseStatus;
  const [note, setNote] = useState('');
  // Days from today of a follow-up task, or '' for none.
  const [followUp, setFollowUp] = useState('');
  const [followUpSet, setFollowUpSet] = useState<string | null>(null);
  const [noticeBy, setNoticeBy] = useState<string | null>(null);
  const { busy, outcome, save, settle } = useCaseEdit(
    detail.ref,
    'status',
    (saved, clientNoticeBy) => {
      setNoticeBy(clientNoticeBy);
      setNote('');
      setFollowUpSet(followUp === '' ? null : (FOLLOW_UP_CHOICES.find((choice) => String(choice.days) === followUp)?.label ?? null));
      setFollowUp('');
      adopt(saved);
      onSaved(saved);
    },
    onReload,
  );
  const choose = (choice: () => void) => () => {
    choice();
    settle();
  };
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save({ version, status, clientNote: note.trim(), ...(followUp === '' ? {} : { followUpDays: Number(followUp) }) });
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={busy}>
      <div className={styles.field}>
        <label htmlFor={`${id}-status`}>New status</label>
        <select id={`${id}-status`} value={status} onChange={(event) => setField('status', event.target.value)}>
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
      <div className={styles.field}>
        <label htmlFor={`${id}-follow-up`}>Follow-up (optional)</label>
        <select id={`${id}-follow-up`} value={followUp} aria-describedby={`${id}-follow-up-hint`} onChange={(event) => setFollowUp(event.target.value)}>
          <option value="">No follow-up</option>
          {FOLLOW_UP_CHOICES.map((choice) => (
            <option key={choice.days} value={String(choice.days)}>
              {choice.label}
            </option>
          ))}
        </select>
        <span id={`${id}-follow-up-hint`} className={styles.hint}>
          A task for the case manager, due then, in the case&apos;s tasks and their due list.
        </span>
      </div>
      {(outcome.kind === 'conflict' || theirs) && (
        <CaseEditConflict
          fields={theirs ? [{ label: 'Status', mine: caseStatusLabel(status), theirs: caseStatusLabel(theirs.status as CaseStatus) }] : []}
          onKeepMine={choose(keepMine)}
          onTakeTheirs={choose(takeTheirs)}
        />
      )}
      {outcome.kind === 'error' && <ErrorNotice message={outcome.message} />}
      {outcome.kind === 'saved' && <FormStatus tone="success" title={`Status saved. ${clientNoticeSentence(noticeBy)}${followUpSet ? ` Follow-up set: ${followUpSet.replace('Remind me', 'a reminder')}.` : ''}`} />}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy || theirs !== null}>
          Change status
        </button>
      </div>
    </form>
  );
}
