import type { ReactNode } from 'react';
import styles from './DataTable.module.scss';

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
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

export function DataTable<Row>({ labelledBy, columns, rows, rowKey, empty = 'Nothing to show.' }: DataTableProps<Row>) {
  const [rowHeader, ...cells] = columns;
  return (
    // On narrow screens the table scrolls sideways; keyboard users scroll it once it has focus.
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
              {rowHeader && <th scope="row">{rowHeader.cell(row)}</th>}
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
