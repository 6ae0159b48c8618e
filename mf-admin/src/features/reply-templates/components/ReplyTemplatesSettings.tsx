import { useId, useState } from 'react';
import {
  MESSAGE_MAX_LENGTH,
  REPLY_TEMPLATE_NAME_MAX_LENGTH,
  REPLY_TEMPLATE_PLACEHOLDERS,
  type ReplyTemplate,
  type ReplyTemplateResponse,
  type ReplyTemplatesResponse,
} from '@frc/contracts/browser';
import { useStaffSession } from '../../../session/staffSession';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import { OutcomeNotice, type Outcome } from '../../../shared/OutcomeNotice';
import styles from '../../../shared/page.module.scss';
import { staffApiUrl } from '../../../shared/staffApi';
import { useStaffData } from '../../../shared/useStaffData';

export const PLACEHOLDERS_HINT = `Plain text, up to ${MESSAGE_MAX_LENGTH} characters. ${REPLY_TEMPLATE_PLACEHOLDERS.map((each) => `${each.code} becomes ${each.label}`).join(', ')} when a case manager inserts it into a reply.`;

/**
 * The team's reply templates in Settings: every member reads them; an admin adds, changes and deletes them. The
 * form says which placeholders are filled in.
 */
export function ReplyTemplatesSettings({ canEdit }: { canEdit: boolean }) {
  const templates = useStaffData<ReplyTemplatesResponse>(staffApiUrl('reply-templates'));
  const [editing, setEditing] = useState<ReplyTemplate | 'new' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { call } = useStaffSession();
  const items = templates.data?.items ?? null;

  async function remove(template: ReplyTemplate) {
    setOutcome(null);
    const answer = await call(staffApiUrl(`reply-templates/${template.id}/delete`), { json: {} });
    setOutcome(answer.ok ? { ok: true, message: `The template “${template.name}” is deleted.` } : { ok: false, message: answer.message });
    templates.reload();
  }

  return (
    <>
      {templates.status === 'error' && <ErrorNotice message={templates.message} />}
      {items === null ? (
        templates.status === 'loading' && <LoadingNotice label="Loading the templates…" />
      ) : items.length === 0 ? (
        <p className={styles.meta}>No templates yet.{canEdit ? '' : ' An admin can add them.'}</p>
      ) : (
        <ul className={styles.list} aria-label="Reply templates">
          {items.map((template) => (
            <li key={template.id}>
              <p className={styles.templateName}>{template.name}</p>
              <p className={styles.noteText}>{template.text}</p>
              {canEdit && (
                <div className={styles.actions}>
                  <button type="button" className={styles.small} aria-label={`Edit ${template.name}`} onClick={() => setEditing(template)}>
                    Edit
                  </button>
                  <button type="button" className={styles.small} aria-label={`Delete ${template.name}`} onClick={() => void remove(template)}>
                    Delete
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <OutcomeNotice outcome={outcome} />
      {canEdit &&
        (editing ? (
          <TemplateForm
            key={editing === 'new' ? 'new' : editing.id}
            template={editing === 'new' ? null : editing}
            onDone={(message) => {
              setEditing(null);
              if (message) setOutcome({ ok: true, message });
              templates.reload();
            }}
          />
        ) : (
          <button type="button" className={styles.secondary} onClick={() => setEditing('new')}>
            Add a template
          </button>
        ))}
    </>
  );
}

function TemplateForm({ template, onDone }: { template: ReplyTemplate | null; onDone: (message: string | null) => void }) {
  const { call } = useStaffSession();
  const id = useId();
  const [name, setName] = useState(template?.name ?? '');
  const [text, setText] = useState(template?.text ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    setFailure(null);
    const answer = await call<ReplyTemplateResponse>(staffApiUrl(template ? `reply-templates/${template.id}` : 'reply-templates'), { json: { name, text } });
    setSaving(false);
    if (answer.ok) onDone(`The template “${answer.value.template.name}” is saved.`);
    else setFailure(answer.message);
  }

  return (
    <form
      className={styles.form}
      aria-label={template ? `Edit ${template.name}` : 'New template'}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} value={name} required maxLength={REPLY_TEMPLATE_NAME_MAX_LENGTH} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-text`}>Text</label>
        <textarea id={`${id}-text`} rows={5} value={text} required maxLength={MESSAGE_MAX_LENGTH} onChange={(event) => setText(event.target.value)} aria-describedby={`${id}-hint`} />
        <p id={`${id}-hint`} className={styles.hint}>
          {PLACEHOLDERS_HINT} {text.length} of {MESSAGE_MAX_LENGTH} characters.
        </p>
      </div>
      <OutcomeNotice outcome={failure ? { ok: false, message: failure } : null} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Save the template'}
        </button>
        <button type="button" className={styles.secondary} onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
