import { Link } from 'react-router-dom';
import type { InboxSummary } from '@frc/contracts/browser';
import { formatExactMoment } from '@frc/ui/formatMoment';
import { inboxItemPath } from '../../../paths';
import { SortButton, type TableSort } from '../../../shared/DataTable';
import { RowCheck, type RowSelection } from '../../../shared/rowSelection';
import { inboxSender, inboxSource, inboxSubject, shortMoment } from '../inboxRowWords';
import { InboxState, unreadCell } from './InboxTable';
import styles from './InboxRows.module.scss';

/** The attribute the inbox's keys (j, k) move between: each row's link. */
export const ROW_LINK_ATTRIBUTE = 'data-inbox-row';

interface InboxRowsProps {
  labelledBy: string;
  items: readonly InboxSummary[];
  selection: RowSelection;
  /** The item open beside the list (its row is the current page). */
  openRef: string | null;
  /** The list's view, kept in each item's address so the list stays as it is beside it. */
  search: string;
  /** The list's sort: the headers of Received, Status and Unread sort by their column. */
  sort: TableSort;
}

/** A column's header that sorts the list by it, as the tables of the back office do (DataTable). */
function SortableHeader({ header, sortKey, sort, className }: { header: string; sortKey: string; sort: TableSort; className: string | undefined }) {
  return (
    <th scope="col" className={className} aria-sort={sort.by === sortKey ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <SortButton header={header} sortKey={sortKey} sort={sort} />
    </th>
  );
}

/**
 * The inbox as one line a row: who, what about with the start of their story, from which form, when, its state and
 * the client's unread messages. Text that does not fit ends in an ellipsis; the item shows it whole.
 */
export function InboxRows({ labelledBy, items, selection, openRef, search, sort }: InboxRowsProps) {
  return (
    <table className={styles.rows} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col" className={styles.from}>
            From
          </th>
          <th scope="col">Subject and story</th>
          <th scope="col" className={styles.source}>
            Source
          </th>
          <SortableHeader header="Received" sortKey="received" sort={sort} className={styles.received} />
          <SortableHeader header="Status" sortKey="status" sort={sort} className={styles.state} />
          <SortableHeader header="Unread" sortKey="unread" sort={sort} className={styles.unread} />
        </tr>
      </thead>
      <tbody>
        {items.length === 0 && (
          <tr>
            <td colSpan={6}>Nothing came in that matches.</td>
          </tr>
        )}
        {items.map((item) => (
          <tr key={item.ref} className={`${item.opened ? '' : styles.unopened} ${item.ref === openRef ? styles.open : ''}`}>
            <th scope="row" className={styles.from}>
              <RowCheck selection={selection} rowRef={item.ref} name={`${inboxSender(item)} (${item.ref})`} />
              {!item.opened && <span className="visually-hidden">Unopened: </span>}
              <Link to={inboxItemPath(item.ref, search)} {...{ [ROW_LINK_ATTRIBUTE]: '' }} aria-current={item.ref === openRef ? 'page' : undefined} className={styles.name}>
                {inboxSender(item)}
              </Link>
            </th>
            <td className={styles.story}>
              <span className={styles.subject}>{inboxSubject(item)}</span>
              {item.snippet && <span className={styles.snippet}> — {item.snippet}</span>}
            </td>
            <td className={styles.source}>{inboxSource(item)}</td>
            <td className={styles.received}>
              <time dateTime={item.receivedAt} title={formatExactMoment(item.receivedAt)}>
                {shortMoment(item.receivedAt)}
              </time>
            </td>
            <td className={styles.state}>
              <InboxState item={item} />
              {item.managerName && `, ${item.managerName}`}
            </td>
            <td className={styles.unread}>{unreadCell(item.unreadMessages)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
