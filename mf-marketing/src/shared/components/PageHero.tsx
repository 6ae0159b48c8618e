import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './Breadcrumb';
import styles from './PageHero.module.scss';

export interface PageHeroProps {
  title: string;
  /** A line above the title naming the page's area ("Scam types", "Services"). */
  eyebrow?: string;
  lead?: ReactNode;
  /** Calls to action, a form, or a drawing beside the text on wide screens. */
  children?: ReactNode;
  /** Where the page sits (Home / Blog / …), shown above the title. */
  breadcrumb?: readonly Crumb[];
}

/** The page's opening band: the one `h1` of the page, its lead text and what to do next. */
export function PageHero({ title, eyebrow, lead, children, breadcrumb }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={children ? `${styles.inner} ${styles.split}` : styles.inner}>
        <div className={styles.text}>
          {breadcrumb && (
            <div className={styles.breadcrumb}>
              <Breadcrumb trail={breadcrumb} />
            </div>
          )}
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id="page-title" className={styles.title}>
            {title}
          </h1>
          {lead && <div className={styles.lead}>{lead}</div>}
        </div>
        {children && <div className={styles.aside}>{children}</div>}
      </div>
    </section>
  );
}
