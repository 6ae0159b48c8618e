import type { MouseEvent, ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { opensElsewhere } from './TopicTabs';
import styles from './Pager.module.scss';

export interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /**
   * The address of a page, where the list keeps its page in the address (?page=2): each entry is then a link to it,
   * followed as a link before the page's script has run, and a click once hydrated turns the page in place.
   * Without it, the entries are buttons (a list whose page is its own state).
   */
  hrefFor?: (page: number) => string;
  /** Names the navigation, e.g. 'Article pages'. */
  label: string;
}

/** Previous, numbered pages and Next over a list; the current page is marked. Hidden when everything fits on one page. */
export function Pager({ page, pageCount, onChange, hrefFor, label }: PagerProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);

  const entry = (target: number, className: string | undefined, content: ReactNode, options: { disabled?: boolean; current?: boolean } = {}) => {
    if (!hrefFor) {
      return (
        <button type="button" className={className} onClick={() => onChange(target)} disabled={options.disabled} aria-current={options.current ? 'page' : undefined}>
          {content}
        </button>
      );
    }
    // Previous on the first page and Next on the last lead nowhere: shown dimmed, as text.
    if (options.disabled) {
      return (
        <span className={className} aria-disabled="true">
          {content}
        </span>
      );
    }
    const turn = (event: MouseEvent<HTMLAnchorElement>) => {
      if (opensElsewhere(event)) return;
      event.preventDefault();
      onChange(target);
    };
    return (
      <a className={className} href={hrefFor(target)} onClick={turn} aria-current={options.current ? 'page' : undefined}>
        {content}
      </a>
    );
  };

  return (
    <nav aria-label={label} className={styles.pager}>
      {entry(
        page - 1,
        styles.step,
        <>
          <ChevronLeft aria-hidden="true" size={18} /> Previous
        </>,
        { disabled: page <= 1 },
      )}
      <ol className={styles.pages}>
        {pages.map((number) => (
          <li key={number}>
            {entry(
              number,
              number === page ? `${styles.number} ${styles.current}` : styles.number,
              <>
                <span className="visually-hidden">Page </span>
                {number}
              </>,
              { current: number === page },
            )}
          </li>
        ))}
      </ol>
      {entry(
        page + 1,
        styles.step,
        <>
          Next <ChevronRight aria-hidden="true" size={18} />
        </>,
        { disabled: page >= pageCount },
      )}
    </nav>
  );
}
