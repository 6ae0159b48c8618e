import { CASE_LIST_FIELDS } from '../caseView';
import { viewLabel, type CaseListLayoutProps } from './caseListProps';
import styles from './CaseCards.module.scss';

/** The table's cases on a narrow screen: a card each, with the same fields (those that apply) and its View button. */
export function CaseCards({ views, caption, busy, onView }: CaseListLayoutProps) {
  return (
    <ul className={styles.cards} aria-label={caption} aria-busy={busy}>
      {views.map((view) => (
        <li key={view.reference} className={styles.card}>
          <h2 className={styles.reference}>Case {view.reference}</h2>
          {view.notice && <p className={styles.notice}>{view.notice}</p>}
          <dl className={styles.fields}>
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
          <button type="button" className={styles.view} aria-label={viewLabel(view)} onClick={() => onView(view)}>
            View
          </button>
        </li>
      ))}
    </ul>
  );
}
