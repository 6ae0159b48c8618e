import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { InboxPage } from '@frc/contracts/browser';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import styles from '../../../shared/page.module.scss';
import { Pager } from '../../../shared/Pager';
import { useManagers } from '../../../shared/useManagers';
import { useStaffData } from '../../../shared/useStaffData';
import { inboxApiUrl, inboxSearch, readInboxFilters, readPage } from '../inboxFilters';
import { InboxFilterForm } from './InboxFilterForm';
import { InboxTable } from './InboxTable';

/** Everything that came in, newest first: filters and page in the address, unopened items marked. */
export function Inbox() {
  const [search, setSearch] = useSearchParams();
  const filters = readInboxFilters(search);
  const page = readPage(search);
  const inbox = useStaffData<InboxPage>(inboxApiUrl(filters, page));
  const { managers } = useManagers();
  const headingId = useId();

  return (
    <section className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Inbox
      </h2>
      <InboxFilterForm filters={filters} managers={managers} onApply={(next) => setSearch(inboxSearch(next))} />
      {inbox.status === 'error' && (
        <ErrorNotice
          message={inbox.message}
          action={
            <button type="button" className={styles.small} onClick={inbox.reload}>
              Retry
            </button>
          }
        />
      )}
      {inbox.status === 'loading' && !inbox.data && <LoadingNotice label="Loading the inbox…" />}
      {inbox.data && (
        <>
          <p className={styles.meta} role="status">
            {inbox.data.total} {inbox.data.total === 1 ? 'item' : 'items'}, {inbox.data.unopened} not opened yet
          </p>
          <InboxTable labelledBy={headingId} items={inbox.data.items} />
          <Pager
            label="Inbox pages"
            page={inbox.data.page}
            pageSize={inbox.data.pageSize}
            total={inbox.data.total}
            onPage={(next) => setSearch(inboxSearch(filters, next))}
          />
        </>
      )}
    </section>
  );
}
