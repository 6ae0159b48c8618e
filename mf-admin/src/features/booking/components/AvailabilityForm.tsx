import { useState, type FormEvent, type ReactNode } from 'react';
import { BOOKING_OFFICE_API, WEEKDAY_NAMES, type AvailabilityResponse, type AvailabilityUpdateRequest } from '@frc/contracts/browser';
import { knownTimeZones } from '@frc/ui/booking/slotTimes';
import { useStaffSession } from '../../../session/staffSession';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import pageStyles from '../../../shared/page.module.scss';
import { controlOf, draftOf, fieldId, NUMBER_FIELDS, rulesOf, WEEKDAYS, type AvailabilityDraft, type ExceptionDraft, type NumberField, type SpanDraft, type Weekday } from '../availabilityDraft';
import styles from './AvailabilityForm.module.scss';

const EXCEPTION_KINDS: { code: ExceptionDraft['kind']; label: string }[] = [
  { code: 'off', label: 'Day off' },
  { code: 'blocked', label: 'Blocked hours' },
  { code: 'extra', label: 'Extra hours' },
];

interface Props {
  availability: AvailabilityResponse;
  /** The member edits their own (the words say "your"), or an admin someone else's. */
  own: boolean;
  onSaved: () => void;
  /** Someone else saved first: the page reads theirs again. */
  onConflict: (message: string) => void;
}

/**
 * One consultant's booking rules: weekly hours in their own zone, dated exceptions, the consultation's length,
 * buffers, notice, horizon and daily cap, and whether they take bookings at all. Bad input (an end before its start,
 * overlapping hours) is named beside its field before anything is sent; the API's refusals show the same way.
 */
