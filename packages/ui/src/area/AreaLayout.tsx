import type { ReactNode } from 'react';
import styles from './AreaLayout.module.scss';

interface AreaLayoutProps {
  /** The area's header bar (an AreaHeader). */
  header: ReactNode;
  /** The area's navigation (an AreaSideMenu). */
  menu: ReactNode;
  /** Id of the main region, where the skip link leads. */
  mainId: string;
  children: ReactNode;
}

/**
 * The frame of the client area and the admin area: the shell shows them without the public header and
 * footer, so each brings a skip link, a header bar, a side menu and its main region.
 */
export function AreaLayout({ header, menu, mainId, children }: AreaLayoutProps) {
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        Skip to main content
      </a>
      {header}
      <div className={styles.body}>
        {menu}
        <main id={mainId} className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
