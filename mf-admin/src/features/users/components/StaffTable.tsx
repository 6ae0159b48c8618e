import { useState } from 'react';
import { STAFF_ROLES, staffRoleLabel, type StaffListItem, type StaffRole } from '@frc/contracts/browser';
import { useStaffMember, useStaffSession } from '../../../session/staffSession';
import { CodeOptions } from '../../../shared/CodeOptions';
import { DataTable, type TableColumn } from '../../../shared/DataTable';
import { formatMoment } from '../../../shared/formatters';
import { OutcomeNotice, type Outcome } from '../../../shared/OutcomeNotice';
import styles from '../../../shared/page.module.scss';
import { staffApiUrl } from '../../../shared/staffApi';

interface StaffTableProps {
  labelledBy: string;
  team: readonly StaffListItem[];
  onChanged: () => void;
}

/** The team, with what an admin can do to each member: change the role, deactivate, reset the passkeys. */
export function StaffTable({ labelledBy, team, onChanged }: StaffTableProps) {
  const { call } = useStaffSession();
  const me = useStaffMember();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function act(path: string, json: unknown, done: string) {
    setBusy(true);
    setOutcome(null);
    const answer = await call(staffApiUrl(path), { json });
    setBusy(false);
    setOutcome(answer.ok ? { ok: true, message: done } : { ok: false, message: answer.message });
    if (answer.ok) onChanged();
  }

  const columns: readonly TableColumn<StaffListItem>[] = [
    { header: 'Name', cell: (member) => member.name },
    { header: 'E-mail', cell: (member) => member.email, folds: true },
    {
      header: 'Role',
      cell: (member) =>
        member.id === me.id ? (
          staffRoleLabel(member.role)
        ) : (
          <select
            aria-label={`Role of ${member.name}`}
            value={member.role}
            disabled={busy}
            onChange={(event) => {
              const role = event.target.value as StaffRole;
              void act(`staff/${member.id}`, { role }, `${member.name} is now ${staffRoleLabel(role)}.`);
            }}
          >
            <CodeOptions options={STAFF_ROLES} />
          </select>
        ),
    },
    { header: 'Status', cell: (member) => (member.active ? 'Active' : 'Deactivated'), folds: true },
    { header: 'Passkeys', cell: (member) => member.passkeys, folds: true },
    { header: 'Last sign-in', cell: (member) => (member.lastSignInAt ? formatMoment(member.lastSignInAt) : 'Never'), folds: true },
    {
      header: 'Actions',
      cell: (member) =>
        member.id === me.id ? (
          'You'
        ) : (
          <span className={styles.actions}>
            <button
              type="button"
              className={styles.small}
              disabled={busy}
              onClick={() =>
                void act(
                  `staff/${member.id}`,
                  { active: !member.active },
                  member.active ? `${member.name} is deactivated: their sessions have ended.` : `${member.name} is active again.`,
                )
              }
            >
              {member.active ? `Deactivate ${member.name}` : `Reactivate ${member.name}`}
            </button>
            <button
              type="button"
              className={styles.small}
              disabled={busy}
              onClick={() =>
                void act(`staff/${member.id}/reset-passkeys`, {}, `${member.name}’s passkeys are deleted; a new sign-in link is on its way to them.`)
              }
            >
              Reset passkeys of {member.name}
            </button>
          </span>
        ),
    },
  ];

  return (
    <>
      <OutcomeNotice outcome={outcome} />
      <DataTable labelledBy={labelledBy} columns={columns} rows={team} rowKey={(member) => String(member.id)} empty="No staff members yet." />
    </>
  );
}
