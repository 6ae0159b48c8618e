import { useId, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BUILT_IN_INBOX_VIEWS, INBOX_SORTS, type InboxPage } from '@frc/contracts/browser';
import { ADMIN_PAGES } from '../../../paths';
import { RetryNotice } from '../../../shared/ErrorNotice';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import styles from '../../../shared/page.module.scss';
import { ExportLink, FreshRows, ListViews, ResultCount, SortControl, tableSort, useLiveList, viewQuery } from '../../../shared/listTools';
import { Pager } from '../../../shared/Pager';
import { useRowSelection } from '../../../shared/rowSelection';
import { useStaffMember } from '../../../session/staffSession';
import { useManagers } from '../../../shared/useManagers';
import { UnknownParamsNote } from '../../../shared/UnknownParamsNote';
import { useStaffData } from '../../../shared/useStaffData';
import { INBOX_KEPT_KEYS, inboxApiUrl, inboxSearch, readInboxFilters, readPage } from '../inboxFilters';
import { InboxBulkActions } from './InboxBulkActions';
import { InboxFilterForm } from './InboxFilterForm';
import { InboxKeys } from './InboxKeys';
import { InboxRows } from './InboxRows';
import desk from './InboxDesk.module.scss';

/**
 * Everything that came in, newest first unless sorted otherwise, one line a row: views, filters, sort and page in
 * the address, unopened items marked, j and k to move between rows and Enter to open one. The list keeps itself
 * up to date while the tab is visible; what a poll brings waits behind "N new: show them", so the rows being read
 * do not move. `openRef` is the item open beside it (its row is marked).
 */
export function Inbox({ openRef }: { openRef: string | null }) {
  const [search, setSearch] = useSearchParams();
  const { filters, unknown } = readInboxFilters(search);
  const page = readPage(search);
  const url = inboxApiUrl(filters, page);
  const inbox = useStaffData<InboxPage>(url, { live: true });
  const live = useLiveList(inbox, url);
  const { managers } = useManagers();
  const { role } = useStaffMember();
  const headingId = useId();
  const rows = useRef<HTMLDivElement>(null);
  const { selected, select, toggle } = useRowSelection(url);
  const kept = Object.fromEntries(INBOX_KEPT_KEYS.flatMap((key) => (filters[key] ? [[key, filters[key]]] : [])));

  return (
    <section className={`${styles.section} ${desk.list}`} aria-labelledby={headingId}>
      <div className={desk.head}>
        <h1 id={headingId} className={styles.title}>
          Inbox
        </h1>
        <div className={desk.headTools}>
          <ExportLink list="inbox" search={search} />
          <InboxKeys rows={rows} />
        </div>
      </div>
      <UnknownParamsNote unknown={unknown} />
      <ListViews list="inbox" path={ADMIN_PAGES.inbox} builtIns={BUILT_IN_INBOX_VIEWS} search={search} />
      <InboxFilterForm filters={filters} managers={managers} onApply={(next) => setSearch(inboxSearch({ ...next, ...kept }))} />
      <div className={styles.listTools}>
        {live.data && (
          <ResultCount view={viewQuery(search)} settled={inbox.status !== 'loading'} text={`${live.data.total} ${live.data.total === 1 ? 'item' : 'items'}, ${live.data.unopened} not opened yet`} />
        )}
        <SortControl options={INBOX_SORTS} fallback="received" search={search} onChange={setSearch} />
      </div>
      {inbox.status === 'error' && <RetryNotice message={inbox.message} onRetry={inbox.reload} />}
      {inbox.status === 'loading' && !live.data && <LoadingNotice label="Loading the inbox…" />}
      {live.data && (
        <>
          <FreshRows count={live.fresh} onShow={live.showFresh} />
          <InboxBulkActions
            pageRefs={live.data.items.map((item) => item.ref)}
            selected={selected}
            onSelect={select}
            managers={role === 'admin' ? managers : null}
            onDone={live.follow}
          />
          <div ref={rows} className={desk.rows}>
            <InboxRows labelledBy={headingId} items={live.data.items} selection={{ selected, toggle }} openRef={openRef} search={search.toString()} sort={tableSort(search, 'received', setSearch)} />
          </div>
          <Pager
            label="Inbox pages"
            page={live.data.page}
            pageSize={live.data.pageSize}
            total={live.data.total}
            onPage={(next) => setSearch(inboxSearch(filters, next))}
          />
        </>
      )}
    </section>
  );
}
