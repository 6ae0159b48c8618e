import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { contentImageUrl, contentImageWidths, type ContentFields, type TextBlock } from '@frc/contracts/browser';
import { useStaffSession } from '../../../session/staffSession';
import { Moment } from '../../../shared/Moment';
import { OutcomeNotice, type Outcome } from '../../../shared/OutcomeNotice';
import styles from '../../../shared/page.module.scss';
import { contentUrls, formFieldName, type ContentImageResponse, type ContentItemDetail, type ContentItemResponse } from '../api/contentApi';
import { imagesWithoutAlt, isTextBlockList } from '../richText/blocksDoc';
import { forgetInterruptedEdit, forgetUnsavedCopy, interruptedEditOf, keepInterruptedEdit, keepUnsavedCopy, unsavedCopyOf, type UnsavedCopy } from '../unsavedCopy';
import { itemOf } from './NewContentForm';
import { DataFields } from './DataFields';
import { FieldError, useFirstErrorFocus } from './FieldError';
import { ItemHeadFields } from './ItemHeadFields';
import { useLeaveGuard } from './useLeaveGuard';
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

/** Autosave: this long after the last change (or at once when the member leaves a field). */
export const AUTOSAVE_DELAY_MS = 3_000;
/** After a save that did not reach the server, tried again after these waits (the last one repeats). */
export const AUTOSAVE_RETRY_MS = [5_000, 10_000, 30_000] as const;

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'retrying' | 'refused' | 'conflict';

const savedAtFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The autosave's state, as the member reads it (and a screen reader announces it, politely). */
export function saveStateText(state: SaveState, savedAt: Date | null): string {
  switch (state) {
    case 'pending':
      return 'Changes not saved yet';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return savedAt ? `Saved at ${savedAtFormat.format(savedAt)}` : '';
    case 'retrying':
      return 'Not saved: retrying';
    case 'refused':
      return 'Not saved: see the fields marked';
    case 'conflict':
      return 'Not saved: someone else saved this item';
    default:
      return '';
  }
}

/** A failure worth trying again: no answer, the server busy or failing. */
const transient = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

