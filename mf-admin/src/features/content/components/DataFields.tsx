import { useId, useState } from 'react';
import {
  blankOf,
  CONSULTATION_ACTIONS,
  consultationActionCode,
  contentFormOf,
  hasFeaturedImage,
  type ContentIconName,
  type ContentImageRef,
  type ContentKind,
  type FormField,
  type Swatch,
  type TextBlock,
} from '@frc/contracts/browser';
import { CONTENT_ICONS } from '@frc/ui/contentIcons';
import styles from '../../../shared/page.module.scss';
import { RichTextEditor } from '../richText/RichTextEditor';
import { FeaturedImageField } from '../media/FeaturedImageField';
import { MediaPicker } from '../media/MediaPicker';
import { FieldError } from './FieldError';
import { slugOf } from './NewContentForm';
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

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
type Errors = Readonly<Record<string, string>>;

/** The first error at or under a path (a body's or a group's error may name a part of it). */
function errorAt(errors: Errors, path: readonly string[], nested: boolean): string | undefined {
  const key = path.join('.');
  if (errors[key]) return errors[key];
  if (!nested) return undefined;
  const under = Object.keys(errors).find((each) => each.startsWith(`${key}.`));
  return under ? errors[under] : undefined;
}

/** The words an item's data holds (its bodies, texts and lines; never a code), and the minutes they take to read. */
export function readingOf(data: unknown): { words: number; minutes: number } {
  const texts: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) && key !== 'kind' && key !== 'id' && key !== 'Icon' && key !== 'icon' && key !== 'tone' && key !== 'to') texts.push(value);
    } else if (Array.isArray(value)) value.forEach((each) => walk(each, key));
    else if (isPlainObject(value)) for (const [child, each] of Object.entries(value)) walk(each, child);
  };
  walk(data, '');
  const words = texts.join(' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  return { words, minutes: Math.max(1, Math.round(words / 200)) };
}

interface DataFieldsProps {
  kind: ContentKind;
  /** The item's saved slug: a page's kind is known by its path. */
  slug: string;
  data: Record<string, unknown>;
  onChange: (data: Record<string, unknown>) => void;
  errors: Errors;
}

/**
 * A kind's own fields, as its form declares them (contentForms.ts): the page's sections in page order, each
 * collapsible, with an outline to jump between them when there are several.
 */
export function DataFields({ kind, slug, data, onChange, errors }: DataFieldsProps) {
  const id = useId();
  const form = contentFormOf(kind, slug);
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const reading = readingOf(data);
  const sectionId = (index: number) => `${id}-section-${index}`;
  const toggle = (index: number, open: boolean) => setClosed((current) => new Set([...current].filter((each) => each !== index || !open).concat(open ? [] : [index])));

  const featured = hasFeaturedImage(kind);
  if (form.sections.length === 0 && !featured) return <p className={styles.meta}>This page has no fields of its own: it lists its items.</p>;
  return (
    <>
      {featured && <FeaturedImageField data={data} errors={errors} onChange={onChange} />}
      <p className={styles.meta}>{`${form.label}: ${reading.words.toLocaleString('en-GB')} ${reading.words === 1 ? 'word' : 'words'}, about ${reading.minutes} ${reading.minutes === 1 ? 'minute' : 'minutes'} to read.`}</p>
      {form.sections.length > 1 && (
        <nav className={formStyles.outline} aria-label="Sections of this form">
          <ol>
            {form.sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#${sectionId(index)}`} onClick={() => toggle(index, true)}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {form.sections.map((section, index) => (
        <details
          key={section.title}
          id={sectionId(index)}
          className={formStyles.section}
          open={!closed.has(index)}
          onToggle={(event) => {
            const open = event.currentTarget.open;
            if (open === closed.has(index)) toggle(index, open);
          }}
        >
          <summary>
            <h2 className={formStyles.sectionTitle}>{section.title}</h2>
          </summary>
          <div className={formStyles.sectionFields}>
            <Fields fields={section.fields} value={data} path={['data']} errors={errors} onChange={onChange} />
          </div>
        </details>
      ))}
    </>
  );
}

interface FieldsProps {
  fields: readonly FormField[];
  value: Record<string, unknown>;
  path: readonly string[];
  errors: Errors;
  onChange: (value: Record<string, unknown>) => void;
}

/** A group's fields; a changed title renames the group's anchor when the anchor was made from the old title. */
function Fields({ fields, value, path, errors, onChange }: FieldsProps) {
  const anchor = fields.find((field) => field.type === 'anchor');
  const set = (key: string, next: unknown) => {
    const updated: Record<string, unknown> = { ...value };
    if (next === undefined) delete updated[key];
    else updated[key] = next;
    if (anchor && key === 'title' && typeof next === 'string' && (value[anchor.key] ?? '') === slugOf(String(value.title ?? ''))) updated[anchor.key] = slugOf(next);
    onChange(updated);
  };
  return (
    <>
      {fields.map((field) =>
        field.type === 'hidden' || field.type === 'anchor' ? null : (
          <Field key={field.key} field={field} value={value[field.key]} path={[...path, field.key]} errors={errors} onChange={(next) => set(field.key, next)} />
        ),
      )}
    </>
  );
}

