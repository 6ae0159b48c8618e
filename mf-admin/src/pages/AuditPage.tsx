import { useId, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuditEntry, AuditPage as AuditPageData } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { DataTable, type TableColumn } from '../shared/DataTable';
import { ErrorNotice } from '../shared/ErrorNotice';
import { formatMoment } from '../shared/formatters';
import { LoadingNotice } from '../shared/LoadingNotice';
import styles from '../shared/page.module.scss';
import { Pager } from '../shared/Pager';
import { staffApiUrl } from '../shared/staffApi';
import { useManagers } from '../shared/useManagers';
import { useStaffData } from '../shared/useStaffData';

const COLUMNS: readonly TableColumn<AuditEntry>[] = [
  { header: 'When', cell: (entry) => <time dateTime={entry.at}>{formatMoment(entry.at)}</time> },
  { header: 'Who', cell: (entry) => (entry.staffName ? `${entry.staffName} (${entry.staffEmail ?? ''})` : 'Nobody signed in') },
  { header: 'What', cell: (entry) => entry.action },
  { header: 'Record', cell: (entry) => entry.target ?? '' },
  { header: 'From address', cell: (entry) => entry.ip ?? '' },
];

/** /admin/audit: every look at a victim's data, every change and sign-in (admins only), newest first. */
export function AuditPage() {
  usePageMeta({ title: 'Audit (admin)', description: 'Who read or changed what, when, and from which address.' });
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const staffId = search.get('staffId') ?? undefined;
  const client = search.get('client') ?? undefined;
  const audit = useStaffData<AuditPageData>(staffApiUrl('audit', { staffId, client, page }));
  const { team } = useManagers();
  const headingId = useId();
  const formId = useId();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['staffId', 'client']) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setSearch(next);
  }

  return (
    <div className={styles.page}>
      <h1 id={headingId} className={styles.title}>
        Audit
      </h1>
      <form key={search.toString()} onSubmit={apply} role="search" aria-label="Audit">
        <fieldset className={styles.filters}>
          <legend>Filters</legend>
          <div className={styles.field}>
            <label htmlFor={`${formId}-staff`}>Staff member</label>
            <select id={`${formId}-staff`} name="staffId" defaultValue={staffId ?? ''}>
              <option value="">Anyone</option>
              {team.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${formId}-client`}>Client e-mail</label>
            <input id={`${formId}-client`} name="client" type="email" defaultValue={client ?? ''} />
          </div>
          <div className={styles.actions}>
            <button type="submit" className="button">
              Apply filters
            </button>
          </div>
        </fieldset>
      </form>
      {audit.status === 'error' && <ErrorNotice message={audit.message} />}
      {audit.status === 'loading' && !audit.data && <LoadingNotice label="Loading the audit…" />}
      {audit.data && (
        <>
          <p className={styles.meta} role="status">
            {audit.data.total} {audit.data.total === 1 ? 'entry' : 'entries'}
          </p>
          <DataTable labelledBy={headingId} columns={COLUMNS} rows={audit.data.items} rowKey={(entry) => String(entry.id)} empty="Nothing on record." />
          <Pager
            label="Audit pages"
            page={audit.data.page}
            pageSize={audit.data.pageSize}
            total={audit.data.total}
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
