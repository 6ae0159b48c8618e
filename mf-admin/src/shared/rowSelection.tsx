import { useState } from 'react';
import styles from './page.module.scss';
import type { ManagerOption } from './useManagers';

/** The rows picked for a bulk action: a checkbox in each row's first cell, named by the row. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  toggle: (ref: string) => void;
}

/** The refs picked on the list at `view`; another view (a filter, a page, a sort) starts with none picked. */
export function useRowSelection(view: string) {
  const [selection, setSelection] = useState<{ view: string; refs: ReadonlySet<string> }>({ view, refs: new Set() });
  const selected = selection.view === view ? selection.refs : new Set<string>();
  const select = (refs: ReadonlySet<string>) => setSelection({ view, refs });
  const toggle = (ref: string) => {
    const next = new Set(selected);
    if (next.has(ref)) next.delete(ref);
    else next.add(ref);
    select(next);
  };
  return { selected, select, toggle };
}

/** A row's checkbox, named by the row so a screen-reader user knows which one they pick. */
export function RowCheck({ selection, rowRef, name }: { selection: RowSelection; rowRef: string; name: string }) {
  return (
    <input type="checkbox" className={styles.rowCheck} checked={selection.selected.has(rowRef)} onChange={() => selection.toggle(rowRef)} aria-label={`Select ${name}`} />
  );
}

/** "Select all on this page" and how many rows are picked, said as they change. */
export function SelectAllOnPage({ pageRefs, selected, onSelect, noneText }: { pageRefs: readonly string[]; selected: ReadonlySet<string>; onSelect: (refs: ReadonlySet<string>) => void; noneText: string }) {
  const allSelected = pageRefs.length > 0 && pageRefs.every((ref) => selected.has(ref));
  return (
    <>
      <label className={styles.selectAll}>
        <input type="checkbox" checked={allSelected} onChange={() => onSelect(allSelected ? new Set() : new Set(pageRefs))} disabled={pageRefs.length === 0} />
        Select all on this page
      </label>
      <span className={styles.meta} aria-live="polite">
        {selected.size === 0 ? noneText : `${selected.size} selected`}
      </span>
    </>
  );
}

interface AssignPickerProps {
  id: string;
  managers: readonly ManagerOption[];
  managerId: string;
  onManagerId: (managerId: string) => void;
  disabled: boolean;
  onAssign: () => void;
}

/** "Assign to" a case manager (or nobody), then the button that assigns the selected rows. */
export function AssignPicker({ id, managers, managerId, onManagerId, disabled, onAssign }: AssignPickerProps) {
  return (
    <span className={styles.assign}>
      <label htmlFor={`${id}-manager`}>Assign to</label>
      <select id={`${id}-manager`} value={managerId} onChange={(event) => onManagerId(event.target.value)}>
        <option value="">Choose…</option>
        <option value="nobody">Nobody (unassigned)</option>
        {managers.map((manager) => (
          <option key={manager.id} value={manager.id}>
            {manager.name}
          </option>
        ))}
      </select>
      <button type="button" className={styles.small} disabled={disabled} onClick={onAssign}>
        Assign selected
      </button>
    </span>
  );
}
