import { useId } from 'react';
import { BOOKING_STATUS_LABELS, type BookingHistoryEntry } from '@frc/contracts/browser';
import { Moment } from './Moment';
import styles from './page.module.scss';

/**
 * The consultations booked for a request or a case, in their history: when, how, with whom, and what became of each.
 * Its heading is a section's (`h2`) on an item, a sub-heading (`h3`) under a case's History tab.
 */
export function ConsultationHistory({ entries, showRequest = false, level = 2 }: { entries: readonly BookingHistoryEntry[]; showRequest?: boolean; level?: 2 | 3 }) {
  const headingId = useId();
  if (entries.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.sectionTitle}>
        Consultations
      </Heading>
      <ol className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            Free consultation ({entry.channel}) on <Moment at={entry.startsAt} /> with {entry.consultantName}:{' '}
            <strong>{entry.status === 'cancelled' ? `Cancelled by ${entry.cancelledBy === 'firm' ? 'the team' : 'the client'}` : BOOKING_STATUS_LABELS[entry.status]}</strong>
            <span className={styles.meta}>
              {' '}
              Booked <Moment at={entry.bookedAt} />
              {showRequest && `, for ${entry.requestRef}`}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