interface FieldProps<F = FormField> {
  field: F;
  value: unknown;
  path: readonly string[];
  errors: Errors;
  onChange: (value: unknown) => void;
}

function Field({ field, value, path, errors, onChange }: FieldProps) {
  if (field.type === 'hidden' || field.type === 'anchor') return null;
  const label = field.label;
  if (field.optional && value === undefined && (field.type === 'group' || field.type === 'list' || field.type === 'image')) {
    if (field.type === 'image') return <ImageField label={label} value={null} onChange={onChange} />;
    return (
      <div className={styles.actions}>
        <button type="button" className={styles.small} onClick={() => onChange(field.type === 'group' ? blankOf(field) : [])}>
          Add {label.toLowerCase()}
        </button>
        {field.help && <p className={styles.hint}>{field.help}</p>}
      </div>
    );
  }
  const remove = field.optional ? () => onChange(undefined) : undefined;
  switch (field.type) {
    case 'group':
      return (
        <fieldset className={formStyles.group}>
          <legend>{label}</legend>
          {field.help && <p className={styles.hint}>{field.help}</p>}
          <Fields fields={field.fields} value={isPlainObject(value) ? value : {}} path={path} errors={errors} onChange={onChange} />
          {remove && (
            <div className={styles.actions}>
              <button type="button" className={styles.small} onClick={remove}>
                Remove {label.toLowerCase()}
              </button>
            </div>
          )}
        </fieldset>
      );
    case 'list':
      return <ListField field={field} value={Array.isArray(value) ? value : []} path={path} errors={errors} onChange={onChange} />;
    case 'body':
      return <RichTextEditor label={label} value={Array.isArray(value) ? (value as TextBlock[]) : []} onChange={(blocks: TextBlock[]) => onChange(blocks)} error={errorAt(errors, path, true)} help={field.help} />;
    case 'image':
      return <ImageField label={label} value={isPlainObject(value) ? (value as unknown as ContentImageRef) : null} error={errorAt(errors, path, true)} onChange={onChange} />;
    default:
      return <Control field={field} label={label} value={value} error={errorAt(errors, path, false)} onChange={(next) => onChange(field.optional && next === '' ? undefined : next)} />;
  }
}

