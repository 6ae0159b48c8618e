import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { BuiltInView, SavedView, SavedViewsResponse, StaffList } from '@frc/contracts/browser';
import { SORT_ORDER_WORDS, type SortOrder, type TableSort } from './DataTable';
import { OutcomeNotice, type Outcome } from './OutcomeNotice';
import styles from './page.module.scss';
import { staffApiUrl } from './staffApi';
import { staffQueryKey } from './staffQueries';
import { useStaffSession } from '../session/staffSession';
import { useStaffData, type StaffData } from './useStaffData';

/** The parameters of a list's address that are its view (its filters and sort), without the page. */
export function viewQuery(search: URLSearchParams): string {
  const view = new URLSearchParams(search);
  view.delete('page');
  view.sort();
  return view.toString();
}

interface LiveRows {
  items: readonly { ref: string }[];
  total: number;
}

/**
 * A live list: the rows the member is reading stay as they are while polls bring newer answers; when one brings
 * rows that were not there, `fresh` counts them and `showFresh` shows the newest answer. `view` is the list's
 * address (filters, sort, page): a new one shows its first answer at once, and so does `follow` (after the
 * member's own change).
 */
export function useLiveList<T extends LiveRows>(result: StaffData<T>, view: string) {
  const latest = result.status === 'ready' ? result.data : null;
  const [shown, setShown] = useState<{ view: string; data: T | null; follow: boolean }>({ view, data: null, follow: false });

  // React's "information from previous renders": adopt the latest answer when the view changed, on the first
  // answer, after the member's own change, or when it brings nothing new (a status changed, a row went away).
  let current = shown;
  if (latest && latest !== shown.data) {
    const known = new Set(shown.data?.items.map((item) => item.ref));
    const brandNew = shown.data ? latest.items.some((item) => !known.has(item.ref)) && latest.total > shown.data.total : false;
    if (shown.view !== view || shown.data === null || shown.follow || !brandNew) current = { view, data: latest, follow: false };
  } else if (shown.view !== view) current = { view, data: latest, follow: false };
  if (current !== shown) setShown(current);

  const fresh = latest && current.data && latest !== current.data ? Math.max(latest.total - current.data.total, 1) : 0;
  return {
    /** The answer to show (null until the first). */
    data: current.data ?? result.data,
    /** The read's state with the answer to show, for PagedResults. */
    result: (current.data ? { ...result, data: current.data } : result) as StaffData<T>,
    fresh,
    showFresh: () => setShown({ view, data: latest, follow: false }),
    /** Show the next answer whatever it brings (after the member's own change), and read it now. */
    follow: () => {
      setShown((previous) => ({ ...previous, follow: true }));
      result.reload();
    },
  };
}

/** "3 new: show them": the rows a poll brought, shown only when the member asks, so nothing moves under them. */
export function FreshRows({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div aria-live="polite" className={styles.fresh}>
      {count > 0 && (
        <button type="button" className={styles.small} onClick={onShow}>
          {count} new: show them
        </button>
      )}
    </div>
  );
}

/**
 * The count of a list's results, at their top; once the answer to a search, filters or a view the member applied
 * has come (`settled`), it is brought into view (the list may sit below the fold) and focused, so a screen reader
 * reads it too. Not before: what loads meanwhile (the figures above the inbox) would push it out of view again.
 */
