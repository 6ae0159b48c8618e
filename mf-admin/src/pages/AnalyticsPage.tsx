import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Analytics } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { AnalyticsFigure } from '../features/analytics/components/AnalyticsFigure';
import { analyticsFigures } from '../features/analytics/analyticsFigures';
import { ErrorNotice } from '../shared/ErrorNotice';
import { LoadingNotice } from '../shared/LoadingNotice';
import styles from '../shared/page.module.scss';
import { staffApiUrl } from '../shared/staffApi';
import { useStaffData } from '../shared/useStaffData';

const PERIODS = [7, 30, 90, 365] as const;

/** /admin/analytics (admins): the figures of the chosen period, each as a chart and a table. */
export function AnalyticsPage() {
  usePageMeta({ title: 'Analytics (admin)', description: 'Requests, consultations, conversion, reply times and recoveries.' });
  const [search, setSearch] = useSearchParams();
  const days = PERIODS.find((period) => String(period) === search.get('days')) ?? 30;
  const analytics = useStaffData<Analytics>(staffApiUrl('analytics', { days }));
  const periodId = useId();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Analytics</h1>
      <div className={styles.field}>
        <label htmlFor={periodId}>Period</label>
        <select id={periodId} value={days} onChange={(event) => setSearch({ days: event.target.value })}>
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              Last {period} days
            </option>
          ))}
        </select>
      </div>
      {analytics.status === 'error' && <ErrorNotice message={analytics.message} />}
      {analytics.status === 'loading' && !analytics.data && <LoadingNotice label="Loading the figures…" />}
      {analytics.data && analyticsFigures(analytics.data).map((figure) => <AnalyticsFigure key={figure.id} figure={figure} />)}
    </div>
  );
}
