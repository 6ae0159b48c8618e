import type { ClientCase } from '@frc/contracts/browser';
import { caseStatusLabel } from '@frc/contracts/browser';
import { formatMoment } from '@frc/ui/formatMoment';
import styles from './CaseRoom.module.scss';

/** Every status the case has had, oldest first, each with its date and the case manager's note for the client. */
export function CaseTimeline({ timeline }: { timeline: ClientCase['timeline'] }) {
  if (timeline.length === 0) return <p className={styles.muted}>No changes yet.</p>;
  return (
    <ol className={styles.timeline}>
      {timeline.map((entry) => (
        <li key={`${entry.at}-${entry.status}`} className={styles.step}>
          <p className={styles.stepTitle}>
            <strong>{caseStatusLabel(entry.status)}</strong> <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
          </p>
          {entry.clientNote && <p className={styles.note}>{entry.clientNote}</p>}
        </li>
      ))}
    </ol>
  );
}