export function ResultCount({ text, view, settled }: { text: string; view: string; settled: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const shownFor = useRef(view);
  useEffect(() => {
    if (!settled || shownFor.current === view) return;
    shownFor.current = view;
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [view, settled]);
  return (
    <p ref={ref} className={styles.meta} role="status" tabIndex={-1}>
      {text}
    </p>
  );
}

interface SortOption {
  readonly code: string;
  readonly label: string;
}

/** The list's sort as its address says (`sort`, `order`), `fallback` highest or newest first unless it says otherwise. */
export function readSort(search: URLSearchParams, fallback: string): { by: string; order: SortOrder } {
  return { by: search.get('sort') ?? fallback, order: search.get('order') === 'asc' ? 'asc' : 'desc' };
}

/** The list's address sorted by `by` in `order`, from its first page. */
export function sortedSearch(search: URLSearchParams, by: string, order: SortOrder): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('sort', by);
  next.set('order', order);
  next.delete('page');
  return next;
}

/** The sort of a list's table, read from and written to the same address as its "Sort by" control. */
export function tableSort(search: URLSearchParams, fallback: string, onChange: (next: URLSearchParams) => void): TableSort {
  return { ...readSort(search, fallback), onSort: (by, order) => onChange(sortedSearch(search, by, order)) };
}

/** The list's sort, kept in the address (`sort`, `order`) so it survives a reload and can be shared. */
export function SortControl({ options, fallback, search, onChange }: { options: readonly SortOption[]; fallback: string; search: URLSearchParams; onChange: (next: URLSearchParams) => void }) {
  const id = useId();
  const { by, order } = readSort(search, fallback);

  return (
    <div className={styles.sortControl}>
      <label htmlFor={`${id}-sort`}>Sort by</label>
      <select id={`${id}-sort`} value={by} onChange={(event) => onChange(sortedSearch(search, event.target.value, order))}>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-order`} className="visually-hidden">
        Order
      </label>
      <select id={`${id}-order`} value={order} onChange={(event) => onChange(sortedSearch(search, by, event.target.value === 'asc' ? 'asc' : 'desc'))}>
        {(['desc', 'asc'] as const).map((code) => (
          <option key={code} value={code}>
            {SORT_ORDER_WORDS[code]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A link that downloads the list's current view (its filters and sort, every page) as a CSV file (the audit: admins). */
export function ExportLink({ list, search }: { list: StaffList | 'audit'; search: URLSearchParams }) {
  const query = Object.fromEntries(new URLSearchParams(viewQuery(search)));
  return (
    <a className={styles.small} href={staffApiUrl(`${list}/export`, query)} download>
      Export this view (CSV)
    </a>
  );
}

interface ListViewsProps {
  list: StaffList;
  /** The list's own address, to link a view to. */
  path: string;
  builtIns: readonly BuiltInView[];
  search: URLSearchParams;
}

/** The built-in views of a list and the member's own saved ones, as links; and saving the current view by name. */
export function ListViews({ list, path, builtIns, search }: ListViewsProps) {
  const { call } = useStaffSession();
  const queryClient = useQueryClient();
  const viewsUrl = staffApiUrl('views');
  const views = useStaffData<SavedViewsResponse>(viewsUrl);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const current = viewQuery(search);
  const saved = (views.data?.items ?? []).filter((view) => view.list === list);
  const link = (query: string) => (query ? `${path}?${query}` : path);
  const builtInQuery = (view: BuiltInView) => viewQuery(new URLSearchParams(view.query as Record<string, string>));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '').trim();
    if (!name) {
      setOutcome({ ok: false, message: 'Give the view a name.' });
      return;
    }
    setBusy(true);
    const answer = await call<{ view: SavedView }>(viewsUrl, { json: { list, name, query: current } });
    setBusy(false);
    if (!answer.ok) {
      setOutcome({ ok: false, message: answer.message });
      return;
    }
    form.reset();
    setOutcome({ ok: true, message: `View “${answer.value.view.name}” saved.` });
    void queryClient.invalidateQueries({ queryKey: staffQueryKey(viewsUrl) });
  }

  async function remove(view: SavedView) {
    const answer = await call(staffApiUrl(`views/${view.id}/delete`), { json: {} });
    setOutcome(answer.ok ? { ok: true, message: `View “${view.name}” deleted.` } : { ok: false, message: answer.message });
    void queryClient.invalidateQueries({ queryKey: staffQueryKey(viewsUrl) });
  }

  return (
    <div className={styles.views}>
      <nav aria-label="Views">
        <ul className={styles.viewList}>
          <li>
            <Link to={path} aria-current={current === '' ? 'page' : undefined}>
              All
            </Link>
          </li>
          {builtIns.map((view) => (
            <li key={view.code}>
              <Link to={link(builtInQuery(view))} aria-current={current === builtInQuery(view) ? 'page' : undefined}>
                {view.label}
              </Link>
            </li>
          ))}
          {saved.map((view) => (
            <li key={view.id}>
              <Link to={link(view.query)} aria-current={current === viewQuery(new URLSearchParams(view.query)) ? 'page' : undefined}>
                {view.name}
              </Link>{' '}
              <button type="button" className={styles.small} onClick={() => void remove(view)} aria-label={`Delete the view ${view.name}`}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <details className={styles.saveViewFold}>
        <summary>Save this view</summary>
        <form onSubmit={(event) => void save(event)} className={styles.saveView} aria-label="Save this view">
          <label htmlFor={`${id}-name`}>Save the current filters and sort as</label>
          <input id={`${id}-name`} name="name" maxLength={60} autoComplete="off" />
          <button type="submit" className={styles.small} disabled={busy}>
            Save view
          </button>
        </form>
      </details>
      <OutcomeNotice outcome={outcome} />
    </div>
  );
}
