import { useId, type FormEvent } from 'react';
import type { CaseDetail } from '@frc/contracts/browser';
import { FormStatus } from '@frc/ui/FormStatus';
import { useStaffMember } from '../../../session/staffSession';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { formatUsDollars } from '../../../shared/formatters';
import styles from '../../../shared/page.module.scss';
import { useManagers } from '../../../shared/useManagers';
import { CaseEditConflict, type ConflictField } from './CaseEditConflict';
import { useCaseDraft } from './useCaseDraft';
import { useCaseEdit } from './useCaseEdit';

const detailsOf = (detail: CaseDetail) => ({
  managerId: detail.managerId === null ? '' : String(detail.managerId),
  amountLost: detail.amountLost ?? '',
  amountRecovered: detail.amountRecovered ?? '',
});

interface CaseDetailsFormProps {
  detail: CaseDetail;
  onSaved: (saved: CaseDetail) => void;
  onReload: () => void;
}

/** The case manager (admins only) and the amounts: saved together, with the version the member's draft was made on. */
export function CaseDetailsForm({ detail, onSaved, onReload }: CaseDetailsFormProps) {
  const { role } = useStaffMember();
  const { managers } = useManagers();
  const { draft, setField, version, theirs, keepMine, takeTheirs, adopt } = useCaseDraft(detail, detailsOf);
  const { managerId, amountLost, amountRecovered } = draft;
  const { busy, outcome, save, settle } = useCaseEdit(
    detail.ref,
    '',
    (saved) => {
      adopt(saved);
      onSaved(saved);
    },
    onReload,
  );
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
      version,
      ...(admin ? { managerId: managerId === '' ? null : Number(managerId) } : {}),
      amountLost: amount(amountLost),
      amountRecovered: amount(amountRecovered),
    });
  }

  const managerName = (id: string) => choices.find((manager) => String(manager.id) === id)?.name ?? (id ? `Member ${id}` : 'Unassigned');
  const differing: ConflictField[] = theirs
    ? [
        ...(admin && theirs.managerId !== managerId ? [{ label: 'Case manager', mine: managerName(managerId), theirs: managerName(theirs.managerId) }] : []),
        ...(theirs.amountLost !== amountLost ? [{ label: 'Amount lost', mine: formatUsDollars(amountLost), theirs: formatUsDollars(theirs.amountLost) }] : []),
        ...(theirs.amountRecovered !== amountRecovered
          ? [{ label: 'Amount recovered', mine: formatUsDollars(amountRecovered), theirs: formatUsDollars(theirs.amountRecovered) }]
          : []),
      ]
    : [];
  const choose = (choice: () => void) => () => {
    choice();
    settle();
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={busy}>
      {admin && (
        <div className={styles.field}>
          <label htmlFor={`${id}-manager`}>Case manager</label>
          <select id={`${id}-manager`} value={managerId} onChange={(event) => setField('managerId', event.target.value)}>
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
        <input id={`${id}-lost`} inputMode="decimal" value={amountLost} onChange={(event) => setField('amountLost', event.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-recovered`}>Amount recovered (US dollars)</label>
        <input id={`${id}-recovered`} inputMode="decimal" value={amountRecovered} onChange={(event) => setField('amountRecovered', event.target.value)} />
      </div>
      {(outcome.kind === 'conflict' || theirs) && <CaseEditConflict fields={differing} onKeepMine={choose(keepMine)} onTakeTheirs={choose(takeTheirs)} />}
      {outcome.kind === 'error' && <ErrorNotice message={outcome.message} />}
      {outcome.kind === 'saved' && <FormStatus tone="success" title="Saved." />}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy || theirs !== null}>
          Save
        </button>
      </div>
    </form>
  );
}
