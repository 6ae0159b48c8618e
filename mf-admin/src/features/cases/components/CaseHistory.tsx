import type { CaseHistoryEntry } from '@frc/contracts/browser';
import { CaseStatusBadge } from '../../../shared/CaseStatusBadge';
import { Moment } from '../../../shared/Moment';
import styles from '../../../shared/page.module.scss';

/** Every status the case had, newest first, with who set it and the note the client read. */
export function CaseHistory({ history }: { history: readonly CaseHistoryEntry[] }) {
  const newestFirst = [...history].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <ol className={styles.list}>
      {newestFirst.map((entry) => (
        <li key={`${entry.at}-${entry.status}`}>
          <CaseStatusBadge status={entry.status} />{' '}
          <span className={styles.meta}>
            {entry.byName}, <Moment at={entry.at} />
          </span>
          {entry.clientNote && <p className={styles.noteText}>Note for the client: {entry.clientNote}</p>}
        </li>
      ))}
    </ol>
  );
}
