import type { MouseEvent } from 'react';
import { useActiveSection } from '../hooks/useActiveSection';
import { prefersReducedMotion } from '../prefersReducedMotion';
import styles from './TableOfContents.module.scss';

export interface TocEntry {
  /** The id of the section the entry leads to. */
  id: string;
  label: string;
}

export interface TableOfContentsProps {
  entries: readonly TocEntry[];
  /** The line, in px from the viewport's top, whose section is the current one: 100, or 150 on the consulting and compliance pages. */
  offset?: number;
  title?: string;
}

/**
 * In-page navigation: plain anchor links, which lead to their sections from the page's HTML, before any script.
 * Once hydrated, its current entry follows the reader (it finds the sections by id in the page: the text around it
 * needs no script), and picking one scrolls smoothly to its section.
 */
export function TableOfContents({ entries, offset = 100, title = 'Table of contents' }: TableOfContentsProps) {
  const { activeId, activate } = useActiveSection(
    entries.map((entry) => entry.id),
    offset,
  );
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    activate(id);
    section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${id}`);
  };

  return (
    <nav className={styles.toc} aria-label={title}>
      <p className={styles.title}>{title}</p>
      <ol className={styles.entries}>
        {entries.map((entry) => {
          const active = entry.id === activeId;
          return (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                className={active ? `${styles.entry} ${styles.active}` : styles.entry}
                aria-current={active ? 'location' : undefined}
                onClick={(event) => goTo(event, entry.id)}
              >
                {entry.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
