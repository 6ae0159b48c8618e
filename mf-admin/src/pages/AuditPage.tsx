import { useId } from 'react';
import { AUDIT_ACTIONS, type AuditEntry, type AuditPage as AuditPageData } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import type { TableColumn } from '../shared/DataTable';
import { FilterForm, PagedResults, useFilteredSearch } from '../shared/filteredList';
import { ExportLink } from '../shared/listTools';
import { Moment } from '../shared/Moment';
import styles from '../shared/page.module.scss';
import { staffApiUrl } from '../shared/staffApi';
import { useManagers } from '../shared/useManagers';
import { useStaffData } from '../shared/useStaffData';

const FILTERS = ['staffId', 'action', 'client'] as const;
const ACTIONS = [...new Set(Object.values(AUDIT_ACTIONS))].sort();

const COLUMNS: readonly TableColumn<AuditEntry>[] = [
  { header: 'When', cell: (entry) => <Moment at={entry.at} /> },
  { header: 'Who', cell: (entry) => (entry.staffName ? `${entry.staffName} (${entry.staffEmail ?? ''})` : 'Nobody signed in') },
  { header: 'What', cell: (entry) => entry.action },
  { header: 'Record', cell: (entry) => entry.target ?? '' },
  { header: 'From address', cell: (entry) => entry.ip ?? '', folds: true },
];

/** /admin/audit: every look at a victim's data, every change and sign-in (admins only), newest first. */
export function AuditPage() {
  usePageMeta({ title: 'Audit (admin)', description: 'Who read or changed what, when, and from which address.' });
  const { search, page, filters, apply, goToPage } = useFilteredSearch(FILTERS);
  const { staffId, action, client } = filters;
  const audit = useStaffData<AuditPageData>(staffApiUrl('audit', { staffId, action, client, page }));
  const { team } = useManagers();
  const headingId = useId();
  const formId = useId();

  return (
    <div className={styles.page}>
      <h1 id={headingId} className={styles.title}>
        Audit
      </h1>
      <FilterForm label="Audit" legend="Filters" search={search} onSubmit={apply}>
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
          <label htmlFor={`${formId}-action`}>What</label>
          <select id={`${formId}-action`} name="action" defaultValue={action ?? ''}>
            <option value="">Anything</option>
            {ACTIONS.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${formId}-client`}>Client e-mail</label>
          <input id={`${formId}-client`} name="client" type="email" defaultValue={client ?? ''} />
        </div>
      </FilterForm>
      <div className={styles.listTools}>
        <ExportLink list="audit" search={search} />
      </div>
      <PagedResults
        result={audit}
        loadingLabel="Loading the audit…"
        noun={['entry', 'entries']}
        labelledBy={headingId}
        columns={COLUMNS}
        rowKey={(entry) => String(entry.id)}
        empty="Nothing on record."
        pagerLabel="Audit pages"
        onPage={goToPage}
      />
    </div>
  );
}
