import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './StoryLinkList.module.scss';

export interface StoryLink {
  to: string;
  title: string;
  /** A date or a figure, shown beside the link. */
  note: ReactNode;
}

/** Other news items or case studies, one line each, with a link back to all of them. */
export function StoryLinkList({ links, allTo, allLabel }: { links: readonly StoryLink[]; allTo: string; allLabel: string }) {
  return (
    <>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.title}</Link>
            <span className={styles.note}>{link.note}</span>
          </li>
        ))}
      </ul>
      <p className={styles.all}>
        <Link to={allTo}>{allLabel}</Link>
      </p>
    </>
  );
}
