import { useState } from 'react';
import { STAFF_ROLES, staffRoleLabel, type StaffListItem, type StaffRole } from '@frc/contracts/browser';
import { useStaffMember, useStaffSession } from '../../../session/staffSession';
import { CodeOptions } from '../../../shared/CodeOptions';
import { DataTable, type TableColumn } from '../../../shared/DataTable';
import { Moment } from '../../../shared/Moment';
import { OutcomeNotice, type Outcome } from '../../../shared/OutcomeNotice';
import styles from '../../../shared/page.module.scss';
import { staffApiUrl } from '../../../shared/staffApi';
import { ConfirmChange, type PendingChange } from './ConfirmChange';

interface StaffTableProps {
  labelledBy: string;
  team: readonly StaffListItem[];
  onChanged: () => void;
}

interface Change extends PendingChange {
  path: string;
  json: unknown;
  done: string;
}

/** The team, with what an admin can do to each member: change the role, deactivate, reset the passkeys (each asked first). */
export function StaffTable({ labelledBy, team, onChanged }: StaffTableProps) {
  const { call } = useStaffSession();
  const me = useStaffMember();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState<Change | null>(null);

  function ask(change: Change) {
    setOutcome(null);
    setPending(change);
  }

  async function apply({ path, json, done }: Change) {
    setBusy(true);
    const answer = await call(staffApiUrl(path), { json });
    setBusy(false);
    setPending(null);
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
              ask({
                question: `Make ${member.name} ${role === 'admin' ? 'an' : 'a'} ${staffRoleLabel(role)}?`,
                consequence: `${member.name} is signed out at once and signs in again with the new role.`,
                confirm: `Yes, make them ${staffRoleLabel(role)}`,
                path: `staff/${member.id}`,
                json: { role },
                done: `${member.name} is now ${staffRoleLabel(role)}.`,
              });
            }}
          >
            <CodeOptions options={STAFF_ROLES} />
          </select>
        ),
    },
    { header: 'Status', cell: (member) => (member.active ? 'Active' : 'Deactivated'), folds: true },
    { header: 'Passkeys', cell: (member) => member.passkeys, folds: true },
    { header: 'Last sign-in', cell: (member) => (member.lastSignInAt ? <Moment at={member.lastSignInAt} /> : 'Never'), folds: true },
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
                ask(
                  member.active
                    ? {
                        question: `Deactivate ${member.name}?`,
                        consequence: `${member.name} is signed out at once and can no longer sign in. Their cases keep them as case manager.`,
                        confirm: `Yes, deactivate ${member.name}`,
                        path: `staff/${member.id}`,
                        json: { active: false },
                        done: `${member.name} is deactivated: their sessions have ended.`,
                      }
                    : {
                        question: `Reactivate ${member.name}?`,
                        consequence: `${member.name} can sign in again with their passkey.`,
                        confirm: `Yes, reactivate ${member.name}`,
                        path: `staff/${member.id}`,
                        json: { active: true },
                        done: `${member.name} is active again.`,
                      },
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
                ask({
                  question: `Reset the passkeys of ${member.name}?`,
                  consequence: `Their passkeys are deleted and they are signed out; they receive a new sign-in link by e-mail to create one.`,
                  confirm: `Yes, reset the passkeys of ${member.name}`,
                  path: `staff/${member.id}/reset-passkeys`,
                  json: {},
                  done: `${member.name}’s passkeys are deleted; a new sign-in link is on its way to them.`,
                })
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
      {pending && <ConfirmChange change={pending} busy={busy} onConfirm={() => void apply(pending)} onCancel={() => setPending(null)} />}
      <DataTable labelledBy={labelledBy} columns={columns} rows={team} rowKey={(member) => String(member.id)} empty="No staff members yet." />
    </>
  );
}
