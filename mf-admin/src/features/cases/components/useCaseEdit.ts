import { useState } from 'react';
import type { CaseDetail, CaseDetailResponse, CaseStatusResponse } from '@frc/contracts/browser';
import { useStaffSession } from '../../../session/staffSession';
import { staffApiUrl } from '../../../shared/staffApi';
import { caseOf } from '../caseAnswer';

export type CaseEditOutcome = { kind: 'idle' } | { kind: 'saved' } | { kind: 'conflict'; message: string } | { kind: 'error'; message: string };

/**
 * One kind of edit of a case (status, details): sent with the version the member saw, a 409 kept apart from other
 * failures (the case is then read again, `onConflict`, so the other member's change can be shown beside the draft).
 */
export function useCaseEdit(caseRef: string, action: '' | 'status', onSaved: (saved: CaseDetail, clientNoticeBy: string | null) => void, onConflict: () => void) {
  const { call } = useStaffSession();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CaseEditOutcome>({ kind: 'idle' });

  async function save(json: Record<string, unknown>) {
    setBusy(true);
    setOutcome({ kind: 'idle' });
    const url = staffApiUrl(`cases/${encodeURIComponent(caseRef)}${action ? `/${action}` : ''}`);
    const answer = await call<CaseStatusResponse | CaseDetailResponse | CaseDetail>(url, { json });
    setBusy(false);
    if (answer.ok) {
      setOutcome({ kind: 'saved' });
      onSaved(caseOf(answer.value), 'clientNoticeBy' in answer.value ? answer.value.clientNoticeBy : null);
    } else if (answer.status === 409) {
      setOutcome({ kind: 'conflict', message: answer.message });
      onConflict();
    } else setOutcome({ kind: 'error', message: answer.message });
  }

  /** The member chose between their draft and the other change: the conflict is behind them. */
  const settle = () => setOutcome({ kind: 'idle' });

  return { busy, outcome, save, settle };
}
