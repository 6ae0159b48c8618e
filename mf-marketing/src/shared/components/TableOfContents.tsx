import type { MouseEvent } from 'react';
import { prefersReducedMotion } from '../prefersReducedMotion';
import styles from './TableOfContents.module.scss';

export interface TocEntry {
  /** The id of the section the entry leads to. */
  id: string;
  label: string;
}

export interface TableOfContentsProps {
  entries: readonly TocEntry[];
  activeId: string | null;
  /** Called when a reader picks an entry, before the page scrolls there. */
  onNavigate?: (id: string) => void;
  title?: string;
}

/** In-page navigation whose current entry follows the reader; picking one scrolls smoothly to its section. */
export function TableOfContents({ entries, activeId, onNavigate, title = 'Table of contents' }: TableOfContentsProps) {
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    onNavigate?.(id);
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
