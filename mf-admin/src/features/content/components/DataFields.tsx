import { useId, useState } from 'react';
import { hasFeaturedImage, isContentImageRef, type ContentKind, type TextBlock } from '@frc/contracts/browser';
import styles from '../../../shared/page.module.scss';
import { isTextBlockList } from '../richText/blocksDoc';
import { RichTextEditor } from '../richText/RichTextEditor';
import { emptiedLike } from '../contentKinds';
import { FeaturedImageField } from '../media/FeaturedImageField';
import { MediaPicker } from '../media/MediaPicker';
import { FieldError } from './FieldError';
import formStyles from './ContentForm.module.scss';

/** A data key as people read it: `socialImage` is "Social image", `case_study` is "Case study". */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const FEATURED_IMAGE_KEYS = ['image', 'imageAlt'];
const LONG_KEY = /text|description|quote|answer|summary|bio|excerpt|intro|story|content|message|body/i;
const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

interface FieldProps {
  /** Where the value sits: `['data', 'items', '0', 'title']`; errors are keyed by its dotted form. */
  path: readonly string[];
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  errors: Readonly<Record<string, string>>;
}

/** The first error at or under a path (a body's error may name one of its blocks). */
function errorAt(errors: Readonly<Record<string, string>>, path: readonly string[], nested: boolean): string | undefined {
  const key = path.join('.');
  if (errors[key]) return errors[key];
  if (!nested) return undefined;
  const under = Object.keys(errors).find((each) => each.startsWith(`${key}.`));
  return under ? errors[under] : undefined;
}

/** A kind's own fields, drawn from the item's data: text, numbers, switches, groups, lists, bodies and images. */
export function DataFields({
  kind,
  data,
  onChange,
  errors,
}: {
  kind: ContentKind;
  data: Record<string, unknown>;
  onChange: (data: Record<string, unknown>) => void;
  errors: Readonly<Record<string, string>>;
}) {
  const featured = hasFeaturedImage(kind);
  const keys = Object.keys(data).filter((key) => !(featured && FEATURED_IMAGE_KEYS.includes(key)));
  if (keys.length === 0 && !featured) return <p className={styles.meta}>This kind has no fields of its own.</p>;
  return (
    <>
      {featured && <FeaturedImageField data={data} errors={errors} onChange={onChange} />}
      {keys.map((key) => (
        <DataField key={key} path={['data', key]} name={humanise(key)} value={data[key]} errors={errors} onChange={(value) => onChange({ ...data, [key]: value })} />
      ))}
    </>
  );
}

function DataField({ path, name, value, onChange, errors }: FieldProps) {
  const id = useId();
  const key = path[path.length - 1] ?? '';
  // Decided once, so a text field does not turn into a text area under the cursor.
  const [long] = useState(() => typeof value === 'string' && (value.length > 80 || value.includes('\n') || LONG_KEY.test(key)));

  if (isContentImageRef(value)) return <MediaPicker label={name} value={value} error={errorAt(errors, path, true)} onChange={(image) => onChange(image)} />;
  if (isTextBlockList(value, key)) {
    return <RichTextEditor label={name} value={value} onChange={(blocks: TextBlock[]) => onChange(blocks)} error={errorAt(errors, path, true)} />;
  }
  if (Array.isArray(value)) return <ListField path={path} name={name} value={value} onChange={onChange} errors={errors} />;
  if (isPlainObject(value)) {
    return (
      <fieldset className={formStyles.group}>
        <legend>{name}</legend>
        {Object.keys(value).map((child) => (
          <DataField key={child} path={[...path, child]} name={humanise(child)} value={value[child]} errors={errors} onChange={(next) => onChange({ ...value, [child]: next })} />
        ))}
      </fieldset>
    );
  }

  const error = errorAt(errors, path, false);
  const described = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  if (typeof value === 'boolean') {
    return (
      <div className={formStyles.check}>
        <input id={id} type="checkbox" checked={value} onChange={(event) => onChange(event.target.checked)} {...described} />
        <label htmlFor={id}>{name}</label>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{name}</label>
      {typeof value === 'number' ? (
        <input id={id} type="number" inputMode="decimal" value={Number.isFinite(value) ? value : ''} onChange={(event) => onChange(event.target.value === '' ? 0 : Number(event.target.value))} {...described} />
      ) : long ? (
        <textarea id={id} rows={4} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)} {...described} />
      ) : (
        <input id={id} value={String(value ?? '')} onChange={(event) => onChange(value === null && event.target.value === '' ? null : event.target.value)} {...described} />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A list: each entry in its own group, added, removed and moved with named buttons. */
function ListField({ path, name, value, onChange, errors }: FieldProps & { value: unknown[] }) {
  const [first] = value;
  const blank = () => (first === undefined ? '' : emptiedLike(first));
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(next);
  };
  return (
    <fieldset className={formStyles.group}>
      <legend>{name}</legend>
      {value.length === 0 && <p className={styles.meta}>None yet.</p>}
      <ol className={formStyles.entries}>
        {value.map((entry, index) => {
          const entryName = `${name} ${index + 1}`;
          return (
            // Entries have no id of their own: their place is their identity while the form is open.
            <li key={index} className={formStyles.entry}>
              <DataField
                path={[...path, String(index)]}
                name={entryName}
                value={entry}
                errors={errors}
                onChange={(next) => onChange(value.map((each, at) => (at === index ? next : each)))}
              />
              <div className={styles.actions}>
                <button type="button" className={styles.small} aria-label={`Move ${entryName} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  Move up
                </button>
                <button type="button" className={styles.small} aria-label={`Move ${entryName} down`} disabled={index === value.length - 1} onClick={() => move(index, index + 1)}>
                  Move down
                </button>
                <button type="button" className={styles.small} aria-label={`Remove ${entryName}`} onClick={() => onChange(value.filter((_, at) => at !== index))}>
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={styles.actions}>
        <button type="button" className={styles.small} onClick={() => onChange([...value, blank()])}>
          Add to {name.toLowerCase()}
        </button>
      </div>
    </fieldset>
  );
}
