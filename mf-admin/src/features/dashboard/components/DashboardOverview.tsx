import { useId } from 'react';
import { Link } from 'react-router-dom';
import { caseStatusLabel, type Dashboard } from '@frc/contracts/browser';
import { ADMIN_PAGES } from '../../../paths';
import { DataTable } from '../../../shared/DataTable';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import styles from '../../../shared/page.module.scss';
import { staffApiUrl } from '../../../shared/staffApi';
import { useStaffData } from '../../../shared/useStaffData';
import { StatCard } from './StatCard';
import overview from './DashboardOverview.module.scss';

/**
 * The spec's cards and tables, with real figures: the whole team's for an admin; for a case manager only what their
 * inbox and cases show, so the figures agree with the inbox's count below them.
 */
export function DashboardOverview() {
  const dashboard = useStaffData<Dashboard>(staffApiUrl('dashboard'));
  const statusHeadingId = useId();
  const managerHeadingId = useId();

  if (dashboard.status === 'error') return <ErrorNotice message={dashboard.message} />;
  if (!dashboard.data) return <LoadingNotice label="Loading the figures…" />;
  const { scope, inbox, unreadMessages, newRequests, openCasesByStatus, casesPerManager } = dashboard.data;
  const mine = scope === 'mine';

  return (
    <>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{mine ? 'Your inbox now' : 'The inbox now'}</h2>
        <ul className={overview.stats}>
          <li>
            <StatCard title="Items" value={inbox.items} />
          </li>
          <li>
            <StatCard title="Not opened yet" value={inbox.unopened} />
          </li>
          <li>
            <StatCard title="Client messages you have not read" value={unreadMessages} />
          </li>
        </ul>
        <p className={styles.meta}>
          <Link to={ADMIN_PAGES.inbox}>Open the inbox</Link>
        </p>
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{mine ? 'New requests you can see' : 'New requests'}</h2>
        <ul className={overview.stats}>
          <li>
            <StatCard title="Today" value={newRequests.today} />
          </li>
          <li>
            <StatCard title="Last 7 days" value={newRequests.last7Days} />
          </li>
          <li>
            <StatCard title="Last 30 days" value={newRequests.last30Days} />
          </li>
        </ul>
      </section>
      <div className={overview.tables}>
        <section className={styles.section}>
          <h2 id={statusHeadingId} className={styles.sectionTitle}>
            {mine ? 'Your open cases by status' : 'Open cases by status'}
          </h2>
          <DataTable
            labelledBy={statusHeadingId}
            columns={[
              { header: 'Status', cell: (row) => caseStatusLabel(row.status) },
              { header: 'Cases', cell: (row) => row.count },
            ]}
            rows={openCasesByStatus}
            rowKey={(row) => row.status}
            empty="No open cases."
          />
        </section>
        {!mine && (
          <section className={styles.section}>
            <h2 id={managerHeadingId} className={styles.sectionTitle}>
              Cases per case manager
            </h2>
            <DataTable
              labelledBy={managerHeadingId}
              columns={[
                { header: 'Case manager', cell: (row) => row.managerName },
                { header: 'Cases', cell: (row) => row.count },
              ]}
              rows={casesPerManager}
              rowKey={(row) => row.managerName}
              empty="No case is assigned yet."
            />
          </section>
        )}
      </div>
    </>
  );
}