interface ContentEditorProps {
  item: ContentItemDetail;
  /** The item as the server now has it, after a save: its version, status and draft. */
  onSaved: (item: ContentItemDetail) => void;
  /** The member took the other member's version: the page shows it in a fresh form. */
  onReplaced: (item: ContentItemDetail) => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * An item's draft: the fields every item has, then the kind's own. It saves itself a few seconds after the last
 * change and when the member leaves a field (an autosave, folded into their current revision); "Save draft" starts
 * a new revision. Every save sends the version it started from; when someone else saved first (409) nothing typed
 * here is lost, and the member chooses whose version stays. Unsaved changes are kept in the browser meanwhile.
 */
export function ContentEditor({ item, onSaved, onReplaced, onDirtyChange }: ContentEditorProps) {
  const { call } = useStaffSession();
  const id = useId();
  // Changes the member was typing when their session ended: back after the sign-in, taken up and saved.
  const [resumed] = useState(() => {
    const interrupted = interruptedEditOf(item.kind, item.id);
    return interrupted?.version === item.version ? interrupted : null;
  });
  const [offered, setOffered] = useState<UnsavedCopy | null>(() => {
    const kept = resumed ? null : unsavedCopyOf(item.kind, item.id);
    return kept && JSON.stringify(kept.fields) !== JSON.stringify(item.draft) ? kept : null;
  });
  const [fields, setFields] = useState<ContentFields>(resumed?.fields ?? item.draft);
  const [dirty, setDirty] = useState(resumed !== null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [theirs, setTheirs] = useState<ContentItemDetail | null>(null);
  const [imageStatus, setImageStatus] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveState>(resumed ? 'pending' : 'idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const formRef = useFirstErrorFocus(fieldErrors);

  // What the saves read when they run (they run one after another, each from the version the last one left).
  const current = useRef(fields);
  const savedText = useRef(JSON.stringify(item.draft));
  const version = useRef(resumed?.version ?? item.version);
  const seenVersion = useRef(item.version);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const retries = useRef(0);
  const inConflict = useRef(false);
  const leaving = useRef(false);

  // A publish, a schedule or a restore moved the item on: the next save starts from there.
  useEffect(() => {
    if (item.version === seenVersion.current) return;
    seenVersion.current = item.version;
    version.current = item.version;
  }, [item.version]);

  function markDirty(next: boolean) {
    setDirty(next);
    onDirtyChange(next);
  }

  async function send(mode: 'autosave' | 'save', over?: number) {
    const sent = current.current;
    const text = JSON.stringify(sent);
    if (mode === 'autosave' && (text === savedText.current || inConflict.current)) return;
    // The conflict is on screen: only the member's choice there saves.
    if (mode === 'save' && inConflict.current && over === undefined) return;
    const own = missingAltErrors(sent);
    if (Object.keys(own).length) {
      setFieldErrors(own);
      setSaveState('refused');
      if (mode === 'save') setOutcome({ ok: false, message: 'Some images have no alt text: nothing was saved.' });
      return;
    }
    if (over !== undefined) version.current = over;
    setSaveState('saving');
    if (mode === 'save') setBusy(true);
    const answer = await call<ContentItemResponse | ContentItemDetail>(contentUrls.item(item.kind, item.id), {
      json: { version: version.current, changes: sent, ...(mode === 'autosave' ? { autosave: true } : {}) },
    });
    setBusy(false);
    if (answer.ok) {
      const next = itemOf(answer.value);
      version.current = next.version;
      seenVersion.current = next.version;
      savedText.current = text;
      retries.current = 0;
      inConflict.current = false;
      setTheirs(null);
      setFieldErrors({});
      setSavedAt(new Date());
      const stillDirty = JSON.stringify(current.current) !== text;
      setSaveState(stillDirty ? 'pending' : 'saved');
      if (stillDirty) keepUnsavedCopy(item.kind, item.id, next.version, current.current);
      else forgetUnsavedCopy(item.kind, item.id);
      markDirty(stillDirty);
      if (mode === 'save') setOutcome({ ok: true, message: 'The draft is saved.' });
      onSaved(next);
      return;
    }
    if (answer.status === 409) {
      inConflict.current = true;
      setSaveState('conflict');
      const stored = await call<ContentItemResponse | ContentItemDetail>(contentUrls.item(item.kind, item.id), { method: 'GET' });
      if (stored.ok) setTheirs(itemOf(stored.value));
      else setOutcome({ ok: false, message: stored.message });
      return;
    }
    // The session ended (401): the page goes to the sign-in, and the changes come back after it.
    if (answer.status === 401) return;
    if (transient(answer.status)) {
      setSaveState('retrying');
      if (mode === 'save') setOutcome({ ok: false, message: answer.message });
      const wait = AUTOSAVE_RETRY_MS[Math.min(retries.current, AUTOSAVE_RETRY_MS.length - 1)];
      retries.current += 1;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void enqueue('autosave'), wait);
      return;
    }
    setSaveState('refused');
    setOutcome({ ok: false, message: answer.message });
    setFieldErrors(Object.fromEntries(Object.entries(answer.fieldErrors ?? {}).map(([field, message]) => [formFieldName(field), message])));
  }

  /** Saves run one at a time, in the order asked: a save never races the autosave before it into a conflict. */
  function enqueue(mode: 'autosave' | 'save', over?: number): Promise<void> {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    queue.current = queue.current.then(() => send(mode, over));
    return queue.current;
  }

  function change(next: Partial<ContentFields>) {
    const updated = { ...current.current, ...next };
    current.current = updated;
    setFields(updated);
    const unsaved = JSON.stringify(updated) !== savedText.current;
    markDirty(unsaved);
    if (!unsaved) {
      // Typed back to what is saved: nothing is waiting.
      if (!inConflict.current) setSaveState(savedAt ? 'saved' : 'idle');
      return forgetUnsavedCopy(item.kind, item.id);
    }
    keepUnsavedCopy(item.kind, item.id, version.current, updated);
    if (!inConflict.current) setSaveState('pending');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void enqueue('autosave'), AUTOSAVE_DELAY_MS);
  }

  // Taken up after a sign-in: saved at once. Leaving with unsaved changes (the session ended, or the member went
  // back) keeps them in this page's memory for when the editor opens again.
  useEffect(() => {
    // Forgotten once this editor has mounted, not while rendering: a render thrown away would have lost it.
    forgetInterruptedEdit(item.kind, item.id);
    if (resumed) {
      keepUnsavedCopy(item.kind, item.id, resumed.version, resumed.fields);
      void enqueue('autosave');
    }
    return () => {
      if (timer.current) clearTimeout(timer.current);
      // A logout forgot the browser's copy: nothing is taken up for whoever signs in next.
      if (!leaving.current && JSON.stringify(current.current) !== savedText.current && unsavedCopyOf(item.kind, item.id)) {
        keepInterruptedEdit({ version: version.current, fields: current.current, at: new Date().toISOString() }, item.kind, item.id);
      }
    };
    // Once, for this editor's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Leaving a field saves at once; moving to the Save button leaves that to the button.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return undefined;
    const left = (event: FocusEvent) => {
      if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit') return;
      if (timer.current) void enqueue('autosave');
    };
    form.addEventListener('focusout', left);
    return () => form.removeEventListener('focusout', left);
    // The listener reads refs only: once is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLeaveGuard(dirty, () => {
    leaving.current = true;
  });

  function restoreOffered(copy: UnsavedCopy) {
    setOffered(null);
    version.current = copy.version;
    change(copy.fields);
  }

  function discardOffered() {
    setOffered(null);
    forgetUnsavedCopy(item.kind, item.id);
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
        setOutcome(null);
        void enqueue('save');
      }}
    >
      {offered && (
        <div className={styles.warning} role="region" aria-label="Unsaved changes kept in this browser">
          <p>
            Changes typed here on <Moment at={offered.at} /> were not saved. This browser kept them.
            {offered.version !== item.version && ' The item has been saved since: saving them will ask whose version to keep.'}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.small} onClick={() => restoreOffered(offered)}>
              Restore my unsaved changes
            </button>
            <button type="button" className={styles.small} onClick={discardOffered}>
              Discard them
            </button>
          </div>
        </div>
      )}
      {theirs && (
        <div className={styles.warning} role="alert">
          <p>{CONFLICT_MESSAGE}</p>
          <p className={styles.meta}>
            Their version: “{theirs.draft.title}”, saved as version {theirs.version}.
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.small}
              onClick={() => {
                leaving.current = true;
                forgetUnsavedCopy(item.kind, item.id);
                onReplaced(theirs);
              }}
            >
              Reload their version
            </button>
            <button
              type="button"
              className={styles.small}
              onClick={() => {
                setTheirs(null);
                setOutcome(null);
                void enqueue('save', theirs.version);
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
          Save draft
        </button>
        <p role="status" className={styles.meta}>
          {saveStateText(saveState, savedAt)}
        </p>
      </div>
    </form>
  );
}
