import type { ReactNode } from 'react';
import { useMediaQuery } from '@frc/ui/useMediaQuery';
import styles from './DataTable.module.scss';

/** Wide enough for every column of the back office's tables beside the menu; below it, the folding columns fold. */
export const ALL_COLUMNS_QUERY = '(min-width: 90rem)';

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * A column of lower priority: on a screen narrower than ALL_COLUMNS_QUERY (a 1366 or 1024 px laptop) it leaves
   * the table and its value shows, labelled, under the row's first cell, as the portal's cards show theirs.
   */
  folds?: boolean;
  /** The list's sort code for this column (`status`, `amount`…): its header becomes a button that sorts by it. */
  sortKey?: string;
}

export type SortOrder = 'asc' | 'desc';

/** The words for a sort's direction, the same in the "Sort by" control and in a sorted header's name. */
export const SORT_ORDER_WORDS: Record<SortOrder, string> = { desc: 'Highest or newest first', asc: 'Lowest or oldest first' };

/** The table's current sort and how to change it (the list keeps it in its address: see listTools' tableSort). */
export interface TableSort {
  by: string;
  order: SortOrder;
  onSort: (by: string, order: SortOrder) => void;
}

interface DataTableProps<Row> {
  /** Id of the heading that names the table. */
  labelledBy: string;
  /** Id of a text that says what the table counts. */
  describedBy?: string;
  /** The first column names the row and is read out as its header. */
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  empty?: string;
  /** Makes the headers of the columns with a `sortKey` sort the list. */
  sort?: TableSort;
}

export function DataTable<Row>({ labelledBy, describedBy, columns: allColumns, rows, rowKey, empty = 'Nothing to show.', sort }: DataTableProps<Row>) {
  const allFit = useMediaQuery(ALL_COLUMNS_QUERY);
  const [rowHeader, ...rest] = allColumns;
  const folded = allFit ? [] : rest.filter((column) => column.folds);
  const cells = allFit ? rest : rest.filter((column) => !column.folds);
  const columns = rowHeader ? [rowHeader, ...cells] : cells;
  return (
    // On a phone the table may still scroll sideways; keyboard users scroll it once it has focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
    <div className={styles.scroller} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={styles.table} aria-labelledby={labelledBy} aria-describedby={describedBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" aria-sort={sort && column.sortKey === sort.by ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
                {sort && column.sortKey ? <SortButton header={column.header} sortKey={column.sortKey} sort={sort} /> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {rowHeader && (
                <th scope="row">
                  {rowHeader.cell(row)}
                  {folded.length > 0 && <FoldedCells row={row} columns={folded} />}
                </th>
              )}
              {cells.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A sortable column's header: the first press sorts by the column, highest or newest first (as the "Sort by"
 * control does), the next reverses. Its name says the order, so the arrow is not the only cue.
 */
export function SortButton({ header, sortKey, sort }: { header: string; sortKey: string; sort: TableSort }) {
  const sorted = sort.by === sortKey;
  const next: SortOrder = sorted && sort.order === 'desc' ? 'asc' : 'desc';
  const name = sorted ? `${header}, sorted ${SORT_ORDER_WORDS[sort.order].toLowerCase()}` : `${header}, sort by this column`;
  return (
    <button type="button" className={styles.sortButton} data-order={sorted ? sort.order : undefined} aria-label={name} onClick={() => sort.onSort(sortKey, next)}>
      {header}
    </button>
  );
}

/** The folded columns of a row, each value with its column's name, under the row's first cell. */
function FoldedCells<Row>({ row, columns }: { row: Row; columns: readonly TableColumn<Row>[] }) {
  return (
    <dl className={styles.folded}>
      {columns.map((column) => (
        <div key={column.header}>
          <dt>{column.header}</dt>
          <dd>{column.cell(row)}</dd>
        </div>
      ))}
    </dl>
  );
}
