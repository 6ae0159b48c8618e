import type { RecoveryRow, RecoveryYear } from './trackRecord';
import styles from './RecoveryYearTable.module.scss';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

const successRate = ({ casesAccepted, casesRecovered }: Pick<RecoveryRow, 'casesAccepted' | 'casesRecovered'>) =>
  `${Math.round((casesRecovered / casesAccepted) * 100)}%`;

/** One year of recoveries by scam type, with the year's total computed from its rows. */
export function RecoveryYearTable({ recoveryYear }: { recoveryYear: RecoveryYear }) {
  const { year, rows } = recoveryYear;
  const headingId = `recoveries-${year}`;
  const total = rows.reduce(
    (sum, row) => ({
      casesAccepted: sum.casesAccepted + row.casesAccepted,
      casesRecovered: sum.casesRecovered + row.casesRecovered,
      amountRecovered: sum.amountRecovered + row.amountRecovered,
    }),
    { casesAccepted: 0, casesRecovered: 0, amountRecovered: 0 },
  );

  return (
    <div className={styles.year}>
      <h3 id={headingId} className={styles.heading}>
        {year}: recoveries by scam type
      </h3>
      <p className={styles.scrollHint} aria-hidden="true">
        Swipe the table sideways to see every column.
      </p>
      {/* The table scrolls sideways on narrow screens; as a focusable region it scrolls by keyboard too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Scam type</th>
              <th scope="col">Cases accepted</th>
              <th scope="col">Cases with funds recovered</th>
              <th scope="col">Success rate</th>
              <th scope="col">Amount recovered</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.scamType}>
                <th scope="row">{row.scamType}</th>
                <td>{count.format(row.casesAccepted)}</td>
                <td>{count.format(row.casesRecovered)}</td>
                <td>{successRate(row)}</td>
                <td>{dollars.format(row.amountRecovered)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total {year}</th>
              <td>{count.format(total.casesAccepted)}</td>
              <td>{count.format(total.casesRecovered)}</td>
              <td>{successRate(total)}</td>
              <td>{dollars.format(total.amountRecovered)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