export function AvailabilityForm({ availability, own, onSaved, onConflict }: Props) {
  const { call } = useStaffSession();
  const [draft, setDraft] = useState<AvailabilityDraft>(() => draftOf(availability.rules));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const who = own ? 'your' : `${availability.consultant.name}’s`;

  const change = (next: (current: AvailabilityDraft) => AvailabilityDraft) => setDraft(next);
  const setSpans = (day: Weekday, spans: SpanDraft[]) => change((current) => ({ ...current, weeklyHours: { ...current.weeklyHours, [day]: spans } }));
  const setException = (index: number, exception: ExceptionDraft) => change((current) => ({ ...current, exceptions: current.exceptions.map((each, at) => (at === index ? exception : each)) }));

  function refuse(problems: Record<string, string>) {
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) document.getElementById(fieldId(controlOf(first)))?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const { rules, problems } = rulesOf(draft);
    if (Object.keys(problems).length > 0) return refuse(problems);
    setErrors({});
    setBusy(true);
    const body: AvailabilityUpdateRequest = { version: availability.version, rules };
    const answer = await call<AvailabilityResponse>(BOOKING_OFFICE_API.availabilityOf(availability.consultant.id), { json: body });
    setBusy(false);
    if (answer.ok) return onSaved();
    if (answer.status === 409) return onConflict(answer.message);
    setFailure(answer.message);
    if (answer.fieldErrors) refuse(answer.fieldErrors);
  }

  const errorCount = Object.keys(errors).length;
  return (
    <form className={styles.form} onSubmit={submit} aria-busy={busy} aria-label={`Availability of ${availability.consultant.name}`} noValidate>
      {errorCount > 0 && <ErrorNotice message={errorCount === 1 ? 'One field needs a change before saving.' : `${errorCount} fields need a change before saving.`} />}

      <div className={styles.fields}>
        <div className={pageStyles.field}>
          <label htmlFor={fieldId('rules.timeZone')}>Time zone</label>
          <select id={fieldId('rules.timeZone')} value={draft.timeZone} aria-describedby={describedBy(errors, 'rules.timeZone', 'availability-zone-hint')} onChange={(event) => change((current) => ({ ...current, timeZone: event.target.value }))}>
            {knownTimeZones(draft.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
          <p id="availability-zone-hint" className={pageStyles.hint}>
            Every time below is in this zone; visitors see the slots in their own.
          </p>
          <FieldError errors={errors} field="rules.timeZone" />
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={draft.bookable} onChange={(event) => change((current) => ({ ...current, bookable: event.target.checked }))} />
          Offer {who} times for booking (unticked: left out of booking)
        </label>
      </div>

      <fieldset className={styles.group}>
        <legend>Weekly hours</legend>
        {WEEKDAYS.map((day) => (
          <DayHours key={day} day={day} spans={draft.weeklyHours[day]} errors={errors} onChange={(spans) => setSpans(day, spans)} />
        ))}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Dated exceptions</legend>
        <p className={pageStyles.hint}>A day off, hours blocked on one day, or extra hours on one day.</p>
        {draft.exceptions.length === 0 && <p>No exceptions.</p>}
        {draft.exceptions.map((exception, index) => (
          <ExceptionRow
            key={index}
            index={index}
            exception={exception}
            errors={errors}
            onChange={(next) => setException(index, next)}
            onRemove={() => change((current) => ({ ...current, exceptions: current.exceptions.filter((_each, at) => at !== index) }))}
          />
        ))}
        <div className={pageStyles.actions}>
          <button type="button" className={pageStyles.small} onClick={() => change((current) => ({ ...current, exceptions: [...current.exceptions, { day: '', kind: 'off', from: '', until: '' }] }))}>
            Add an exception
          </button>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Consultations</legend>
        <div className={styles.numbers}>
          {(Object.entries(NUMBER_FIELDS) as [NumberField, { label: string }][]).map(([field, { label }]) => (
            <div key={field} className={pageStyles.field}>
              <label htmlFor={fieldId(`rules.${field}`)}>{label}</label>
              <input
                id={fieldId(`rules.${field}`)}
                inputMode="numeric"
                value={draft.numbers[field]}
                aria-invalid={Boolean(errors[`rules.${field}`])}
                aria-describedby={describedBy(errors, `rules.${field}`)}
                onChange={(event) => change((current) => ({ ...current, numbers: { ...current.numbers, [field]: event.target.value } }))}
              />
              <FieldError errors={errors} field={`rules.${field}`} />
            </div>
          ))}
        </div>
      </fieldset>

      {failure && errorCount === 0 && <ErrorNotice message={failure} />}
      <div className={pageStyles.actions}>
        <button type="submit" className={pageStyles.secondary} disabled={busy}>
          Save the availability
        </button>
      </div>
    </form>
  );
}

function describedBy(errors: Record<string, string>, field: string, ...others: string[]): string | undefined {
  return [...others, ...(errors[field] ? [`${fieldId(field)}-error`] : [])].join(' ') || undefined;
}

function FieldError({ errors, field }: { errors: Record<string, string>; field: string }) {
  if (!errors[field]) return null;
  return (
    <p id={`${fieldId(field)}-error`} className={pageStyles.fieldError}>
      {errors[field]}
    </p>
  );
}

/** Two times of one span, each named for the day and the span, with the span's own error (an overlap) under them. */
function TimeSpan({ field, name, span, errors, onChange, children }: { field: string; name: string; span: SpanDraft; errors: Record<string, string>; onChange: (span: SpanDraft) => void; children?: ReactNode }) {
  return (
    <div className={styles.span}>
      <div className={styles.spanTimes}>
        {(['from', 'until'] as const).map((end) => (
          <div key={end} className={pageStyles.field}>
            <label htmlFor={fieldId(`${field}.${end}`)}>{end === 'from' ? 'From' : 'Until'}</label>
            <input
              id={fieldId(`${field}.${end}`)}
              type="time"
              value={span[end]}
              aria-label={`${name}: ${end === 'from' ? 'from' : 'until'}`}
              aria-invalid={Boolean(errors[`${field}.${end}`] ?? errors[field])}
              aria-describedby={describedBy(errors, `${field}.${end}`, ...(errors[field] ? [`${fieldId(field)}-error`] : []))}
              onChange={(event) => onChange({ ...span, [end]: event.target.value })}
            />
            <FieldError errors={errors} field={`${field}.${end}`} />
          </div>
        ))}
        {children}
      </div>
      <FieldError errors={errors} field={field} />
    </div>
  );
}

function DayHours({ day, spans, errors, onChange }: { day: Weekday; spans: SpanDraft[]; errors: Record<string, string>; onChange: (spans: SpanDraft[]) => void }) {
  const name = WEEKDAY_NAMES[day];
  return (
    <fieldset className={styles.day}>
      <legend>{name}</legend>
      {spans.length === 0 && <p className={styles.closed}>No hours</p>}
      {spans.map((span, index) => (
        <TimeSpan key={index} field={`rules.weeklyHours.${day}.${index}`} name={`${name}, hours ${index + 1}`} span={span} errors={errors} onChange={(next) => onChange(spans.map((each, at) => (at === index ? next : each)))}>
          <button type="button" className={pageStyles.small} aria-label={`Remove ${name}, hours ${index + 1}`} onClick={() => onChange(spans.filter((_each, at) => at !== index))}>
            Remove
          </button>
        </TimeSpan>
      ))}
      <div className={pageStyles.actions}>
        <button type="button" className={pageStyles.small} aria-label={`Add hours on ${name}`} onClick={() => onChange([...spans, spans.length === 0 ? { from: '09:00', until: '17:00' } : { from: '', until: '' }])}>
          Add hours
        </button>
      </div>
    </fieldset>
  );
}

function ExceptionRow({ index, exception, errors, onChange, onRemove }: { index: number; exception: ExceptionDraft; errors: Record<string, string>; onChange: (exception: ExceptionDraft) => void; onRemove: () => void }) {
  const field = `rules.exceptions.${index}`;
  const name = `Exception ${index + 1}`;
  return (
    <fieldset className={styles.day}>
      <legend>{name}</legend>
      <div className={styles.spanTimes}>
        <div className={pageStyles.field}>
          <label htmlFor={fieldId(`${field}.day`)}>Day</label>
          <input id={fieldId(`${field}.day`)} type="date" value={exception.day} aria-invalid={Boolean(errors[`${field}.day`])} aria-describedby={describedBy(errors, `${field}.day`)} onChange={(event) => onChange({ ...exception, day: event.target.value })} />
          <FieldError errors={errors} field={`${field}.day`} />
        </div>
        <div className={pageStyles.field}>
          <label htmlFor={fieldId(`${field}.kind`)}>What</label>
          <select id={fieldId(`${field}.kind`)} value={exception.kind} onChange={(event) => onChange({ ...exception, kind: event.target.value as ExceptionDraft['kind'] })}>
            {EXCEPTION_KINDS.map((kind) => (
              <option key={kind.code} value={kind.code}>
                {kind.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={pageStyles.small} aria-label={`Remove ${name}`} onClick={onRemove}>
          Remove
        </button>
      </div>
      {exception.kind !== 'off' && <TimeSpan field={`${field}.hours`} name={name} span={exception} errors={{ ...errors, [`${field}.hours`]: errors[field] ?? '' }} onChange={(span) => onChange({ ...exception, ...span })} />}
    </fieldset>
  );
}
