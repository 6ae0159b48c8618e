import { Fragment } from 'react';
import { CASE_LIST_FIELDS, unreadText, type CaseField } from '../caseView';
import { viewLabel, type CaseListLayoutProps } from './caseListProps';
import { CaseRoomLink, inACase } from './CaseRoomLink';
import styles from './CasesTable.module.scss';

const CELL_CLASS: Partial<Record<CaseField, string>> = { amount: styles.amount, btcAddress: styles.address };

/**
 * The spec's table: ID (the request's own number), its six columns, the case's status (with the latest note for the
 * client and what is unread, in words) and View, beside the way into the case once the team opened one; a request
 * awaiting confirmation says so on a line of its own.
 */
export function CasesTable({ views, caption, busy, onView }: CaseListLayoutProps) {
  const columnCount = CASE_LIST_FIELDS.length + 2;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll the wide table sideways once it has focus
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table} aria-busy={busy}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">ID</th>
            {CASE_LIST_FIELDS.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {views.map((view) => (
            <Fragment key={view.reference}>
              <tr className={unreadText(view) ? styles.hasUnread : undefined}>
                <td>{view.reference}</td>
                {CASE_LIST_FIELDS.map((column) => (
                  <td key={column.key} className={CELL_CLASS[column.key]}>
                    {view[column.key]}
                    {column.key === 'status' && view.clientNote && <span className={styles.note}>{view.clientNote}</span>}
                    {column.key === 'status' && unreadText(view) && <strong className={styles.unread}>{unreadText(view)}</strong>}
                  </td>
                ))}
                <td className={styles.actions}>
                  {inACase(view) && <CaseRoomLink view={view} className={styles.open} />}
                  <button type="button" className={styles.view} aria-label={viewLabel(view)} onClick={() => onView(view)}>
                    View
                  </button>
                </td>
              </tr>
              {view.notice && (
                <tr className={styles.notice}>
                  <td colSpan={columnCount}>{view.notice}</td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
