import { CASE_LIST_FIELDS, unreadText } from '../caseView';
import { viewLabel, type CaseListLayoutProps } from './caseListProps';
import { CaseRoomLink, inACase } from './CaseRoomLink';
import styles from './CaseCards.module.scss';

/**
 * The table's requests on a narrow screen: a card each, under its case's reference once the team opened a case (with
 * what is unread there and the way in), else under the request's own number; the same fields and its View button.
 */
export function CaseCards({ views, caption, busy, onView }: CaseListLayoutProps) {
  return (
    <ul className={styles.cards} aria-label={caption} aria-busy={busy}>
      {views.map((view) => (
        <li key={view.reference} className={`${styles.card} ${unreadText(view) ? styles.hasUnread : ''}`}>
          <h2 className={styles.reference}>{inACase(view) ? `Case ${view.caseReference}` : `Request ${view.reference}`}</h2>
          {unreadText(view) && <p className={styles.unread}>{unreadText(view)}</p>}
          {view.notice && <p className={styles.notice}>{view.notice}</p>}
          <dl className={styles.fields}>
            {inACase(view) && (
              <div className={styles.field}>
                <dt>Request number</dt>
                <dd>{view.reference}</dd>
              </div>
            )}
            {CASE_LIST_FIELDS.filter(({ key }) => view[key] !== null).map(({ key, label }) => (
              <div key={key} className={styles.field}>
                <dt>{label}</dt>
                <dd>
                  {view[key]}
                  {key === 'status' && view.clientNote && <span className={styles.note}>{view.clientNote}</span>}
                </dd>
              </div>
            ))}
          </dl>
          <div className={styles.actions}>
            {inACase(view) && <CaseRoomLink view={view} className={styles.open} />}
            <button type="button" className={styles.view} aria-label={viewLabel(view)} onClick={() => onView(view)}>
              View
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
