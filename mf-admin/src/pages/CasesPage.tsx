import { useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CASE_STATUSES, type CasesPage as CasesPageData, type CaseSummary } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { casePath } from '../routes';
import { useStaffMember } from '../session/staffSession';
import { CaseStatusBadge } from '../shared/CaseStatusBadge';
import { DataTable, type TableColumn } from '../shared/DataTable';
import { ErrorNotice } from '../shared/ErrorNotice';
import { formatMoment, formatUsDollars } from '../shared/formatters';
import { LoadingNotice } from '../shared/LoadingNotice';
import styles from '../shared/page.module.scss';
import { Pager } from '../shared/Pager';
import { staffApiUrl } from '../shared/staffApi';
import { useManagers } from '../shared/useManagers';
import { useStaffData } from '../shared/useStaffData';

const FILTERS = ['status', 'manager', 'q'] as const;

const COLUMNS: readonly TableColumn<CaseSummary>[] = [
  { header: 'Case', cell: (item) => <Link to={casePath(item.ref)}>{item.ref}</Link> },
  { header: 'Client', cell: (item) => `${item.clientName} (${item.clientEmail})` },
  { header: 'Status', cell: (item) => <CaseStatusBadge status={item.status} /> },
  { header: 'Case manager', cell: (item) => item.managerName ?? 'Unassigned' },
  { header: 'Amount lost', cell: (item) => formatUsDollars(item.amountLost) },
  { header: 'Recovered', cell: (item) => formatUsDollars(item.amountRecovered) },
  { header: 'Requests', cell: (item) => item.requests },
  { header: 'Updated', cell: (item) => <time dateTime={item.updatedAt}>{formatMoment(item.updatedAt)}</time> },
];

/** /admin/cases: the cases the member may see (an admin: all; a case manager: their own), filtered and paged. */
export function CasesPage() {
  usePageMeta({ title: 'Cases (admin)', description: 'The cases of the back office, with their status and case manager.' });
  const { role } = useStaffMember();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const filters = Object.fromEntries(FILTERS.map((key) => [key, search.get(key) ?? undefined]));
  const cases = useStaffData<CasesPageData>(staffApiUrl('cases', { ...filters, page }));
  const { managers } = useManagers();
  const headingId = useId();
  const formId = useId();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTERS) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setSearch(next);
  }

  return (
    <div className={styles.page}>
      <h1 id={headingId} className={styles.title}>
        Cases
      </h1>
      {role === 'case_manager' && <p className={styles.lead}>Your cases. New requests wait in the inbox on the dashboard.</p>}
      <form key={search.toString()} onSubmit={apply} role="search" aria-label="Cases">
        <fieldset className={styles.filters}>
          <legend>Search and filters</legend>
          <div className={styles.field}>
            <label htmlFor={`${formId}-q`}>Search</label>
            <input id={`${formId}-q`} name="q" type="search" defaultValue={search.get('q') ?? ''} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${formId}-status`}>Status</label>
            <select id={`${formId}-status`} name="status" defaultValue={search.get('status') ?? ''}>
              <option value="">Any</option>
              {CASE_STATUSES.map(({ code, label }) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
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
          <div className={styles.actions}>
            <button type="submit" className="button">
              Apply filters
            </button>
          </div>
        </fieldset>
      </form>
      {cases.status === 'error' && <ErrorNotice message={cases.message} />}
      {cases.status === 'loading' && !cases.data && <LoadingNotice label="Loading the cases…" />}
      {cases.data && (
        <>
          <p className={styles.meta} role="status">
            {cases.data.total} {cases.data.total === 1 ? 'case' : 'cases'}
          </p>
          <DataTable labelledBy={headingId} columns={COLUMNS} rows={cases.data.items} rowKey={(item) => item.ref} empty="No cases match." />
          <Pager
            label="Case pages"
            page={cases.data.page}
            pageSize={cases.data.pageSize}
            total={cases.data.total}
            onPage={(next) => {
              const params = new URLSearchParams(search);
              params.set('page', String(next));
              setSearch(params);
            }}
          />
        </>
      )}
    </div>
  );
}
