import type { SiteHealth } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { AnalyticsFigure } from '../features/analytics/components/AnalyticsFigure';
import { remoteLoadFigure } from '../features/analytics/analyticsFigures';
import { ErrorNotice } from '../shared/ErrorNotice';
import { LoadingNotice } from '../shared/LoadingNotice';
import styles from '../shared/page.module.scss';
import { staffApiUrl } from '../shared/staffApi';
import { useStaffData } from '../shared/useStaffData';

/** /admin/site-health (admins): how the site's parts loaded in visitors' browsers over the last 30 days. */
export function SiteHealthPage() {
  usePageMeta({ title: 'Site health (admin)', description: 'How often each part of the site failed to load in visitors’ browsers.' });
  const health = useStaffData<SiteHealth>(staffApiUrl('site-health', { days: 30 }));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Site health</h1>
      <p className={styles.lead}>
        Each part of the site (a remote) loads on its own in the visitor’s browser. These are the loads of the last 30 days that failed, per version.
      </p>
      {health.status === 'error' && <ErrorNotice message={health.message} />}
      {health.status === 'loading' && !health.data && <LoadingNotice label="Loading the figures…" />}
      {health.data && <AnalyticsFigure figure={remoteLoadFigure(health.data)} />}
    </div>
  );
}
