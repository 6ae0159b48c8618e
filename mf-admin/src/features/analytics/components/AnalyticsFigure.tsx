import { lazy, Suspense, useId } from 'react';
import { DataTable } from '../../../shared/DataTable';
import styles from '../../../shared/page.module.scss';
import type { Figure } from '../analyticsFigures';
import figureStyles from './AnalyticsFigure.module.scss';

const AnalyticsChart = lazy(() => import('./AnalyticsChart'));

/** One figure: its chart (hidden from screen readers) beside a table that holds the same numbers. */
export function AnalyticsFigure({ figure }: { figure: Figure }) {
  const headingId = useId();
  const noteId = useId();
  return (
    <section className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {figure.title}
      </h2>
      {figure.note && (
        <p id={noteId} className={styles.hint}>
          {figure.note}
        </p>
      )}
      <div className={figureStyles.figure}>
        {figure.chart && figure.rows.length > 0 && (
          <div aria-hidden="true">
            <Suspense fallback={<div className={figureStyles.chart} />}>
              <AnalyticsChart rows={figure.rows} kind={figure.chart} valueName={figure.valueHeader} />
            </Suspense>
          </div>
        )}
        <DataTable
          labelledBy={headingId}
          describedBy={figure.note ? noteId : undefined}
          columns={[
            { header: figure.labelHeader, cell: (row) => row.label },
            { header: figure.valueHeader, cell: (row) => row.value.toLocaleString('en-US') },
          ]}
          rows={figure.rows}
          rowKey={(row) => row.label}
          empty={figure.empty ?? 'Nothing in this period.'}
        />
      </div>
    </section>
  );
}
