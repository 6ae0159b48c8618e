import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BUILT_IN_CASE_VIEWS, CASE_SORTS, CASE_STATUSES, type CasesPage as CasesPageData, type CaseSummary } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { CaseBulkAssign } from '../features/cases/components/CaseBulkAssign';
import { unreadCell } from '../features/inbox/components/InboxTable';
import { casePath } from '../paths';
import { useStaffMember } from '../session/staffSession';
import { CaseStatusBadge } from '../shared/CaseStatusBadge';
import { CodeOptions } from '../shared/CodeOptions';
import type { TableColumn } from '../shared/DataTable';
import { FilterForm, PagedResults, useFilteredSearch } from '../shared/filteredList';
import { formatUsDollars } from '../shared/formatters';
import { ExportLink, ListViews, SortControl, tableSort, useLiveList } from '../shared/listTools';
import { Moment } from '../shared/Moment';
import { RowCheck, useRowSelection, type RowSelection } from '../shared/rowSelection';
import styles from '../shared/page.module.scss';
import { CASE_PARAM_RULES } from '../shared/listParams';
import { staffApiUrl } from '../shared/staffApi';
import { UnknownParamsNote } from '../shared/UnknownParamsNote';
import { useManagers } from '../shared/useManagers';
import { useStaffData } from '../shared/useStaffData';

const FILTERS = ['status', 'manager', 'q', 'unread', 'sort', 'order'] as const;
/** Kept when the filter form applies: the sort and the "My unread" view. */
const KEPT = ['unread', 'sort', 'order'] as const;

const columns = (selection: RowSelection | null): readonly TableColumn<CaseSummary>[] => [
  {
    header: 'Case',
    cell: (item) => (
      <>
        {selection && <RowCheck selection={selection} rowRef={item.ref} name={`${item.ref} (${item.clientName})`} />}
        <Link to={casePath(item.ref)}>{item.ref}</Link>
      </>
    ),
  },
  { header: 'Client', cell: (item) => `${item.clientName} (${item.clientEmail})`, folds: true },
  { header: 'Status', sortKey: 'status', cell: (item) => <CaseStatusBadge status={item.status} /> },
  { header: 'Case manager', sortKey: 'manager', cell: (item) => item.managerName ?? 'Unassigned' },
  { header: 'Amount lost', sortKey: 'amount', cell: (item) => formatUsDollars(item.amountLost), folds: true },
  { header: 'Recovered', cell: (item) => formatUsDollars(item.amountRecovered), folds: true },
  { header: 'Requests', cell: (item) => item.requests, folds: true },
  { header: 'Unread messages', sortKey: 'unread', cell: (item) => unreadCell(item.unreadMessages) },
  { header: 'Updated', sortKey: 'updated', cell: (item) => <Moment at={item.updatedAt} /> },
];

/** /admin/cases: the cases the member may see (an admin: all; a case manager: their own), filtered and paged. */
export function CasesPage() {
  usePageMeta({ title: 'Cases (admin)', description: 'The cases of the back office, with their status and case manager.' });
  const { role } = useStaffMember();
  const { search, page, filters, unknown, apply, goToPage } = useFilteredSearch(FILTERS, KEPT, CASE_PARAM_RULES);
  const url = staffApiUrl('cases', { ...filters, page });
  const cases = useStaffData<CasesPageData>(url, { live: true });
  const live = useLiveList(cases, url);
  const { managers } = useManagers();
  const [, setSearch] = useSearchParams();
  const { selected, select, toggle } = useRowSelection(url);
  const admin = role === 'admin';
  const headingId = useId();
  const formId = useId();

  return (
    <div className={styles.page}>
      <h1 id={headingId} className={styles.title}>
        Cases
      </h1>
      {role === 'case_manager' && <p className={styles.lead}>Your cases. New requests wait in the inbox on the dashboard.</p>}
      <UnknownParamsNote unknown={unknown} />
      <ListViews list="cases" path="/admin/cases" builtIns={BUILT_IN_CASE_VIEWS} search={search} />
      <FilterForm label="Cases" legend="Search and filters" search={search} onSubmit={apply}>
        <div className={styles.field}>
          <label htmlFor={`${formId}-q`}>Search</label>
          <input id={`${formId}-q`} name="q" type="search" defaultValue={search.get('q') ?? ''} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${formId}-status`}>Status</label>
          <select id={`${formId}-status`} name="status" defaultValue={search.get('status') ?? ''}>
            <option value="">Any</option>
            <CodeOptions options={CASE_STATUSES} />
          </select>
        </div>
        {role === 'admin' && (
          <div className={styles.field}>
            <label htmlFor={`${formId}-manager`}>Case manager</label>
            <select id={`${formId}-manager`} name="manager" defaultValue={search.get('manager') ?? ''}>
              <option value="">Any</option>
              <option value="unassigned">Unassigned</option>
              {managers.map(({ id, name }) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        )}
      </FilterForm>
      <div className={styles.listTools}>
        <SortControl options={CASE_SORTS} fallback="updated" search={search} onChange={setSearch} />
        <ExportLink list="cases" search={search} />
      </div>
      <PagedResults
        result={live.result}
        view={search}
        fresh={{ count: live.fresh, onShow: live.showFresh }}
        toolbar={
          admin &&
          live.data && <CaseBulkAssign pageRefs={live.data.items.map((item) => item.ref)} selected={selected} onSelect={select} managers={managers} onDone={live.follow} />
        }
        loadingLabel="Loading the cases…"
        noun={['case', 'cases']}
        labelledBy={headingId}
        columns={columns(admin ? { selected, toggle } : null)}
        rowKey={(item) => item.ref}
        sort={tableSort(search, 'updated', setSearch)}
        empty="No cases match."
        pagerLabel="Case pages"
        onPage={goToPage}
      />
    </div>
  );
}
