import { CONTENT_DESCRIPTION_MAX_LENGTH, CONTENT_SLUG_MAX_LENGTH, CONTENT_TITLE_MAX_LENGTH, contentPathOf, type ContentKind } from '@frc/contracts/browser';
import { COMPANY } from '@frc/ui/company';
import styles from '../../../shared/page.module.scss';
import { FieldError } from './FieldError';
import formStyles from './ContentForm.module.scss';

type HeadField = 'title' | 'slug' | 'description';

/** About what a search result shows of a page's title (with the site's name) and of its description, in characters. */
export const SEARCH_TITLE_LENGTH = 60;
export const SEARCH_DESCRIPTION_LENGTH = 155;
const SITE_SUFFIX = ` | ${COMPANY.name}`;

interface ItemHeadFieldsProps {
  /** The form's id prefix: the fields are `<prefix>-title`, `<prefix>-slug`, `<prefix>-description`. */
  idPrefix: string;
  kind: ContentKind;
  values: Readonly<Record<HeadField, string>>;
  errors: Readonly<Record<string, string>>;
  onChange: (field: HeadField, value: string) => void;
}

/** How long a text is against what a search result shows of it. */
function lengthHint(length: number, shown: number): string {
  if (length === 0) return `Search results show about ${shown} characters.`;
  return length > shown ? `${length} characters: search results cut it after about ${shown}.` : `${length} characters: search results show about ${shown}.`;
}

/** A search result of the page as it would look: its title, address and description, cut where results cut them. */
function SearchPreview({ kind, values }: Pick<ItemHeadFieldsProps, 'kind' | 'values'>) {
  const path = contentPathOf(kind, values.slug);
  if (path === null) return null;
  const cut = (text: string, most: number) => (text.length > most ? `${text.slice(0, most - 1).trimEnd()}…` : text);
  const origin = typeof window === 'undefined' ? '' : window.location.host;
  return (
    <figure className={formStyles.searchPreview}>
      <figcaption className={styles.meta}>In search results</figcaption>
      <p className={formStyles.searchTitle}>{cut(`${values.title || 'Title'}${SITE_SUFFIX}`, SEARCH_TITLE_LENGTH)}</p>
      <p className={formStyles.searchAddress}>
        {origin}
        {path}
      </p>
      <p className={formStyles.searchDescription}>{cut(values.description || 'Description', SEARCH_DESCRIPTION_LENGTH)}</p>
    </figure>
  );
}

/**
 * What every item has, whatever its kind: its title, its slug (part of its address) and its description. For an item
 * with a page of its own they are its head (the search result's title and text), shown as a result would show them.
 */
export function ItemHeadFields({ idPrefix, kind, values, errors, onChange }: ItemHeadFieldsProps) {
  const ownPage = contentPathOf(kind, 'x') !== null;
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
        <input {...common('title')} required maxLength={CONTENT_TITLE_MAX_LENGTH} aria-describedby={described('title', ownPage ? `${idPrefix}-title-hint` : undefined)} />
        {ownPage && (
          <p id={`${idPrefix}-title-hint`} className={styles.hint}>
            The page’s title in search results. {lengthHint((values.title + SITE_SUFFIX).length, SEARCH_TITLE_LENGTH)}
          </p>
        )}
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
        <textarea {...common('description')} rows={3} maxLength={CONTENT_DESCRIPTION_MAX_LENGTH} aria-describedby={described('description', ownPage ? `${idPrefix}-description-hint` : undefined)} />
        {ownPage && (
          <p id={`${idPrefix}-description-hint`} className={styles.hint}>
            The text under the title in search results. {lengthHint(values.description.length, SEARCH_DESCRIPTION_LENGTH)}
          </p>
        )}
        <FieldError id={`${idPrefix}-description-error`} message={errors.description} />
      </div>
      {ownPage && <SearchPreview kind={kind} values={values} />}
    </>
  );
}
