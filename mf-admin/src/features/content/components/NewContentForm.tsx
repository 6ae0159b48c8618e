import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { blankFormData, CONTENT_SLUG_MAX_LENGTH, contentFormOf, type ContentKind } from '@frc/contracts/browser';
import { contentItemPath } from '../../../paths';
import { useStaffSession } from '../../../session/staffSession';
import { OutcomeNotice } from '../../../shared/OutcomeNotice';
import styles from '../../../shared/page.module.scss';
import { contentUrls, formFieldName, type ContentItemDetail, type ContentItemResponse } from '../api/contentApi';
import { contentKindLabel } from '../contentKinds';
import { useFirstErrorFocus } from './FieldError';
import { ItemHeadFields } from './ItemHeadFields';

/** A slug from a title: "Pig butchering: a warning" is `pig-butchering-a-warning`. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTENT_SLUG_MAX_LENGTH);
}

/** An item's detail, whether the API answers it alone or as `{ item }`. */
export const itemOf = (answer: ContentItemResponse | ContentItemDetail): ContentItemDetail => ('item' in answer ? answer.item : answer);

/**
 * A new item of a kind: its slug, title and description, then its editor. Its data is every field of its kind's form
 * (a page's: of its kind of page, by its path), blank, whatever other items of the kind hold.
 */
export function NewContentForm({ kind, onCancel }: { kind: ContentKind; onCancel: () => void }) {
  const { call } = useStaffSession();
  const navigate = useNavigate();
  const id = useId();
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTouched, setSlugTouched] = useState(false);
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const formRef = useFirstErrorFocus(fieldErrors);
  const label = contentKindLabel(kind).toLowerCase();

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setFieldErrors({});
    const data = blankFormData(contentFormOf(kind, slug));
    const answer = await call<ContentItemResponse | ContentItemDetail>(contentUrls.create(kind), { json: { slug, title, description, socialImage: null, data } });
    setBusy(false);
    if (answer.ok) return navigate(contentItemPath(kind, itemOf(answer.value).id));
    setFailure(answer.message);
    setFieldErrors(Object.fromEntries(Object.entries(answer.fieldErrors ?? {}).map(([field, message]) => [formFieldName(field), message])));
  }

  return (
    <form ref={formRef} className={styles.form} aria-label={`New ${label}`} onSubmit={create} aria-busy={busy} noValidate>
      <ItemHeadFields
        idPrefix={id}
        kind={kind}
        values={{ title, slug, description }}
        errors={fieldErrors}
        onChange={(field, value) => {
          if (field === 'title') {
            setTitle(value);
            if (!slugTouched) setSlug(slugOf(value));
          } else if (field === 'slug') {
            setSlugTouched(true);
            setSlug(value);
          } else setDescription(value);
        }}
      />
      <OutcomeNotice outcome={failure ? { ok: false, message: failure } : null} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy || !title.trim() || !slug.trim()}>
          {busy ? 'Creating…' : `Create the ${label}`}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
