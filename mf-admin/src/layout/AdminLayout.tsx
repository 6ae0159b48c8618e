import { Outlet } from 'react-router-dom';
import { AdminHeader } from './AdminHeader';
import { AdminSideMenu } from './AdminSideMenu';
import { useRobotsNoIndex } from './useRobotsNoIndex';
import styles from './AdminLayout.module.scss';

const MAIN_ID = 'admin-main-content';

/** The admin area's own frame: the shell shows /admin/* without the public header and footer. */
export function AdminLayout() {
  useRobotsNoIndex();
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      <AdminHeader />
      <div className={styles.body}>
        <AdminSideMenu />
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
