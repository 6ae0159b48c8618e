import { useId, useState, type FormEvent } from 'react';
import type { ReminderSettingsRequest } from '@frc/contracts/browser';
import { FormField } from '@frc/ui/FormField';
import { FormStatus } from '@frc/ui/FormStatus';
import { useStaffMember, useStaffSession } from '../../../session/staffSession';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import pageStyles from '../../../shared/page.module.scss';
import { staffApiUrl } from '../../../shared/staffApi';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The time of the daily reminder of due tasks: an admin changes it; everyone else reads it. */
export function ReminderTimeForm({ reminderTime, onSaved }: { reminderTime: string; onSaved: () => void }) {
  const { role } = useStaffMember();
  const { call } = useStaffSession();
  const [time, setTime] = useState(reminderTime);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();

  if (role !== 'admin') return <p>Every day at {reminderTime} UTC, each member with tasks overdue or due today gets one mail: counts and case references only.</p>;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    if (!TIME.test(time)) {
      setError('Choose a time like 08:00.');
      document.getElementById(id)?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    setFailure(null);
    const body: ReminderSettingsRequest = { reminderTime: time };
    const answer = await call(staffApiUrl('settings/reminders'), { json: body });
    setBusy(false);
    if (!answer.ok) return setFailure(answer.message);
    setSaved(true);
    onSaved();
  }

  return (
    <form className={pageStyles.form} onSubmit={submit} aria-busy={busy} noValidate>
      <FormField id={id} label="Daily reminder at (UTC)" error={error} hint="Each member with tasks overdue or due today gets one mail a day at this time: counts and case references only.">
        {(control) => <input {...control} type="time" required value={time} onChange={(event) => setTime(event.target.value)} />}
      </FormField>
      {failure && <ErrorNotice message={failure} />}
      {saved && <FormStatus tone="success" title={`Reminders go out at ${time} UTC.`} />}
      <div className={pageStyles.actions}>
        <button type="submit" className={pageStyles.secondary} disabled={busy}>
          Save the reminder time
        </button>
      </div>
    </form>
  );
}
