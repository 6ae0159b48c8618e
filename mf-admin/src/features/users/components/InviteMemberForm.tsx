import { useId, useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '@frc/contracts/browser';
import { useStaffSession } from '../../../session/staffSession';
import { CodeOptions } from '../../../shared/CodeOptions';
import { OutcomeNotice, type Outcome } from '../../../shared/OutcomeNotice';
import styles from '../../../shared/page.module.scss';
import { staffApiUrl } from '../../../shared/staffApi';

/** Invites a member: the API mails them a single-use sign-in link where they create their passkey. */
export function InviteMemberForm({ onInvited }: { onInvited: () => void }) {
  const { call } = useStaffSession();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('case_manager');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const id = useId();

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    const answer = await call(staffApiUrl('staff'), { json: { name: name.trim(), email: email.trim(), role } });
    setBusy(false);
    if (!answer.ok) return setOutcome({ ok: false, message: answer.message });
    setOutcome({ ok: true, message: `Invitation sent to ${email.trim()}.` });
    setName('');
    setEmail('');
    onInvited();
  }

  return (
    <form className={styles.form} onSubmit={invite} aria-busy={busy}>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} autoComplete="off" required value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>E-mail address</label>
        <input id={`${id}-email`} type="email" autoComplete="off" required value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-role`}>Role</label>
        <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
          <CodeOptions options={STAFF_ROLES} />
        </select>
      </div>
      <OutcomeNotice outcome={outcome} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy || !name.trim() || !email.trim()}>
          Send the invitation
        </button>
      </div>
    </form>
  );
}
