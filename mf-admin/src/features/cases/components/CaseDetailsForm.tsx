import { useId, useState, type FormEvent } from 'react';
import type { CaseDetail } from '@frc/contracts/browser';
import { FormStatus } from '@frc/ui/FormStatus';
import { useStaffMember } from '../../../session/staffSession';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import styles from '../../../shared/page.module.scss';
import { useManagers } from '../../../shared/useManagers';
import { CaseEditConflict } from './CaseEditConflict';
import { useCaseEdit } from './useCaseEdit';

interface CaseDetailsFormProps {
  detail: CaseDetail;
  onSaved: (saved: CaseDetail) => void;
  onReload: () => void;
}

/** The case manager (admins only) and the amounts: saved together, with the version the member saw. */
export function CaseDetailsForm({ detail, onSaved, onReload }: CaseDetailsFormProps) {
  const { role } = useStaffMember();
  const { managers } = useManagers();
  const [managerId, setManagerId] = useState(detail.managerId === null ? '' : String(detail.managerId));
  const [amountLost, setAmountLost] = useState(detail.amountLost ?? '');
  const [amountRecovered, setAmountRecovered] = useState(detail.amountRecovered ?? '');
  const { busy, outcome, save } = useCaseEdit(detail.ref, '', onSaved);
  const id = useId();
  const admin = role === 'admin';
  // The current manager stays choosable even when deactivated since.
  const choices = detail.managerId !== null && !managers.some((manager) => manager.id === detail.managerId)
    ? [...managers, { id: detail.managerId, name: detail.managerName ?? `Member ${detail.managerId}` }]
    : managers;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = (value: string) => (value.trim() === '' ? null : value.trim().replace(/[$,\s]/g, ''));
    void save({
      version: detail.version,
      ...(admin ? { managerId: managerId === '' ? null : Number(managerId) } : {}),
      amountLost: amount(amountLost),
      amountRecovered: amount(amountRecovered),
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={busy}>
      {admin && (
        <div className={styles.field}>
          <label htmlFor={`${id}-manager`}>Case manager</label>
          <select id={`${id}-manager`} value={managerId} onChange={(event) => setManagerId(event.target.value)}>
            <option value="">Unassigned</option>
            {choices.map(({ id: value, name }) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-lost`}>Amount lost (US dollars)</label>
        <input id={`${id}-lost`} inputMode="decimal" value={amountLost} onChange={(event) => setAmountLost(event.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-recovered`}>Amount recovered (US dollars)</label>
        <input id={`${id}-recovered`} inputMode="decimal" value={amountRecovered} onChange={(event) => setAmountRecovered(event.target.value)} />
      </div>
      {outcome.kind === 'conflict' && <CaseEditConflict message={outcome.message} onReload={onReload} />}
      {outcome.kind === 'error' && <ErrorNotice message={outcome.message} />}
      {outcome.kind === 'saved' && <FormStatus tone="success" title="Saved." />}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>
          Save
        </button>
      </div>
    </form>
  );
}
