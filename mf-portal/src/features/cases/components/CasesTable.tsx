import { useState } from 'react';
import type { ListedCase } from '../api/fetchCasesPage';
import { toCaseView, type CaseView } from '../caseView';
import { CaseDetailsDialog } from './CaseDetailsDialog';
import styles from './CasesTable.module.scss';

interface CasesTableProps {
  cases: readonly ListedCase[];
  /** Number of the first row: rows are numbered across pages. */
  firstRowNumber: number;
  caption: string;
  busy: boolean;
}

type TextField = Exclude<keyof CaseView, 'awaitingConfirmation'>;

const COLUMNS: readonly { key: TextField; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'scamType', label: 'Scam Type' },
  { key: 'amount', label: 'Amount' },
  { key: 'btcAddress', label: 'BTC Address' },
  { key: 'transactionType', label: 'Transaction Type' },
  { key: 'status', label: 'Status' },
];

const CELL_CLASS: Partial<Record<TextField, string>> = { amount: styles.amount, btcAddress: styles.address };

export function CasesTable({ cases, firstRowNumber, caption, busy }: CasesTableProps) {
  const [openCase, setOpenCase] = useState<CaseView | null>(null);
  const rows = cases.map((record, index) => ({ key: String(record.id), number: firstRowNumber + index, view: toCaseView(record) }));

  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll the wide table sideways once it has focus */}
      <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table} aria-busy={busy}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">ID</th>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.view.awaitingConfirmation ? styles.awaiting : undefined}>
                <td>{row.number}</td>
                {COLUMNS.map((column) => (
                  <td key={column.key} className={CELL_CLASS[column.key]}>
                    {row.view[column.key]}
                    {column.key === 'status' && row.view.clientNote && <span className={styles.note}>{row.view.clientNote}</span>}
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className={styles.view}
                    aria-label={`View case ${row.number}`}
                    onClick={() => setOpenCase(row.view)}
                  >
                    View
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {openCase && <CaseDetailsDialog caseView={openCase} onClose={() => setOpenCase(null)} />}
    </>
  );
}
