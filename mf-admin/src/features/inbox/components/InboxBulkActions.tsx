import { useId, useState } from 'react';
import type { BulkResult, InboxBulkAction, InboxBulkRequest } from '@frc/contracts/browser';
import { OutcomeNotice, type Outcome } from '../../../shared/OutcomeNotice';
import { AssignPicker, SelectAllOnPage } from '../../../shared/rowSelection';
import styles from '../../../shared/page.module.scss';
import { staffApiUrl } from '../../../shared/staffApi';
import type { ManagerOption } from '../../../shared/useManagers';
import { useStaffSession } from '../../../session/staffSession';

/** The triage a bulk action undoes: what each row was before (`new` is restored to the inbox). */
const UNDO_ACTION = { new: 'restore', spam: 'spam', duplicate: 'duplicate' } as const;

interface InboxBulkActionsProps {
  /** The refs of the page's rows. */
  pageRefs: readonly string[];
  selected: ReadonlySet<string>;
  onSelect: (refs: ReadonlySet<string>) => void;
  /** Admins give cases to a case manager from here. */
  managers: readonly ManagerOption[] | null;
  /** After a change: the list reads again and shows what it answers. */
  onDone: () => void;
}

/** What can be done to the selected rows at once, the summary of what was done, and its undo (triage). */
export function InboxBulkActions({ pageRefs, selected, onSelect, managers, onDone }: InboxBulkActionsProps) {
  const { call } = useStaffSession();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** Each changed row's way back, until undone or the next action. */
  const [undo, setUndo] = useState<{ action: InboxBulkAction; ref: string }[]>([]);
  const [managerId, setManagerId] = useState('');
  const count = selected.size;

  async function send(body: InboxBulkRequest): Promise<BulkResult | null> {
    setBusy(true);
    const answer = await call<BulkResult>(staffApiUrl('inbox/bulk'), { json: body });
    setBusy(false);
    if (!answer.ok) {
      setOutcome({ ok: false, message: answer.message });
      return null;
    }
    onDone();
    return answer.value;
  }

  async function run(action: InboxBulkAction) {
    if (action === 'assign' && !managerId) {
      setOutcome({ ok: false, message: 'Choose the case manager to assign.' });
      return;
    }
    const body: InboxBulkRequest = { refs: [...selected], action, ...(action === 'assign' ? { managerId: managerId === 'nobody' ? null : Number(managerId) } : {}) };
    const result = await send(body);
    if (!result) return;
    onSelect(new Set());
    const skipped = result.skipped.map((row) => `${row.ref}: ${row.message}`).join(' ');
    setOutcome({ ok: true, message: [result.summary, skipped].filter(Boolean).join(' ') });
    if (action === 'spam' || action === 'duplicate' || action === 'restore') {
      const back = result.done.flatMap((row) => (row.previousTriage && UNDO_ACTION[row.previousTriage] !== action ? [{ action: UNDO_ACTION[row.previousTriage], ref: row.ref }] : []));
      setUndo(back);
    } else setUndo([]);
  }

  /** Sends each row of `steps` back to its triage before the last action (rows of one triage in one call). */
  async function undoRows(steps: readonly { action: InboxBulkAction; ref: string }[]) {
    const groups = new Map<InboxBulkAction, string[]>();
    for (const step of steps) groups.set(step.action, [...(groups.get(step.action) ?? []), step.ref]);
    const summaries: string[] = [];
    for (const [action, refs] of groups) {
      const result = await send({ refs, action });
      if (!result) return;
      summaries.push(result.summary);
    }
    setUndo((previous) => previous.filter((step) => !steps.includes(step)));
    setOutcome({ ok: true, message: `Undone: ${summaries.join(' ')}` });
  }

  return (
    <div className={styles.bulk} role="group" aria-label="Selected items">
      <SelectAllOnPage pageRefs={pageRefs} selected={selected} onSelect={onSelect} noneText="No items selected" />
      {/* The actions show once something is picked: an idle list keeps its rows in view. */}
      {count > 0 && (
        <div className={styles.bulkButtons}>
          <button type="button" className={styles.small} disabled={busy} onClick={() => void run('spam')}>
            Mark selected as spam
          </button>
          <button type="button" className={styles.small} disabled={busy} onClick={() => void run('duplicate')}>
            Mark selected as duplicates
          </button>
          <button type="button" className={styles.small} disabled={busy} onClick={() => void run('restore')}>
            Restore selected to the inbox
          </button>
          <button type="button" className={styles.small} disabled={busy} onClick={() => void run('case')}>
            Open cases for selected
          </button>
          {managers && (
            <AssignPicker id={id} managers={managers} managerId={managerId} onManagerId={setManagerId} disabled={busy} onAssign={() => void run('assign')} />
          )}
        </div>
      )}
      <div className={styles.bulkOutcome}>
        <OutcomeNotice outcome={outcome} />
        {undo.length > 0 && (
          <ul className={styles.undoList} aria-label="Undo">
            <li>
              <button type="button" className={styles.small} disabled={busy} onClick={() => void undoRows(undo)}>
                {undo.length === 1 ? 'Undo' : `Undo all ${undo.length}`}
              </button>
            </li>
            {undo.length > 1 &&
              undo.map((step) => (
                <li key={step.ref}>
                  <button type="button" className={styles.small} disabled={busy} onClick={() => void undoRows([step])}>
                    Undo {step.ref}
                  </button>
                </li>
              ))}
          </ul>
        )}
      </div>
    </div>
  );
}
