import type { ClientCase } from '@frc/contracts/browser';
import { formatMoment } from '@frc/ui/formatMoment';
import styles from './CaseRoom.module.scss';

/** What the team opened this case from (the client's consultation requests, and any report or application), as sent. */
export function CaseRequests({ requests }: { requests: ClientCase['requests'] }) {
  return (
    <ul className={styles.records}>
      {requests.map((request) => (
        <li key={request.ref}>
          <p className={styles.stepTitle}>
            <strong>{request.summary}</strong> <span>(request number {request.ref})</span>
          </p>
          <p className={styles.muted}>
            Sent <time dateTime={request.createdAt}>{formatMoment(request.createdAt)}</time>
            {request.scamType && `, about: ${request.scamType}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
