import styles from './Pager.module.scss';

interface PagerProps {
  /** What is paged, for the navigation's name: 'Inbox pages'. */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / Next with 'page / last page', as the client area's cases list shows it. */
export function Pager({ label, page, pageSize, total, onPage }: PagerProps) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  if (lastPage === 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        {page} / {lastPage}
      </span>
      <button type="button" className={styles.button} disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
