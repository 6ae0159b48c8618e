import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CASE_STATUSES, type CasesPage as CasesPageData, type CaseSummary } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { unreadCell } from '../features/inbox/components/InboxTable';
import { casePath } from '../routes';
import { useStaffMember } from '../session/staffSession';
import { CaseStatusBadge } from '../shared/CaseStatusBadge';
import { CodeOptions } from '../shared/CodeOptions';
import type { TableColumn } from '../shared/DataTable';
import { FilterForm, PagedResults, useFilteredSearch } from '../shared/filteredList';
import { formatMoment, formatUsDollars } from '../shared/formatters';
import styles from '../shared/page.module.scss';
import { staffApiUrl } from '../shared/staffApi';
import { useManagers } from '../shared/useManagers';
import { useStaffData } from '../shared/useStaffData';

const FILTERS = ['status', 'manager', 'q'] as const;

const COLUMNS: readonly TableColumn<CaseSummary>[] = [
  { header: 'Case', cell: (item) => <Link to={casePath(item.ref)}>{item.ref}</Link> },
  { header: 'Client', cell: (item) => `${item.clientName} (${item.clientEmail})`, folds: true },
  { header: 'Status', cell: (item) => <CaseStatusBadge status={item.status} /> },
  { header: 'Case manager', cell: (item) => item.managerName ?? 'Unassigned' },
  { header: 'Amount lost', cell: (item) => formatUsDollars(item.amountLost) },
  { header: 'Recovered', cell: (item) => formatUsDollars(item.amountRecovered), folds: true },
  { header: 'Requests', cell: (item) => item.requests, folds: true },
  { header: 'Unread messages', cell: (item) => unreadCell(item.unreadMessages) },
  { header: 'Updated', cell: (item) => <time dateTime={item.updatedAt}>{formatMoment(item.updatedAt)}</time> },
];

/** /admin/cases: the cases the member may see (an admin: all; a case manager: their own), filtered and paged. */
export function CasesPage() {
  usePageMeta({ title: 'Cases (admin)', description: 'The cases of the back office, with their status and case manager.' });
  const { role } = useStaffMember();
  const { search, page, filters, apply, goToPage } = useFilteredSearch(FILTERS);
  const cases = useStaffData<CasesPageData>(staffApiUrl('cases', { ...filters, page }));
  const { managers } = useManagers();
  const headingId = useId();
  const formId = useId();

  return (
    <div className={styles.page}>
      <h1 id={headingId} className={styles.title}>
        Cases
      </h1>
      {role === 'case_manager' && <p className={styles.lead}>Your cases. New requests wait in the inbox on the dashboard.</p>}
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
      <PagedResults
        result={cases}
        loadingLabel="Loading the cases…"
        noun={['case', 'cases']}
        labelledBy={headingId}
        columns={COLUMNS}
        rowKey={(item) => item.ref}
        empty="No cases match."
        pagerLabel="Case pages"
        onPage={goToPage}
      />
    </div>
  );
}
