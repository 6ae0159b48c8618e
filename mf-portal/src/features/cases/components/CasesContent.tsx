import { Link } from 'react-router-dom';
import type { CasesPageState } from '../hooks/useCasesPage';
import { CasesError } from './CasesError';
import { CasesPagination } from './CasesPagination';
import { CasesList } from './CasesList';
import { LoadingSpinner } from './LoadingSpinner';
import styles from './CasesContent.module.scss';

export const AUTH_REQUIRED = 'Authentication required';
export const FETCH_FAILED = 'Failed to fetch services';

interface CasesContentProps {
  state: CasesPageState;
  /** The page asked for; while it loads, the previous page's rows stay in view. */
  page: number;
  onPageChange: (page: number) => void;
}

/** Whatever the cases list is in: loading, refused, failed, empty, or a page of the table. */
export function CasesContent({ state, page, onPageChange }: CasesContentProps) {
  switch (state.kind) {
    case 'loading':
      return <LoadingSpinner label="Loading your cases..." />;
    case 'unauthenticated':
      return <CasesError message={AUTH_REQUIRED} />;
    case 'failed':
      return <CasesError message={FETCH_FAILED} />;
    case 'loaded': {
      const { result, refreshing } = state;
      return (
        <>
          {result.cases.length > 0 ? (
            <CasesList cases={result.cases} caption={`Your cases, page ${result.currentPage} of ${result.lastPage}`} busy={refreshing} />
          ) : (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>No cases found</p>
              {result.total === 0 && (
                <p className={styles.emptyHint}>
                  A consultation request sent with your e-mail address appears here.{' '}
                  <Link to="/contact-us">Request a free consultation</Link>
                </p>
              )}
            </div>
          )}
          {refreshing && <LoadingSpinner label={`Loading page ${page}...`} />}
          {result.total > 0 && <CasesPagination page={page} lastPage={result.lastPage} onPageChange={onPageChange} />}
        </>
      );
    }
  }
}
