import { useId, useState, type FormEvent } from 'react';
import { contentImageUrl, contentImageWidths, type ContentFields, type TextBlock } from '@frc/contracts/browser';
import { useStaffSession } from '../../../session/staffSession';
import { OutcomeNotice, type Outcome } from '../../../shared/OutcomeNotice';
import styles from '../../../shared/page.module.scss';
import { contentUrls, formFieldName, type ContentImageResponse, type ContentItemDetail, type ContentItemResponse } from '../api/contentApi';
import { imagesWithoutAlt, isTextBlockList } from '../richText/blocksDoc';
import { itemOf } from './NewContentForm';
import { DataFields } from './DataFields';
import { FieldError, useFirstErrorFocus } from './FieldError';
import { ItemHeadFields } from './ItemHeadFields';
import formStyles from './ContentForm.module.scss';

export const CONFLICT_MESSAGE = 'Someone else saved this item while you were editing. Your changes are kept below: reload their version or save yours over it.';

/** Every body in an item's data (at any depth), with where it is. */
function bodiesOf(value: unknown, path: string[]): { path: string[]; blocks: TextBlock[] }[] {
  if (isTextBlockList(value, path[path.length - 1])) return [{ path, blocks: value }];
  if (Array.isArray(value)) return value.flatMap((each, index) => bodiesOf(each, [...path, String(index)]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, each]) => bodiesOf(each, [...path, key]));
  return [];
}

/** The form's own refusals: an image without alt text is never saved. */
function missingAltErrors(fields: ContentFields): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const body of bodiesOf(fields.data, ['data'])) {
    const missing = imagesWithoutAlt(body.blocks);
    if (missing.length) errors[body.path.join('.')] = `Give every image alt text before saving: image ${missing.join(', ')} of this text has none.`;
  }
  return errors;
}

interface ContentEditorProps {
  item: ContentItemDetail;
  /** The item as the server now has it, after a save: its version, status and draft. */
  onSaved: (item: ContentItemDetail) => void;
  /** The member took the other member's version: the page shows it in a fresh form. */
  onReplaced: (item: ContentItemDetail) => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * An item's draft: the fields every item has, then the kind's own. A save sends the version it started from; when
 * someone else saved first (409) nothing typed here is lost, and the member chooses whose version stays.
 */
export function ContentEditor({ item, onSaved, onReplaced, onDirtyChange }: ContentEditorProps) {
  const { call } = useStaffSession();
  const id = useId();
  const [fields, setFields] = useState<ContentFields>(item.draft);
  const [saved, setSaved] = useState<string>(() => JSON.stringify(item.draft));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [theirs, setTheirs] = useState<ContentItemDetail | null>(null);
  const [imageStatus, setImageStatus] = useState<string | null>(null);
  const formRef = useFirstErrorFocus(fieldErrors);

  function change(next: Partial<ContentFields>) {
    const updated = { ...fields, ...next };
    setFields(updated);
    onDirtyChange(JSON.stringify(updated) !== saved);
  }

  async function save(version: number) {
    setOutcome(null);
    const own = missingAltErrors(fields);
    if (Object.keys(own).length) {
      setFieldErrors(own);
      setOutcome({ ok: false, message: 'Some images have no alt text: nothing was saved.' });
      return;
    }
    setBusy(true);
    setFieldErrors({});
    const answer = await call<ContentItemResponse | ContentItemDetail>(contentUrls.item(item.kind, item.id), { json: { version, changes: fields } });
    if (answer.ok) {
      const next = itemOf(answer.value);
      setBusy(false);
      setTheirs(null);
      setSaved(JSON.stringify(fields));
      onDirtyChange(false);
      setOutcome({ ok: true, message: 'The draft is saved.' });
      onSaved(next);
      return;
    }
    if (answer.status === 409) {
      const current = await call<ContentItemResponse | ContentItemDetail>(contentUrls.item(item.kind, item.id), { method: 'GET' });
      setBusy(false);
      if (current.ok) setTheirs(itemOf(current.value));
      else setOutcome({ ok: false, message: current.message });
      return;
    }
    setBusy(false);
    setOutcome({ ok: false, message: answer.message });
    setFieldErrors(Object.fromEntries(Object.entries(answer.fieldErrors ?? {}).map(([field, message]) => [formFieldName(field), message])));
  }

  async function uploadSocialImage(file: File) {
    setImageStatus('Uploading the image…');
    const form = new FormData();
    form.append('file', file);
    const answer = await call<ContentImageResponse>(contentUrls.images, { form });
    if (!answer.ok) return setImageStatus(answer.message);
    setImageStatus(null);
    change({ socialImage: answer.value.image });
  }

  return (
    <form
      ref={formRef}
      className={formStyles.form}
      aria-label="Draft"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void save(item.version);
      }}
    >
      {theirs && (
        <div className={styles.warning} role="alert">
          <p>{CONFLICT_MESSAGE}</p>
          <p className={styles.meta}>
            Their version: “{theirs.draft.title}”, saved as version {theirs.version}.
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.small} onClick={() => onReplaced(theirs)}>
              Reload their version
            </button>
            <button
              type="button"
              className={styles.small}
              onClick={() => {
                const version = theirs.version;
                setTheirs(null);
                void save(version);
              }}
            >
              Save mine over theirs
            </button>
          </div>
        </div>
      )}
      <ItemHeadFields idPrefix={id} kind={item.kind} values={fields} errors={fieldErrors} onChange={(field, value) => change({ [field]: value })} />
      <fieldset className={formStyles.group}>
        <legend>Social image</legend>
        {fields.socialImage ? (
          <img
            className={formStyles.socialImage}
            src={contentImageUrl(fields.socialImage.id, contentImageWidths(fields.socialImage.width)[0] ?? 480, 'webp')}
            width={fields.socialImage.width}
            height={fields.socialImage.height}
            alt="The social image, as link previews show it"
          />
        ) : (
          <p className={styles.meta}>None: link previews use the site’s own.</p>
        )}
        <div className={styles.field}>
          <label htmlFor={`${id}-social`}>{fields.socialImage ? 'Replace the image' : 'Upload an image'}</label>
          <input
            id={`${id}-social`}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/avif,image/gif"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void uploadSocialImage(file);
            }}
            aria-invalid={fieldErrors.socialImage ? true : undefined}
            aria-describedby={fieldErrors.socialImage ? `${id}-socialImage-error` : undefined}
          />
          <FieldError id={`${id}-socialImage-error`} message={fieldErrors.socialImage} />
        </div>
        {imageStatus && (
          <p role="status" className={styles.meta}>
            {imageStatus}
          </p>
        )}
        {fields.socialImage && (
          <div className={styles.actions}>
            <button type="button" className={styles.small} onClick={() => change({ socialImage: null })}>
              Remove the social image
            </button>
          </div>
        )}
      </fieldset>
      <DataFields kind={item.kind} slug={item.draft.slug} data={fields.data} errors={fieldErrors} onChange={(data) => change({ data })} />
      <OutcomeNotice outcome={outcome} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Save draft'}
        </button>
      </div>
    </form>
  );
}
