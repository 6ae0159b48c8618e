import { ChevronLeft, ChevronRight } from 'lucide-react';
import styles from './Pager.module.scss';

export interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the navigation, e.g. 'Article pages'. */
  label: string;
}

/** Previous, numbered pages and Next over a list; the current page is marked. Hidden when everything fits on one page. */
export function Pager({ page, pageCount, onChange, label }: PagerProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={label} className={styles.pager}>
      <button type="button" className={styles.step} onClick={() => onChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" size={18} /> Previous
      </button>
      <ol className={styles.pages}>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={number === page ? `${styles.number} ${styles.current}` : styles.number}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onChange(number)}
            >
              <span className="visually-hidden">Page </span>
              {number}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className={styles.step} onClick={() => onChange(page + 1)} disabled={page >= pageCount}>
        Next <ChevronRight aria-hidden="true" size={18} />
      </button>
    </nav>
  );
}
