import { useRef } from 'react';
import { pageWindow } from '../pageWindow';
import styles from './CasesPagination.module.scss';

interface CasesPaginationProps {
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
}

export function CasesPagination({ page, lastPage, onPageChange }: CasesPaginationProps) {
  const numberButtons = useRef(new Map<number, HTMLButtonElement>());

  // Previous and Next turn disabled at the ends, which would drop keyboard focus: hand it to that page's number.
  function step(target: number) {
    onPageChange(target);
    if (target === 1 || target === lastPage) numberButtons.current.get(target)?.focus();
  }

  return (
    <nav className={styles.pagination} aria-label="Cases pages">
      <div className={styles.steps}>
        <button type="button" className={styles.button} disabled={page <= 1} onClick={() => step(page - 1)}>
          Previous
        </button>
        <span className={styles.position}>
          {page} / {lastPage}
        </span>
        <button type="button" className={styles.button} disabled={page >= lastPage} onClick={() => step(page + 1)}>
          Next
        </button>
      </div>
      <ul className={styles.numbers}>
        {pageWindow(page, lastPage).map((number) => (
          <li key={number}>
            <button
              ref={(button) => {
                if (button) numberButtons.current.set(number, button);
                else numberButtons.current.delete(number);
              }}
              type="button"
              className={styles.number}
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPageChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
