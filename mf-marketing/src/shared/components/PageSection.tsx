import type { ReactNode } from 'react';
import styles from './PageSection.module.scss';

export interface PageSectionProps {
  children: ReactNode;
  /** Section heading (an h2 unless `headingLevel` says otherwise); the section is labelled by it. */
  title?: string;
  /** Short text under the heading. */
  intro?: string;
  id?: string;
  tone?: 'plain' | 'muted' | 'brand';
  headingLevel?: 2 | 3;
}

/** A full-width band of the page with its content centred at the site's reading width. */
export function PageSection({ children, title, intro, id, tone = 'plain', headingLevel = 2 }: PageSectionProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} className={`${styles.band} ${styles[tone]}`} aria-labelledby={title ? headingId : undefined}>
      <div className={styles.inner}>
        {title && (
          <header className={styles.header}>
            <Heading id={headingId} className={styles.title}>
              {title}
            </Heading>
            {intro && <p className={styles.intro}>{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
