import { useId, type FormEvent } from 'react';
import { CASE_STATUSES, INBOX_KINDS, SCAM_TYPES } from '@frc/contracts/browser';
import styles from '../../../shared/page.module.scss';
import type { ManagerOption } from '../../../shared/useManagers';
import { INBOX_FILTER_KEYS, type InboxFilters } from '../inboxFilters';

interface InboxFilterFormProps {
  filters: InboxFilters;
  managers: readonly ManagerOption[];
  onApply: (filters: InboxFilters) => void;
}

/** The filters behind "More filters": all but the search, and the view the views' links set. */
const MORE_FILTER_KEYS = ['kind', 'scamType', 'confirmed', 'status', 'manager', 'from', 'to'] as const;

/** Search and filters of the inbox; applied together, so a screen reader hears one new list, not one per choice. */
export function InboxFilterForm({ filters, managers, onApply }: InboxFilterFormProps) {
  const id = useId();
  const fieldId = (key: string) => `${id}-${key}`;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: InboxFilters = {};
    for (const key of INBOX_FILTER_KEYS) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    onApply(next);
  }

  const select = (key: keyof InboxFilters, label: string, options: readonly { value: string; label: string }[], anyLabel = 'Any') => (
    <div className={styles.field}>
      <label htmlFor={fieldId(key)}>{label}</label>
      <select id={fieldId(key)} name={key} defaultValue={filters[key] ?? ''}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    // The key resets the fields whenever the address changes (Back, a cleared filter).
    <form key={JSON.stringify(filters)} onSubmit={apply} role="search" aria-label="Inbox">
      <fieldset className={styles.searchBar}>
        <legend className="visually-hidden">Search and filters</legend>
        <div className={styles.inlineField}>
          <label htmlFor={fieldId('q')}>Search</label>
          <input id={fieldId('q')} name="q" type="search" defaultValue={filters.q ?? ''} aria-describedby={`${fieldId('q')}-hint`} />
          <span id={`${fieldId('q')}-hint`} className="visually-hidden">
            Name, e-mail, phone, reference or words of the description
          </span>
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button">
            Apply filters
          </button>
          <button type="button" className={styles.secondary} onClick={() => onApply({})}>
            Clear
          </button>
        </div>
        {/* The search is always at hand; the other filters open on demand (and stay open while one is set). */}
        <details className={styles.moreFilters} open={MORE_FILTER_KEYS.some((key) => filters[key] !== undefined)}>
          <summary>More filters</summary>
          <div className={styles.filters}>
          {select('kind', 'Kind', INBOX_KINDS.map(({ code, label }) => ({ value: code, label })))}
          {select('scamType', 'Scam type', SCAM_TYPES.map(({ code, label }) => ({ value: code, label })))}
          {select('confirmed', 'Confirmed by the owner', [
            { value: 'true', label: 'Confirmed' },
            { value: 'false', label: 'Not confirmed' },
          ])}
          {select('status', 'Status', [{ value: 'untriaged', label: 'Not triaged yet' }, ...CASE_STATUSES.map(({ code, label }) => ({ value: code, label }))])}
          {select('manager', 'Case manager', [{ value: 'unassigned', label: 'Unassigned' }, ...managers.map(({ id: value, name }) => ({ value: String(value), label: name }))])}
          <div className={styles.field}>
            <label htmlFor={fieldId('from')}>Received from</label>
            <input id={fieldId('from')} name="from" type="date" defaultValue={filters.from ?? ''} />
          </div>
          <div className={styles.field}>
            <label htmlFor={fieldId('to')}>Received until</label>
            <input id={fieldId('to')} name="to" type="date" defaultValue={filters.to ?? ''} />
          </div>
          {select(
            'view',
            'Show',
            [
              { value: 'spam', label: 'Marked as spam' },
              { value: 'duplicate', label: 'Marked as duplicates' },
            ],
            'Everything else',
          )}
          </div>
        </details>
      </fieldset>
    </form>
  );
}
