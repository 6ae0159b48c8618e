import { Outlet } from 'react-router-dom';
import { DashboardHeader } from './DashboardHeader';
import { DashboardSideMenu } from './DashboardSideMenu';
import styles from './DashboardLayout.module.scss';

const MAIN_ID = 'dashboard-main-content';

/** The client area's own frame: the shell shows /dashboard/* without the public header and footer. */
export function DashboardLayout() {
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      <DashboardHeader />
      <div className={styles.body}>
        <DashboardSideMenu />
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