/** One value: a line, a text, a date, a number, a switch, a select, an icon picker or swatches. */
function Control({ field, label, value, error, onChange }: { field: FormField; label: string; value: unknown; error: string | undefined; onChange: (value: unknown) => void }) {
  const id = useId();
  const hint = field.help ? `${id}-hint` : undefined;
  const describedBy = [hint, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': describedBy };
  const notes = (
    <>
      {field.help && (
        <p id={hint} className={styles.hint}>
          {field.help}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
  const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);

  if (field.type === 'switch') {
    return (
      <div className={formStyles.check}>
        <input type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} {...common} />
        <label htmlFor={id}>{label}</label>
        {notes}
      </div>
    );
  }
  if (field.type === 'icon') return <IconPicker id={id} label={label} value={text} icons={field.icons} error={error} onChange={onChange} />;
  if (field.type === 'tone') return <Swatches id={id} label={label} value={text} tones={field.tones} error={error} onChange={onChange} />;

  let control;
  if (field.type === 'choice' || field.type === 'action') {
    const choices = field.type === 'choice' ? field.options : CONSULTATION_ACTIONS;
    const current = field.type === 'action' ? (consultationActionCode(value) ?? '') : text;
    control = (
      <select
        {...common}
        value={current}
        onChange={(event) => {
          const code = event.target.value;
          if (field.type === 'action') onChange(CONSULTATION_ACTIONS.find((each) => each.code === code)?.value ?? null);
          else onChange(field.numeric && code !== '' ? Number(code) : code);
        }}
      >
        {!choices.some((each) => each.code === current) && <option value={current}>{current === '' ? 'Choose one' : `${current} (not drawn: choose another)`}</option>}
        {choices.map((each) => (
          <option key={each.code} value={each.code}>
            {each.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'number') {
    control = <input {...common} type="number" inputMode="decimal" value={Number.isFinite(value) ? (value as number) : ''} onChange={(event) => onChange(event.target.value === '' ? 0 : Number(event.target.value))} />;
  } else if (field.type === 'text') {
    control = <textarea {...common} rows={4} value={text} onChange={(event) => onChange(event.target.value)} />;
  } else {
    const nullable = 'nullable' in field && field.nullable;
    control = (
      <input
        {...common}
        type={field.type === 'date' ? 'date' : 'text'}
        inputMode={field.type === 'link' ? 'url' : undefined}
        value={text}
        onChange={(event) => onChange(nullable && event.target.value === '' ? null : event.target.value)}
      />
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {control}
      {notes}
    </div>
  );
}

const iconLabel = (name: string) => humanise(name).replace(/(\D)(\d)$/, '$1 $2');

/** An icon chosen by sight: the current one on a button that opens the icons the templates can draw. */
function IconPicker({ id, label, value, icons, error, onChange }: { id: string; label: string; value: string; icons: readonly string[]; error: string | undefined; onChange: (value: string) => void }) {
  const [open, setOpen] = useState(false);
  const Current = CONTENT_ICONS[value as ContentIconName];
  const drawn = icons.includes(value);
  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={formStyles.label}>
        {label}
      </span>
      <button
        type="button"
        className={formStyles.iconButton}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-expanded={open}
        aria-controls={`${id}-choices`}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => setOpen(!open)}
      >
        {Current && drawn && <Current aria-hidden="true" size={24} />}
        <span id={`${id}-value`}>{drawn ? iconLabel(value) : value ? `${value}: not drawn, choose one` : 'Choose one'}</span>
      </button>
      {open && (
        <fieldset id={`${id}-choices`} className={formStyles.iconGrid}>
          <legend>Choose the {label.toLowerCase()}</legend>
          {icons.map((name) => {
            const Icon = CONTENT_ICONS[name as ContentIconName];
            return (
              <label key={name} className={formStyles.iconChoice}>
                <input
                  type="radio"
                  name={`${id}-icon`}
                  value={name}
                  checked={value === name}
                  onChange={() => {
                    onChange(name);
                    setOpen(false);
                  }}
                />
                {Icon && <Icon aria-hidden="true" size={24} />}
                <span>{iconLabel(name)}</span>
              </label>
            );
          })}
        </fieldset>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A colour chosen from the named swatches its template draws. */
function Swatches({ id, label, value, tones, error, onChange }: { id: string; label: string; value: string; tones: readonly Swatch[]; error: string | undefined; onChange: (value: string) => void }) {
  return (
    <fieldset className={formStyles.swatches} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      {tones.map((tone) => (
        <label key={tone.code} className={formStyles.swatch}>
          <input type="radio" name={`${id}-tone`} value={tone.code} checked={value === tone.code} onChange={() => onChange(tone.code)} />
          <svg className={formStyles.chip} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect width="24" height="24" rx="4" fill={tone.color} />
          </svg>
          {tone.label}
        </label>
      ))}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** An uploaded image a field holds, chosen in the media library (or uploaded there), and removed. */
function ImageField({ label, value, error, onChange }: { label: string; value: ContentImageRef | null; error?: string; onChange: (value: unknown) => void }) {
  return <MediaPicker label={label} value={value} error={error} onChange={(image) => onChange(image ?? undefined)} />;
}

/** A repeated group or line: each entry named by its number, added, removed and moved with named buttons. */
function ListField({ field, value, path, errors, onChange }: FieldProps<Extract<FormField, { type: 'list' }>> & { value: unknown[] }) {
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(next);
  };
  const error = errorAt(errors, path, false);
  return (
    <fieldset className={formStyles.group}>
      <legend>{field.label}</legend>
      {field.help && <p className={styles.hint}>{field.help}</p>}
      {value.length === 0 && <p className={styles.meta}>None yet.</p>}
      <ol className={formStyles.entries}>
        {value.map((entry, index) => {
          const entryName = `${field.entry} ${index + 1}`;
          const entryPath = [...path, String(index)];
          const replace = (next: unknown) => onChange(value.map((each, at) => (at === index ? next : each)));
          return (
            // Entries have no id of their own: their place is their identity while the form is open.
            <li key={index} className={formStyles.entry}>
              {field.of.type === 'group' ? (
                <fieldset className={formStyles.group}>
                  <legend>{entryName}</legend>
                  <Fields fields={field.of.fields} value={isPlainObject(entry) ? entry : {}} path={entryPath} errors={errors} onChange={replace} />
                </fieldset>
              ) : (
                <Control field={{ key: String(index), label: entryName, type: field.of.type }} label={entryName} value={entry} error={errorAt(errors, entryPath, false)} onChange={replace} />
              )}
              <div className={styles.actions}>
                <button type="button" className={styles.small} aria-label={`Move up: ${entryName}`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  Move up
                </button>
                <button type="button" className={styles.small} aria-label={`Move down: ${entryName}`} disabled={index === value.length - 1} onClick={() => move(index, index + 1)}>
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
      <FieldError id={`${path.join('-')}-error`} message={error} />
      <div className={styles.actions}>
        <button type="button" className={styles.small} onClick={() => onChange([...value, blankOf(field.of)])}>
          Add {field.entry.toLowerCase()}
        </button>
      </div>
    </fieldset>
  );
}
