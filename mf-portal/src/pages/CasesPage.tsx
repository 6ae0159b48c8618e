import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { CasesContent } from '../features/cases/components/CasesContent';
import { useCasesPage } from '../features/cases/hooks/useCasesPage';
import { parsePageParam } from '../features/cases/pageWindow';
import { useLatestUnreadTotal } from '../shared/unread/useUnreadTotal';
import styles from './CasesPage.module.scss';

export function CasesPage() {
  const unread = useLatestUnreadTotal();
  // A tab in the background says there is something to read: "(2) My cases".
  usePageMeta({ title: unread > 0 ? `(${unread}) My cases` : 'My cases', description: 'Your requests to ClearTrace Recovery and where each case stands.' });
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  const state = useCasesPage(page);

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{state.kind === 'loaded' ? `Your Cases (${state.result.total})` : 'Your Cases'}</h1>
      <CasesContent
        state={state}
        page={page}
        onPageChange={(target) => setSearchParams(target === 1 ? {} : { page: String(target) })}
      />
    </section>
  );
}
