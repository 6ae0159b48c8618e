import { Link } from 'react-router-dom';
import { formatAmount, type InboxSummary } from '@frc/contracts/browser';
import { CaseStatusBadge } from '../../../shared/CaseStatusBadge';
import { DataTable, type TableColumn, type TableSort } from '../../../shared/DataTable';
import { Moment } from '../../../shared/Moment';
import { RowCheck, type RowSelection } from '../../../shared/rowSelection';
import { inboxKindLabel, requestSourceLabel, scamTypeLabel } from '../../../shared/labels';
import styles from '../../../shared/page.module.scss';
import { inboxItemPath } from '../../../paths';

/** The client's messages nobody on the team has read yet: a number only when there are some. */
export function unreadCell(count: number) {
  return count > 0 ? <strong>{count}</strong> : '';
}

const TRIAGE_WORDS = { new: 'Not triaged', spam: 'Spam', duplicate: 'Duplicate', case: 'In a case' } as const;

export function InboxState({ item }: { item: InboxSummary }) {
  return item.caseStatus ? (
    <>
      {item.caseRef} <CaseStatusBadge status={item.caseStatus} />
    </>
  ) : (
    TRIAGE_WORDS[item.triage]
  );
}

function rowName(item: InboxSummary): string {
  return item.name || item.email || item.ref;
}

const columns = (selection?: RowSelection): readonly TableColumn<InboxSummary>[] => [
  {
    header: 'From',
    cell: (item) => (
      <>
        {selection && <RowCheck selection={selection} rowRef={item.ref} name={`${rowName(item)} (${item.ref})`} />}
        {!item.opened && (
          <>
            <span className={styles.unopened} aria-hidden="true" />
            <span className="visually-hidden">Unopened: </span>
          </>
        )}
        <Link to={inboxItemPath(item.ref)}>{rowName(item)}</Link>
      </>
    ),
  },
  { header: 'Reference', cell: (item) => item.ref, folds: true },
  { header: 'Received', sortKey: 'received', cell: (item) => <Moment at={item.receivedAt} /> },
  { header: 'Kind', cell: (item) => [inboxKindLabel(item.kind), requestSourceLabel(item.source)].filter(Boolean).join(' · '), folds: true },
  { header: 'Scam type', cell: (item) => scamTypeLabel(item.scamType), folds: true },
  { header: 'Confirmed', cell: (item) => (item.confirmed ? 'Yes' : 'No'), folds: true },
  { header: 'Amount', sortKey: 'amount', cell: (item) => formatAmount(item.amount, item.currency), folds: true },
  { header: 'Status', sortKey: 'status', cell: (item) => <InboxState item={item} /> },
  { header: 'Case manager', sortKey: 'manager', cell: (item) => item.managerName ?? '' },
  { header: 'Unread messages', sortKey: 'unread', cell: (item) => unreadCell(item.unreadMessages) },
];

export function InboxTable({ labelledBy, items, selection, sort }: { labelledBy: string; items: readonly InboxSummary[]; selection?: RowSelection; sort?: TableSort }) {
  return <DataTable labelledBy={labelledBy} columns={columns(selection)} rows={items} rowKey={(item) => item.ref} empty="Nothing came in that matches." sort={sort} />;
}
