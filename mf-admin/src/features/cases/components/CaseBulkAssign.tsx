import { useId, useState } from 'react';
import type { BulkResult, CaseBulkRequest } from '@frc/contracts/browser';
import { OutcomeNotice, type Outcome } from '../../../shared/OutcomeNotice';
import { AssignPicker, SelectAllOnPage } from '../../../shared/rowSelection';
import styles from '../../../shared/page.module.scss';
import { staffApiUrl } from '../../../shared/staffApi';
import type { ManagerOption } from '../../../shared/useManagers';
import { useStaffSession } from '../../../session/staffSession';

interface CaseBulkAssignProps {
  pageRefs: readonly string[];
  selected: ReadonlySet<string>;
  onSelect: (refs: ReadonlySet<string>) => void;
  managers: readonly ManagerOption[];
  /** After a change: the list reads again and shows what it answers. */
  onDone: () => void;
}

/** An admin gives the selected cases to a case manager (or to nobody) from the list, and hears what was done. */
export function CaseBulkAssign({ pageRefs, selected, onSelect, managers, onDone }: CaseBulkAssignProps) {
  const { call } = useStaffSession();
  const id = useId();
  const [managerId, setManagerId] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function assign() {
    if (!managerId) {
      setOutcome({ ok: false, message: 'Choose the case manager to assign.' });
      return;
    }
    const body: CaseBulkRequest = { refs: [...selected], managerId: managerId === 'nobody' ? null : Number(managerId) };
    setBusy(true);
    const answer = await call<BulkResult>(staffApiUrl('cases/bulk'), { json: body });
    setBusy(false);
    if (!answer.ok) {
      setOutcome({ ok: false, message: answer.message });
      return;
    }
    onSelect(new Set());
    const skipped = answer.value.skipped.map((row) => `${row.ref}: ${row.message}`).join(' ');
    setOutcome({ ok: true, message: [answer.value.summary, skipped].filter(Boolean).join(' ') });
    onDone();
  }

  return (
    <div className={styles.bulk} role="group" aria-label="Selected cases">
      <SelectAllOnPage pageRefs={pageRefs} selected={selected} onSelect={onSelect} noneText="No cases selected" />
      <AssignPicker id={id} managers={managers} managerId={managerId} onManagerId={setManagerId} disabled={busy || selected.size === 0} onAssign={() => void assign()} />
      <OutcomeNotice outcome={outcome} />
    </div>
  );
}
