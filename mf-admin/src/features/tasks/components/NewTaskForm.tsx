import { useId, useState, type FormEvent } from 'react';
import { TASK_NOTE_MAX_LENGTH, TASK_TITLE_MAX_LENGTH, type CaseTasksResponse, type NewTaskRequest } from '@frc/contracts/browser';
import { FormField } from '@frc/ui/FormField';
import { FormStatus } from '@frc/ui/FormStatus';
import { useStaffSession } from '../../../session/staffSession';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import pageStyles from '../../../shared/page.module.scss';
import { staffApiUrl } from '../../../shared/staffApi';
import { useManagers } from '../../../shared/useManagers';
import styles from './CaseTasks.module.scss';

interface NewTaskFormProps {
  caseRef: string;
  today: string;
  onCreated: (answer: CaseTasksResponse) => void;
}

const CASE_MANAGER = '';

/** A new task on the case: a title, a due day (and time), who does it (the case manager unless chosen), a note. */
export function NewTaskForm({ caseRef, today, onCreated }: NewTaskFormProps) {
  const { call } = useStaffSession();
  const { managers } = useManagers();
  const [title, setTitle] = useState('');
  const [dueOn, setDueOn] = useState(today);
  const [dueTime, setDueTime] = useState('');
  const [assignee, setAssignee] = useState(CASE_MANAGER);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ title?: string; dueOn?: string }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = { title: title.trim() ? undefined : 'Give the task a title.', dueOn: /^\d{4}-\d{2}-\d{2}$/.test(dueOn) ? undefined : 'Choose the day it is due.' };
    setErrors(found);
    setAdded(null);
    if (found.title || found.dueOn) {
      document.getElementById(found.title ? `${id}-title` : `${id}-due`)?.focus();
      return;
    }
    const body: NewTaskRequest = { title: title.trim(), dueOn, dueTime: dueTime || null, ...(note.trim() ? { note: note.trim() } : {}) };
    if (assignee !== CASE_MANAGER) body.assigneeId = Number(assignee);
    setBusy(true);
    setFailure(null);
    const answer = await call<CaseTasksResponse>(staffApiUrl(`cases/${encodeURIComponent(caseRef)}/tasks`), { json: body });
    setBusy(false);
    if (!answer.ok) return setFailure(answer.message);
    setAdded(title.trim());
    setTitle('');
    setNote('');
    setDueTime('');
    onCreated(answer.value);
  }

  return (
    <form className={pageStyles.form} onSubmit={submit} aria-busy={busy} noValidate>
      <FormField id={`${id}-title`} label="New task" required error={errors.title}>
        {(control) => <input {...control} type="text" required maxLength={TASK_TITLE_MAX_LENGTH} value={title} onChange={(event) => setTitle(event.target.value)} />}
      </FormField>
      <div className={styles.when}>
        <FormField id={`${id}-due`} label="Due on" required error={errors.dueOn} hint="UTC">
          {(control) => <input {...control} type="date" required value={dueOn} onChange={(event) => setDueOn(event.target.value)} />}
        </FormField>
        <FormField id={`${id}-time`} label="At" markOptional hint="UTC">
          {(control) => <input {...control} type="time" value={dueTime} onChange={(event) => setDueTime(event.target.value)} />}
        </FormField>
      </div>
      <FormField id={`${id}-assignee`} label="For">
        {(control) => (
          <select {...control} value={assignee} onChange={(event) => setAssignee(event.target.value)}>
            <option value={CASE_MANAGER}>The case manager</option>
            {managers.map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-note`} label="Note" markOptional hint="For the team only: the client never sees tasks.">
        {(control) => <textarea {...control} rows={2} maxLength={TASK_NOTE_MAX_LENGTH} value={note} onChange={(event) => setNote(event.target.value)} />}
      </FormField>
      {failure && <ErrorNotice message={failure} />}
      {added && <FormStatus tone="success" title={`Task added: ${added}`} />}
      <div className={pageStyles.actions}>
        <button type="submit" className={pageStyles.secondary} disabled={busy}>
          Add the task
        </button>
      </div>
    </form>
  );
}
