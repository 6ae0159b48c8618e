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
}

interface DataTableProps<Row> {
  /** Id of the heading that names the table. */
  labelledBy: string;
  /** The first column names the row and is read out as its header. */
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  empty?: string;
}

export function DataTable<Row>({ labelledBy, columns: allColumns, rows, rowKey, empty = 'Nothing to show.' }: DataTableProps<Row>) {
  const allFit = useMediaQuery(ALL_COLUMNS_QUERY);
  const [rowHeader, ...rest] = allColumns;
  const folded = allFit ? [] : rest.filter((column) => column.folds);
  const cells = allFit ? rest : rest.filter((column) => !column.folds);
  const columns = rowHeader ? [rowHeader, ...cells] : cells;
  return (
    // On a phone the table may still scroll sideways; keyboard users scroll it once it has focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
    <div className={styles.scroller} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
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
