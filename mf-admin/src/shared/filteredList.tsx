import type { FormEvent, ReactNode } from 'react';
import { FreshRows, ResultCount, viewQuery } from './listTools';
import { useSearchParams } from 'react-router-dom';
import { DataTable, type TableColumn, type TableSort } from './DataTable';
import { knownListParams } from './listParams';
import { ErrorNotice } from './ErrorNotice';
import { LoadingNotice } from './LoadingNotice';
import styles from './page.module.scss';
import { Pager } from './Pager';
import type { StaffData } from './useStaffData';

/**
 * A list page's filters and page number, kept in the address: `apply` takes the filter form's non-empty answers
 * (and starts again at page 1) and keeps the `kept` keys the form does not set (the sort, a view), `goToPage`
 * keeps the filters.
 */
export function useFilteredSearch<Key extends string>(keys: readonly Key[], kept: readonly Key[] = [], rules: Record<string, (value: string) => boolean> = {}) {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { values: filters, unknown } = knownListParams(search, keys, rules);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of keys) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    for (const key of kept) {
      const value = search.get(key);
      if (value && !next.has(key)) next.set(key, value);
    }
    setSearch(next);
  }

  function goToPage(next: number) {
    const params = new URLSearchParams(search);
    params.set('page', String(next));
    setSearch(params);
  }

  return { search, page, filters, unknown, apply, goToPage };
}

interface FilterFormProps {
  /** The search landmark's name. */
  label: string;
  legend: string;
  /** The address's query: the form starts afresh from it whenever it changes. */
  search: URLSearchParams;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The filter fields, before the "Apply filters" button. */
  children: ReactNode;
}

export function FilterForm({ label, legend, search, onSubmit, children }: FilterFormProps) {
  return (
    <form key={search.toString()} onSubmit={onSubmit} role="search" aria-label={label}>
      <fieldset className={styles.filters}>
        <legend>{legend}</legend>
        {children}
        <div className={styles.actions}>
          <button type="submit" className="button">
            Apply filters
          </button>
        </div>
      </fieldset>
    </form>
  );
}

interface PagedResultsProps<Row> {
  result: StaffData<{ items: Row[]; page: number; pageSize: number; total: number }>;
  loadingLabel: string;
  /** The count's noun, one and many: "1 case", "3 cases". */
  noun: readonly [string, string];
  labelledBy: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  empty: string;
  pagerLabel: string;
  onPage: (page: number) => void;
  /** A live list's rows that a poll brought and the member has not asked to see yet. */
  fresh?: { count: number; onShow: () => void };
  /** The list's view (its address without the page): the count comes into view when it changes. */
  view?: URLSearchParams;
  /** Between the count and the table: the selected rows' actions. */
  toolbar?: ReactNode;
  /** The list's sort, so the sortable columns' headers sort it. */
  sort?: TableSort;
}

/** A filtered list's answer: its error or loading notice, the count, the table and the pages. */
export function PagedResults<Row>(props: PagedResultsProps<Row>) {
  const { result, loadingLabel, noun, labelledBy, columns, rowKey, empty, pagerLabel, onPage, fresh, view, toolbar, sort } = props;
  const { data } = result;
  return (
    <>
      {result.status === 'error' && <ErrorNotice message={result.message} />}
      {result.status === 'loading' && !data && <LoadingNotice label={loadingLabel} />}
      {data && (
        <>
          <ResultCount view={view ? viewQuery(view) : ''} settled={result.status !== 'loading'} text={`${data.total} ${data.total === 1 ? noun[0] : noun[1]}`} />
          {fresh && <FreshRows count={fresh.count} onShow={fresh.onShow} />}
          {toolbar}
          <DataTable labelledBy={labelledBy} columns={columns} rows={data.items} rowKey={rowKey} empty={empty} sort={sort} />
          <Pager label={pagerLabel} page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
        </>
      )}
    </>
  );
}
