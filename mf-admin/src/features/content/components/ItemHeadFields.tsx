import { CONTENT_DESCRIPTION_MAX_LENGTH, CONTENT_SLUG_MAX_LENGTH, CONTENT_TITLE_MAX_LENGTH, type ContentKind } from '@frc/contracts/browser';
import styles from '../../../shared/page.module.scss';
import { FieldError } from './FieldError';

type HeadField = 'title' | 'slug' | 'description';

interface ItemHeadFieldsProps {
  /** The form's id prefix: the fields are `<prefix>-title`, `<prefix>-slug`, `<prefix>-description`. */
  idPrefix: string;
  kind: ContentKind;
  values: Readonly<Record<HeadField, string>>;
  errors: Readonly<Record<string, string>>;
  onChange: (field: HeadField, value: string) => void;
}

/** What every item has, whatever its kind: its title, its slug (part of its address) and its description. */
export function ItemHeadFields({ idPrefix, kind, values, errors, onChange }: ItemHeadFieldsProps) {
  const described = (field: HeadField, hint?: string) => [hint, errors[field] ? `${idPrefix}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const common = (field: HeadField) => ({
    id: `${idPrefix}-${field}`,
    value: values[field],
    'aria-invalid': errors[field] ? (true as const) : undefined,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-title`}>Title</label>
        <input {...common('title')} required maxLength={CONTENT_TITLE_MAX_LENGTH} aria-describedby={described('title')} />
        <FieldError id={`${idPrefix}-title-error`} message={errors.title} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-slug`}>Slug</label>
        <input {...common('slug')} required maxLength={CONTENT_SLUG_MAX_LENGTH} aria-describedby={described('slug', `${idPrefix}-slug-hint`)} />
        <p id={`${idPrefix}-slug-hint`} className={styles.hint}>
          {kind === 'page' ? 'The page’s path, like /forex-scams.' : 'Lower-case words joined by hyphens: part of the address.'}
        </p>
        <FieldError id={`${idPrefix}-slug-error`} message={errors.slug} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-description`}>Description</label>
        <textarea {...common('description')} rows={3} maxLength={CONTENT_DESCRIPTION_MAX_LENGTH} aria-describedby={described('description')} />
        <FieldError id={`${idPrefix}-description-error`} message={errors.description} />
      </div>
    </>
  );
}
