import { useId } from 'react';
import { Info } from 'lucide-react';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { SampleTable, type TableColumn } from '../features/dashboard/components/SampleTable';
import { StatCard } from '../features/dashboard/components/StatCard';
import { StatusBadge } from '../features/dashboard/components/StatusBadge';
import type { SampleCase, SampleUser } from '../features/dashboard/dashboardTypes';
import { formatCalendarDay, formatUsDollars } from '../features/dashboard/formatters';
import { SAMPLE_CASES, SAMPLE_STATS, SAMPLE_USERS } from './dashboardSampleData';
import styles from './DashboardPage.module.scss';

const USER_COLUMNS: readonly TableColumn<SampleUser>[] = [
  { header: 'Name', cell: (user) => user.name },
  { header: 'E-mail', cell: (user) => user.email },
  { header: 'Joined', cell: (user) => <time dateTime={user.joinDate}>{formatCalendarDay(user.joinDate)}</time> },
  { header: 'Cases', cell: (user) => user.caseCount },
  { header: 'Status', cell: (user) => <StatusBadge status={user.status} /> },
];

const CASE_COLUMNS: readonly TableColumn<SampleCase>[] = [
  { header: 'Case', cell: (item) => item.title },
  { header: 'Client', cell: (item) => item.client },
  { header: 'Date', cell: (item) => <time dateTime={item.date}>{formatCalendarDay(item.date)}</time> },
  { header: 'Amount', cell: (item) => formatUsDollars(item.amount) },
  { header: 'Status', cell: (item) => <StatusBadge status={item.status} /> },
  { header: 'Assignee', cell: (item) => item.assignee },
];

export function DashboardPage() {
  usePageMeta({ title: 'Admin dashboard', description: 'Sample figures, users and cases of the admin area mock-up.' });
  const usersHeadingId = useId();
  const casesHeadingId = useId();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Admin dashboard</h1>
      <p className={styles.sampleNote}>
        <Info className={styles.noteIcon} aria-hidden="true" focusable="false" />
        <span>
          <strong>Sample data only.</strong> Every name, e-mail address, case and figure on this page is made up for
          this mock-up. No real client or request is shown here.
        </span>
      </p>

      <section>
        <h2 className={styles.sectionTitle}>At a glance</h2>
        <ul className={styles.stats}>
          {SAMPLE_STATS.map((stat) => (
            <li key={stat.title}>
              <StatCard {...stat} />
            </li>
          ))}
        </ul>
      </section>

      <section>
        <h2 id={usersHeadingId} className={styles.sectionTitle}>
          Recent users
        </h2>
        <SampleTable labelledBy={usersHeadingId} columns={USER_COLUMNS} rows={SAMPLE_USERS} />
      </section>

      <section>
        <h2 id={casesHeadingId} className={styles.sectionTitle}>
          Recent cases
        </h2>
        <SampleTable labelledBy={casesHeadingId} columns={CASE_COLUMNS} rows={SAMPLE_CASES} />
      </section>
    </div>
  );
}
