import { Link } from 'react-router-dom';
import { casePath, type CaseTab } from '../../../paths';
import styles from './CaseTabs.module.scss';

export type CaseTabOrOverview = CaseTab | 'overview';

const TAB_LABELS: Record<CaseTabOrOverview, string> = {
  overview: 'Overview',
  messages: 'Messages',
  documents: 'Documents',
  engagement: 'Engagement',
  tasks: 'Tasks',
  history: 'History',
  notes: 'Notes',
};

/** What a tab counts: a number, and what it counts for a screen reader when that is not "how many" ("2 unread"). */
export type TabCounts = Partial<Record<CaseTab, { count: number; label?: string }>>;

/**
 * The case's tabs. Each is an address of its own (`/admin/cases/C-5/documents`), so they are links, the shown one
 * marked `aria-current="page"`, rather than ARIA tabs: a reload, a shared link and Back all keep the tab.
 */
export function CaseTabs({ caseRef, current, counts }: { caseRef: string; current: CaseTabOrOverview; counts: TabCounts }) {
  return (
    <nav aria-label={`Case ${caseRef}`} className={styles.tabs}>
      <ul>
        {(Object.keys(TAB_LABELS) as CaseTabOrOverview[]).map((tab) => {
          const counted = tab === 'overview' ? undefined : counts[tab];
          return (
            <li key={tab}>
              <Link to={casePath(caseRef, tab === 'overview' ? undefined : tab)} aria-current={tab === current ? 'page' : undefined} className={styles.tab}>
                {TAB_LABELS[tab]}
                {counted && (
                  <span className={styles.count}>
                    {' '}
                    {counted.count}
                    {counted.label && <span className="visually-hidden"> {counted.label}</span>}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
